import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalBus } from '@shared/contract/local-bus';
import { CONTRACT_VERSION, type SubAppProps } from '@shared/contract/sub-app-props';
import { createHttpClient } from '@shared/http/http-client';
import { createStoredSession } from '@shared/storage/session-storage';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { RequireSession } from '@shared/sub-app-kit/require-session';
import { SubAppKitProvider } from '@shared/sub-app-kit/sub-app-kit-context';

/** A guarded screen in a kit whose host records where it was asked to go. */
function renderGuarded({ signedIn, shown, leaveForLogin }: { signedIn: boolean; shown?: boolean; leaveForLogin?: boolean }) {
  const storage = createTypedStorage(window.localStorage);
  const session = createStoredSession(storage);
  if (signedIn) session.writeSessionId('session-1');
  const navigateShell = vi.fn<(path: string) => void>();
  const props: SubAppProps = {
    contractVersion: CONTRACT_VERSION,
    platformId: 8,
    baseUrl: 'http://127.0.0.1:1',
    routeBase: '/apps/car',
    navigateShell,
    reportSessionExpired: () => undefined,
    ...(shown === undefined ? {} : { isShown: () => shown }),
  };
  const http = createHttpClient({ platformId: 8, readSessionId: () => session.readSessionId(), readUserId: () => null, readStoredBaseUrl: () => null, onSessionExpired: () => undefined });
  render(
    <SubAppKitProvider value={{ http, session, bus: createLocalBus(), props }}>
      <RequireSession {...(leaveForLogin === undefined ? {} : { leaveForLogin })}>
        <h4>车辆列表</h4>
      </RequireSession>
    </SubAppKitProvider>,
  );
  return { navigateShell };
}

describe('RequireSession', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the screen to a signed-in user and asks for nothing', () => {
    const { navigateShell } = renderGuarded({ signedIn: true, shown: true });
    expect(screen.getByRole('heading', { name: '车辆列表' })).toBeTruthy();
    expect(navigateShell).not.toHaveBeenCalled();
  });

  it('without a session, shown (or with a host that does not say): asks the host for its login page once', () => {
    const { navigateShell } = renderGuarded({ signedIn: false, shown: true });
    expect(navigateShell).toHaveBeenCalledExactlyOnceWith('/login');
    expect(screen.queryByRole('heading', { name: '车辆列表' })).toBeNull();
    expect(screen.getByText('请先登录')).toBeTruthy();

    const older = renderGuarded({ signedIn: false });
    expect(older.navigateShell).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('without a session in an app the host only preloaded: the login prompt, and the user is not moved', () => {
    const { navigateShell } = renderGuarded({ signedIn: false, shown: false });
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(navigateShell).not.toHaveBeenCalled();
  });

  it('without a session in a page kept unseen (leaveForLogin false): the login prompt, and the user is not moved', () => {
    const { navigateShell } = renderGuarded({ signedIn: false, shown: true, leaveForLogin: false });
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(navigateShell).not.toHaveBeenCalled();
  });
});
