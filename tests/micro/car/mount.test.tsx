import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalBus, type LocalBus } from '@shared/contract/local-bus';
import type { ShellEventName, ShellEvents } from '@shared/contract/shell-events';
import { CONTRACT_VERSION, type SubAppProps } from '@shared/contract/sub-app-props';
import { createStoredSession } from '@shared/storage/session-storage';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { mount, unmount } from '@car/mount';
import { consolePageForFile } from './console-page';
import { NETWORK } from './dom-helpers';

const page = consolePageForFile();
afterEach(() => {
  unmount();
});

/** A local bus that counts listeners still attached. */
function countingBus(): { bus: LocalBus; listeners: () => number } {
  const bus = createLocalBus();
  let active = 0;
  return {
    bus: {
      ...bus,
      on<K extends ShellEventName>(name: K, listener: (payload: ShellEvents[K]) => void) {
        active += 1;
        const off = bus.on(name, listener);
        let removed = false;
        return () => {
          if (removed) return;
          removed = true;
          active -= 1;
          off();
        };
      },
    },
    listeners: () => active,
  };
}

function shellProps(navigateShell: (path: string) => void = () => undefined, reportSessionExpired: () => void = () => undefined): SubAppProps {
  return { contractVersion: CONTRACT_VERSION, platformId: 8, baseUrl: page.api.origin, routeBase: '/car', navigateShell, reportSessionExpired };
}

function storeSession(sessionId = 'session-1') {
  createStoredSession(createTypedStorage()).writeSessionId(sessionId);
}

describe('mount / unmount', () => {
  it('renders the vehicle list from the server and removes every bus listener on unmount', async () => {
    storeSession();
    const { bus, listeners } = countingBus();
    mount({ host: 'wujie', container: page.container, props: shellProps(), bus });

    expect(await screen.findByRole('row', { name: /京A88888/ }, NETWORK)).toBeInTheDocument();
    const request = page.api.server.requests.find((item) => item.url.startsWith('/car/v1/api/vehicle/pageVehicle.json'));
    expect(request?.headers.platformid).toBe('8');
    expect(request?.headers.sessionid).toBe('session-1');
    expect(listeners()).toBeGreaterThan(0);

    unmount();
    expect(listeners()).toBe(0);
    expect(page.container).toBeEmptyDOMElement();
  });

  it('mounting again replaces the previous instance instead of stacking listeners', async () => {
    storeSession();
    const { bus, listeners } = countingBus();
    mount({ host: 'wujie', container: page.container, props: shellProps(), bus });
    const once = listeners();
    mount({ host: 'wujie', container: page.container, props: shellProps(), bus });
    expect(listeners()).toBe(once);
    expect(await screen.findByRole('row', { name: /京A88888/ }, NETWORK)).toBeInTheDocument();
  });

  it('mounted while shown on a deep link, it starts on that screen (props.shownPath), never on its home first', async () => {
    storeSession();
    window.history.replaceState(null, '', '/apps/car/');
    const { bus } = countingBus();
    const asked: string[] = [];
    const props: SubAppProps = { ...shellProps(), isShown: () => true, shownPath: () => (asked.push('shownPath'), '/vehicles?from=link') };
    mount({ host: 'wujie', container: page.container, props, bus });

    expect(asked).toEqual(['shownPath']);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/apps/car/vehicles?from=link');
    expect(await screen.findByRole('row', { name: /京A88888/ }, NETWORK)).toBeInTheDocument();
    // the monitoring page (the home) was never rendered: its group tree was never asked for
    expect(page.api.server.requests.some((item) => item.url.includes('getGroupTree.json'))).toBe(false);
  });

  it('mounted while only preloaded (shownPath null), it starts where its sandbox is', async () => {
    storeSession();
    const { bus } = countingBus();
    mount({ host: 'wujie', container: page.container, props: { ...shellProps(), isShown: () => false, shownPath: () => null }, bus });
    expect(window.location.pathname).toBe('/apps/car/vehicles');
    // shown later, the shell says so and sends its path (the usual way)
    bus.emit('shell:visibility', { systemId: 'car', visible: true });
    bus.emit('shell:navigate', { systemId: 'car', path: '/vehicles' });
    expect(await screen.findByRole('row', { name: /京A88888/ }, NETWORK)).toBeInTheDocument();
  });

  it('follows shell:navigate for its own system only', async () => {
    storeSession();
    const { bus } = countingBus();
    mount({ host: 'wujie', container: page.container, props: shellProps(), bus });
    await screen.findByRole('row', { name: /京A88888/ }, NETWORK);

    bus.emit('shell:navigate', { systemId: 'data-report', path: '/nowhere' });
    expect(screen.queryByText('页面不存在')).not.toBeInTheDocument();
    bus.emit('shell:navigate', { systemId: 'car', path: '/nowhere' });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/apps/car/nowhere');
  });

  it('has no /login of its own inside the shell and asks the shell to log in when there is no session', async () => {
    const navigateShell = vi.fn();
    const { bus } = countingBus();
    mount({ host: 'wujie', container: page.container, props: shellProps(navigateShell), bus });
    await waitFor(() => expect(navigateShell).toHaveBeenCalledWith('/login'), NETWORK);
    expect(screen.getByText('请先登录')).toBeInTheDocument();

    bus.emit('shell:navigate', { systemId: 'car', path: '/login' });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });

  it('applies the theme sent by the shell', async () => {
    storeSession();
    const { bus } = countingBus();
    mount({ host: 'wujie', container: page.container, props: shellProps(), bus });
    await screen.findByRole('row', { name: /京A88888/ }, NETWORK);
    // antd 6 writes the token values as CSS variables into its style tags
    const primaryIs = (color: string) =>
      Array.from(document.querySelectorAll('style')).some((style) => new RegExp(`--ant-color-primary:\\s*${color}`, 'i').test(style.textContent ?? ''));
    expect(primaryIs('#0958d9')).toBe(true);
    bus.emit('shell:theme', { theme: 'greenTheme' });
    await waitFor(() => expect(primaryIs('#237804')).toBe(true), NETWORK);
  });
});

describe('session expiry inside the shell', () => {
  it('asks the shell for its dialog on every 4010 and renders no dialog of its own', async () => {
    page.api.mode = 'expired';
    storeSession();
    const reportSessionExpired = vi.fn();
    const { bus } = countingBus();
    mount({ host: 'wujie', container: page.container, props: shellProps(undefined, reportSessionExpired), bus });

    // the list says why it is empty, inline with 重试; the dialog is the shell's to show
    expect(await screen.findByText('车辆列表加载失败', {}, NETWORK)).toBeInTheDocument();
    expect(screen.getByText('登录超时，请重新登录')).toBeInTheDocument();
    expect(reportSessionExpired).toHaveBeenCalledTimes(1);

    // another failing call (the shell reports a new session, the list reloads): reported again, the
    // shell's one flag keeps it one dialog
    bus.emit('shell:session', { sessionId: 'session-2', userId: 7 });
    await waitFor(() => expect(reportSessionExpired).toHaveBeenCalledTimes(2), NETWORK);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('会话已过期')).not.toBeInTheDocument();
  });
});
