import { createLocalBus } from '@shared/contract/local-bus';
import type { SubAppMessageName, SubAppMessages } from '@shared/contract/bus-messages';

/** The standalone stand-in for the shell's bus: checked messages to handlers, shell events to listeners. */

afterEach(() => {
  vi.restoreAllMocks();
});

/** Sends what a foreign sub-app might send, bypassing the compile-time payload type. */
function sendRaw(bus: ReturnType<typeof createLocalBus>, name: string, payload: unknown): void {
  (bus.send as (name: SubAppMessageName, payload: SubAppMessages[SubAppMessageName]) => void)(
    name as SubAppMessageName,
    payload as SubAppMessages[SubAppMessageName],
  );
}

describe('messages from the sub-app', () => {
  it('delivers a valid message to every handler', () => {
    const bus = createLocalBus();
    const first = vi.fn();
    const second = vi.fn();
    bus.handle(first);
    bus.handle(second);
    bus.send('showImage', { urls: ['a.png'], index: 0 });
    const message = { name: 'showImage', payload: { urls: ['a.png'], index: 0 } };
    expect(first).toHaveBeenCalledWith(message);
    expect(second).toHaveBeenCalledWith(message);
  });

  it.each([
    ['a malformed payload', 'showVehInfo', { vehicleId: '' }],
    ['an unknown name', 'openWindow', {}],
  ])('warns and drops %s', (_name, name, payload) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bus = createLocalBus();
    const handler = vi.fn();
    bus.handle(handler);
    sendRaw(bus, name, payload);
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(name);
  });

  it('stops delivering to a handler after its unsubscribe', () => {
    const bus = createLocalBus();
    const handler = vi.fn();
    const stop = bus.handle(handler);
    bus.send('updateMenu', {});
    stop();
    bus.send('updateMenu', {});
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('shell events', () => {
  it('reaches the listeners of that event only', () => {
    const bus = createLocalBus();
    const theme = vi.fn();
    const session = vi.fn();
    bus.on('shell:theme', theme);
    bus.on('shell:session', session);
    bus.emit('shell:theme', { theme: 'greenTheme' });
    expect(theme).toHaveBeenCalledWith({ theme: 'greenTheme' });
    expect(session).not.toHaveBeenCalled();
  });

  it('a throwing listener does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createLocalBus();
    const before = vi.fn();
    const after = vi.fn();
    bus.on('shell:visibility', before);
    bus.on('shell:visibility', () => {
      throw new Error('boom');
    });
    bus.on('shell:visibility', after);
    expect(() => bus.emit('shell:visibility', { systemId: 'car', visible: false })).not.toThrow();
    expect(before).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('on() returns an unsubscribe that removes only that listener', () => {
    const bus = createLocalBus();
    const kept = vi.fn();
    const removed = vi.fn();
    bus.on('shell:navigate', kept);
    const off = bus.on('shell:navigate', removed);
    off();
    bus.emit('shell:navigate', { systemId: 'car', path: '/monitor' });
    expect(kept).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
  });

  it('emitting an event nobody listens to is harmless', () => {
    expect(() => createLocalBus().emit('shell:resourceData', { requestId: 'r', resources: [] })).not.toThrow();
  });
});
