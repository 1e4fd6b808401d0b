import { EventBus } from 'wujie/esm/event';
import { CONTRACT_VERSION, type SubAppProps } from '@shared/contract/sub-app-props';
import { connectToShell, isInsideWujie } from '@shared/contract/wujie-sub-app-bridge';

/**
 * The sub-app side of the shell's bus. wujie injects `window.$wujie` ({ bus, props }) and sets
 * `window.__POWERED_BY_WUJIE__` in the sandbox; the tests stand in for that injection.
 */

type Listener = (...args: unknown[]) => unknown;

/** A stand-in of wujie's EventBus: same methods, and like wujie's $emit it stops at the first throw. */
function fakeWujieBus() {
  const events = new Map<string, Listener[]>();
  const bus = {
    $on: vi.fn((event: string, fn: Listener) => {
      const list = events.get(event) ?? [];
      if (!list.includes(fn)) list.push(fn);
      events.set(event, list);
      return bus;
    }),
    $off: vi.fn((event: string, fn: Listener) => {
      const list = events.get(event) ?? [];
      const index = list.indexOf(fn);
      if (index >= 0) list.splice(index, 1);
      return bus;
    }),
    $emit: vi.fn((event: string, ...args: unknown[]) => {
      try {
        for (const fn of [...(events.get(event) ?? [])]) fn(...args);
      } catch {
        /* wujie logs and swallows */
      }
      return bus;
    }),
  };
  return bus;
}

function shellProps(overrides: Partial<SubAppProps> = {}): SubAppProps {
  return {
    contractVersion: CONTRACT_VERSION,
    platformId: 8,
    baseUrl: '',
    routeBase: '/car',
    navigateShell: vi.fn(),
    reportSessionExpired: vi.fn(),
    ...overrides,
  };
}

function inject(bus: unknown, props: unknown, powered = true): void {
  window.__POWERED_BY_WUJIE__ = powered;
  (window as unknown as { $wujie: unknown }).$wujie = { bus, props };
}

afterEach(() => {
  delete window.__POWERED_BY_WUJIE__;
  delete window.$wujie;
  vi.restoreAllMocks();
});

describe('connectToShell', () => {
  it('returns null without $wujie, even when the flag says wujie', () => {
    window.__POWERED_BY_WUJIE__ = true;
    expect(connectToShell()).toBeNull();
    expect(isInsideWujie()).toBe(false);
  });

  it('returns null when the page is not powered by wujie, even with an injection', () => {
    inject(fakeWujieBus(), shellProps(), false);
    expect(connectToShell()).toBeNull();
    expect(isInsideWujie()).toBe(false);
  });

  it('returns null when the injected bus has no $emit', () => {
    inject({ $on: () => {}, $off: () => {} }, shellProps());
    expect(connectToShell()).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['without navigateShell', { ...shellProps(), navigateShell: undefined }],
    ['without reportSessionExpired (a host of contract version 1)', { ...shellProps(), reportSessionExpired: undefined }],
    ['with a string platformId', { ...shellProps(), platformId: '8' }],
  ])('returns null with a warning when the props are %s', (_name, props) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    inject(fakeWujieBus(), props);
    expect(connectToShell()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/props/);
  });

  it('hands over the props the shell gave', () => {
    const props = shellProps({ platformId: 8, routeBase: '/car' });
    inject(fakeWujieBus(), props);
    expect(isInsideWujie()).toBe(true);
    expect(connectToShell()?.props).toBe(props);
  });

  it('send emits the message name with the payload on wujie’s bus', () => {
    const wujieBus = fakeWujieBus();
    inject(wujieBus, shellProps());
    const connection = connectToShell();
    connection?.bus.send('showVehInfo', { vehicleId: 7, tab: 'follow' });
    expect(wujieBus.$emit).toHaveBeenCalledTimes(1);
    expect(wujieBus.$emit).toHaveBeenCalledWith('showVehInfo', { vehicleId: 7, tab: 'follow' });
  });

  it('on() listens to the shell event and returns an unsubscribe that calls $off', () => {
    const wujieBus = fakeWujieBus();
    inject(wujieBus, shellProps());
    const bus = connectToShell()?.bus;
    const listener = vi.fn();
    const off = bus?.on('shell:theme', listener);
    expect(wujieBus.$on).toHaveBeenCalledWith('shell:theme', expect.any(Function));

    wujieBus.$emit('shell:theme', { theme: 'blueTheme' });
    expect(listener).toHaveBeenCalledWith({ theme: 'blueTheme' });

    off?.();
    expect(wujieBus.$off).toHaveBeenCalledTimes(1);
    // the very function registered with $on is the one removed
    expect(wujieBus.$off).toHaveBeenCalledWith('shell:theme', wujieBus.$on.mock.calls[0]?.[1]);
    wujieBus.$emit('shell:theme', { theme: 'greenTheme' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a throwing listener does not stop the next ones on the shared bus', () => {
    const wujieBus = fakeWujieBus();
    inject(wujieBus, shellProps());
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = connectToShell()?.bus;
    const after = vi.fn();
    bus?.on('shell:session', () => {
      throw new Error('boom');
    });
    bus?.on('shell:session', after);
    wujieBus.$emit('shell:session', { sessionId: null, userId: null });
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
  });
});

describe('with wujie’s own EventBus', () => {
  let shellBus: EventBus;
  let sandboxBus: EventBus;

  beforeEach(() => {
    // the shell and the sandbox each hold an EventBus; wujie's $emit reaches the listeners of both
    shellBus = new EventBus(`shell-${Math.random()}`);
    sandboxBus = new EventBus(`car-${Math.random()}`);
  });

  afterEach(() => {
    shellBus.$clear();
    sandboxBus.$clear();
  });

  it('delivers a sub-app message to the shell and a shell event to the sub-app, until unsubscribed', () => {
    inject(sandboxBus, shellProps());
    const bus = connectToShell()?.bus;
    const shellHandler = vi.fn();
    shellBus.$on('goPage', shellHandler);
    bus?.send('goPage', { path: '/center/notice' });
    expect(shellHandler).toHaveBeenCalledWith({ path: '/center/notice' });

    const listener = vi.fn();
    const off = bus?.on('shell:navigate', listener);
    shellBus.$emit('shell:navigate', { systemId: 'car', path: '/monitor' });
    expect(listener).toHaveBeenCalledWith({ systemId: 'car', path: '/monitor' });
    off?.();
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // wujie warns when nobody listens
    shellBus.$emit('shell:navigate', { systemId: 'car', path: '/alarms' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps later listeners running when one throws', () => {
    inject(sandboxBus, shellProps());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = connectToShell()?.bus;
    const after = vi.fn();
    bus?.on('shell:theme', () => {
      throw new Error('boom');
    });
    bus?.on('shell:theme', after);
    shellBus.$emit('shell:theme', { theme: 'orginTheme' });
    expect(after).toHaveBeenCalledWith({ theme: 'orginTheme' });
  });
});
