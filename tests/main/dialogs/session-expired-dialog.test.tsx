import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { SessionExpiredDialog } from '@main/dialogs/session-expired/session-expired-dialog';
import { demoUser, subAppEntry } from '../support/fixtures';
import { fail } from '../support/routes';
import { renderInShell } from '../support/render-shell';
import { createTestHttp, createTestRoot } from '../support/test-root';

describe('the session-expired dialog (product-spec §4)', () => {
  it('opens once for twenty 4010 answers arriving together, and 登录 goes to /login', async () => {
    const { root } = createTestRoot({ '/car/v1/api/user/getUser.json': () => fail(4010, '登录超时') }, { sessionId: 's', user: demoUser });
    renderInShell(
      root,
      [
        { path: '/home', element: <SessionExpiredDialog /> },
        { path: '/login', element: <p>登录页</p> },
      ],
      '/home',
    );

    await act(async () => {
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => root.http.get('/car/v1/api/user/getUser.json', z.unknown())));
      expect(results.every((result) => result.status === 'rejected')).toBe(true);
    });

    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('会话已过期')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(screen.getByLabelText('当前地址')).toHaveTextContent('/login');
  });

  it("opens once when a hosted sub-app's twenty calls answer 4010 together (through props.reportSessionExpired)", async () => {
    const { root } = createTestRoot({}, { sessionId: 's', user: demoUser });
    const { registry } = renderInShell(root, [{ path: '/car', element: <SessionExpiredDialog /> }], '/car');
    // what the console's own HTTP client does with a 4010: report it to its host (create-car-http-client.ts)
    const props = registry.configFor(subAppEntry('car')).props;
    const consoleClient = createTestHttp({ '/car/v1/api/vehicle/pageVehicle.json': () => fail(4010, '登录超时') }, () => props.reportSessionExpired());

    await act(async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => consoleClient.http.get('/car/v1/api/vehicle/pageVehicle.json', z.unknown())),
      );
      expect(results.every((result) => result.status === 'rejected')).toBe(true);
    });

    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(screen.getAllByText('会话已过期')).toHaveLength(1);
    expect(root.dialogs.sessionExpiredOpen).toBe(true);
  });

  it('关闭 closes it, and it can open again for a later expiry', async () => {
    const { root } = createTestRoot();
    renderInShell(root, [{ path: '/home', element: <SessionExpiredDialog /> }], '/home');
    act(() => root.dialogs.showSessionExpired());
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(root.dialogs.sessionExpiredOpen).toBe(false));
    act(() => root.dialogs.showSessionExpired());
    expect(root.dialogs.sessionExpiredOpen).toBe(true);
  });
});
