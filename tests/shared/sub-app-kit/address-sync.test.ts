import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
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
});
