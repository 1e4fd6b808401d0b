import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubAppMessage } from '@shared/contract/bus-messages';
import { createLocalBus } from '@shared/contract/local-bus';
import { innerPathOf, SHELL_PUSH_STATE, syncShellAddress } from '@shared/sub-app-kit/address-sync';

const screens = ['/', '/vehicles', '/alarm'].map((path) => ({ path, element: null }));
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** The console's router under its basename, synced with a local bus standing in for the shell's. */
function setup({ publish = true, resumeOnRoot = true } = {}) {
  const router = createMemoryRouter(screens, { basename: '/apps/car', initialEntries: ['/apps/car/'] });
  const bus = createLocalBus();
  const sent: SubAppMessage[] = [];
  stops.push(bus.handle((message) => sent.push(message)));
  stops.push(syncShellAddress({ router, bus, systemId: 'car', routeBase: '/car', resumeOnRoot, publish }));
  stops.push(() => router.dispose());
  /** the shell opens the app at `path`, as its view does after a click in the header */
  const show = (path: string) => {
    bus.emit('shell:visibility', { systemId: 'car', visible: true });
    bus.emit('shell:navigate', { systemId: 'car', path });
  };
  return { router, bus, sent, show };
}

describe('the sub-app address and the shell address', () => {
  it('reads the path under the basename', () => {
    const { router } = setup();
    expect(innerPathOf(router)).toBe('/');
  });

  it('puts the app’s own navigation into the shell’s address, with its query', async () => {
    const { router, sent, show } = setup();
    show('/');
    await router.navigate('/alarm?alarmId=7');
    expect(sent).toEqual([{ name: 'goPage', payload: { path: '/car/alarm', query: { alarmId: '7' } } }]);
    await router.navigate('/', { replace: true });
    expect(sent[1]).toEqual({ name: 'goPage', payload: { path: '/car', replace: true } });
  });

  it('moves in place for a navigation marked as a shell entry, and makes it a new entry of the shell’s address', async () => {
    const { router, sent, show } = setup();
    show('/');
    await router.navigate('/alarm?alarmId=7', { replace: true, state: SHELL_PUSH_STATE });
    expect(innerPathOf(router)).toBe('/alarm?alarmId=7');
    expect(sent).toEqual([{ name: 'goPage', payload: { path: '/car/alarm', query: { alarmId: '7' } } }]);
  });

  it('follows the shell without echoing its address back', async () => {
    const { router, sent, show } = setup();
    show('/vehicles');
    await Promise.resolve();
    expect(innerPathOf(router)).toBe('/vehicles');
    expect(sent).toEqual([]);
  });

  it('leaves the shell alone while the app is preloaded or hidden', async () => {
    const { router, bus, sent, show } = setup();
    await router.navigate('/vehicles');
    expect(sent).toEqual([]);
    show('/vehicles');
    bus.emit('shell:visibility', { systemId: 'car', visible: false });
    await router.navigate('/alarm');
    expect(sent).toEqual([]);
  });

  it('opened at its root, stays where it was and corrects the shell’s address in place', async () => {
    const { router, sent, show } = setup();
    show('/');
    await router.navigate('/alarm');
    sent.length = 0;
    show('/');
    expect(innerPathOf(router)).toBe('/alarm');
    expect(sent).toEqual([{ name: 'goPage', payload: { path: '/car/alarm', replace: true } }]);
  });

  it('standalone, its address is the page’s own: nothing is sent', async () => {
    const { router, sent, show } = setup({ publish: false });
    show('/');
    await router.navigate('/alarm');
    expect(sent).toEqual([]);
  });

  describe('a preloaded app shown before its start has resolved', () => {
    afterEach(() => vi.useRealTimers());

    it('moves the shell to where the user went, so the shell’s later navigate leaves it there (车辆列表 clicked early)', async () => {
      vi.useFakeTimers();
      const { router, bus, sent } = setup();
      // the shell: its address follows goPage; the view sends its address once startApp resolves (later)
      let shellAddress = '/';
      stops.push(
        bus.handle((message) => {
          if (message.name === 'goPage') shellAddress = message.payload.path.slice('/car'.length) || '/';
        }),
      );
      setTimeout(() => bus.emit('shell:navigate', { systemId: 'car', path: shellAddress }), 50);
      bus.emit('shell:visibility', { systemId: 'car', visible: true });

      await router.navigate('/vehicles');
      await vi.advanceTimersByTimeAsync(50);

      expect(sent).toEqual([{ name: 'goPage', payload: { path: '/car/vehicles' } }]);
      expect(shellAddress).toBe('/vehicles');
      expect(innerPathOf(router)).toBe('/vehicles');
    });

    it('does not pull the shell onto its first screen when that screen finishes loading (a deep link stays)', async () => {
      vi.useFakeTimers();
      const lazyScreen = () => new Promise<{ element: null }>((resolve) => setTimeout(() => resolve({ element: null }), 30));
      const router = createMemoryRouter(
        [
          { path: '/', lazy: lazyScreen },
          { path: '/alarm', element: null },
        ],
        { basename: '/apps/car', initialEntries: ['/apps/car/'] },
      );
      const bus = createLocalBus();
      const sent: SubAppMessage[] = [];
      stops.push(bus.handle((message) => sent.push(message)));
      stops.push(syncShellAddress({ router, bus, systemId: 'car', routeBase: '/car', resumeOnRoot: true, publish: true }));
      stops.push(() => router.dispose());
      bus.emit('shell:visibility', { systemId: 'car', visible: true });

      await vi.advanceTimersByTimeAsync(30);
      expect(router.state.initialized).toBe(true);
      expect(sent).toEqual([]);

      bus.emit('shell:navigate', { systemId: 'car', path: '/alarm' });
      await vi.advanceTimersByTimeAsync(0);
      expect(innerPathOf(router)).toBe('/alarm');
      expect(sent).toEqual([]);
    });
  });
});
