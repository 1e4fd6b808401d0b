import { openBusDoor, type SubAppMessageHandlers } from '@main/sub-apps/bus-door';
import { SUB_APP_MESSAGE_NAMES } from '@shared/contract/bus-messages';
import { createFakeWujieBus } from '../support/fake-wujie-bus';

function recordingHandlers() {
  const received: [string, unknown][] = [];
  const handlers = Object.fromEntries(
    SUB_APP_MESSAGE_NAMES.map((name) => [name, (payload: unknown) => void received.push([name, payload])]),
  ) as unknown as SubAppMessageHandlers;
  return { handlers, received };
}

describe('the bus door', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('hands a valid message to its handler', () => {
    const bus = createFakeWujieBus();
    const { handlers, received } = recordingHandlers();
    openBusDoor(bus, handlers);
    bus.$emit('showVehInfo', { vehicleId: 101, tab: 'follow' });
    expect(received).toEqual([['showVehInfo', { vehicleId: 101, tab: 'follow' }]]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about and ignores an unknown message name, but not the shell’s own events', () => {
    const bus = createFakeWujieBus();
    const { handlers, received } = recordingHandlers();
    openBusDoor(bus, handlers);
    bus.$emit('deleteEverything', { all: true });
    bus.$emit('shell:theme', { theme: 'greenTheme' });
    expect(received).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('deleteEverything');
  });

  it.each([
    ['showVehInfo', { tab: 'follow' }],
    ['showVehInfo', { vehicleId: 1, tab: 'map' }],
    ['goPage', { path: 'javascript:alert(1)' }],
    ['getResourceData', {}],
    ['showImage', { urls: [] }],
    ['showInstructions', 'not an object'],
  ])('warns about and ignores a malformed %s payload', (name, payload) => {
    const bus = createFakeWujieBus();
    const { handlers, received } = recordingHandlers();
    openBusDoor(bus, handlers);
    expect(() => bus.$emit(name, payload)).not.toThrow();
    expect(received).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps a throwing or rejecting handler from stopping the other listeners and later messages', async () => {
    const bus = createFakeWujieBus();
    const { handlers, received } = recordingHandlers();
    handlers.showVehInfo = () => {
      throw new Error('处理失败');
    };
    handlers.updateMenu = () => Promise.reject(new Error('异步失败'));
    openBusDoor(bus, handlers);
    const after = vi.fn();
    bus.$on('showVehInfo', after);

    bus.$emit('showVehInfo', { vehicleId: 1 });
    bus.$emit('updateMenu', {});
    bus.$emit('getResourceData', { requestId: 'r1' });
    await Promise.resolve();

    expect(after).toHaveBeenCalledWith({ vehicleId: 1 });
    expect(received).toEqual([['getResourceData', { requestId: 'r1' }]]);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('removes every listener it added when closed', () => {
    const bus = createFakeWujieBus();
    const { handlers, received } = recordingHandlers();
    const close = openBusDoor(bus, handlers);
    expect(bus.count()).toBe(SUB_APP_MESSAGE_NAMES.length + 1);
    close();
    expect(bus.count()).toBe(0);
    bus.$emit('showVehInfo', { vehicleId: 1 });
    expect(received).toEqual([]);
  });
});
