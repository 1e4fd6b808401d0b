import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createLocalBus } from '@shared/contract/local-bus';
import { CONTRACT_VERSION } from '@shared/contract/sub-app-props';
import { createStoredSession } from '@shared/storage/session-storage';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { createSubAppHttpClient } from '@shared/sub-app-kit/create-sub-app-http-client';
import { SessionExpiryStore } from '@shared/sub-app-kit/session-expiry-store';
import { mountStandaloneDialogs } from '@shared/sub-app-kit/standalone-dialogs';
import { consolePageForFile } from '../console-page';
import { expectDialogGone, NETWORK } from '../dom-helpers';

const page = consolePageForFile();
let unmountDialogs: (() => void) | null = null;
afterEach(() => {
  unmountDialogs?.();
  unmountDialogs = null;
});

/** The standalone host's pieces: its expiry flag and dialogs, and the console's client reporting to it. */
function standalone() {
  const expiry = new SessionExpiryStore();
  const navigate = vi.fn();
  const storage = createTypedStorage();
  const session = createStoredSession(storage);
  session.writeSessionId('stale');
  const http = createSubAppHttpClient({
    props: {
      contractVersion: CONTRACT_VERSION,
      platformId: 8,
      baseUrl: page.api.origin,
      routeBase: '/apps/car',
      navigateShell: navigate,
      reportSessionExpired: expiry.report,
    },
    storage,
    session,
  });
  unmountDialogs = mountStandaloneDialogs({ bus: createLocalBus(), http, expiry, navigate, colorPrimary: '#1677ff', app: { systemId: 'car', routeBase: '/apps/car' } });
  return { http, navigate, expiry };
}

describe('the standalone console’s own session-expired dialog', () => {
  it('opens once for twenty calls answering 4010 together; 登录 goes to the console’s /login', async () => {
    const user = userEvent.setup();
    page.api.mode = 'expired';
    const { http, navigate, expiry } = standalone();

    const results = await Promise.allSettled(Array.from({ length: 20 }, () => http.get('/car/v1/api/vehicle/pageVehicle.json', z.unknown())));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(page.api.hits('/car/v1/api/vehicle/pageVehicle.json')).toBe(20);

    expect(await screen.findByText('会话已过期', {}, NETWORK)).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('登录超时，请重新登录')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(expiry.open).toBe(false);
    await expectDialogGone();
  });

  it('关闭 closes it without navigating', async () => {
    const user = userEvent.setup();
    const { navigate, expiry } = standalone();
    expiry.report();
    await user.click(await screen.findByRole('button', { name: '关闭' }, NETWORK));
    await expectDialogGone();
    expect(navigate).not.toHaveBeenCalled();
  });
});
