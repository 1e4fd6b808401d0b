import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '@main/pages/login/login-page';
import { STORAGE_KEYS, storageKey } from '@shared/constants/storage-keys';
import { happyRoutes, ok } from '../support/routes';
import { renderInShell } from '../support/render-shell';
import { createRsaPair } from '../support/rsa';
import { createTestRoot } from '../support/test-root';

describe('LoginPage', () => {
  it('logs in with encrypted credentials, stores the session and user, loads permissions, then opens /home', async () => {
    const rsa = createRsaPair();
    const { root, calls } = createTestRoot({
      ...happyRoutes(),
      '/oauth/loginPage': () => ok({ publicKey: rsa.publicKey, captchaRequired: false, smsLoginEnabled: false }),
      '/oauth/v4/token': () => ok({ sessionId: 'sess-42', expiresIn: 1800 }),
    });
    renderInShell(
      root,
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/home', element: <p>首页内容</p> },
      ],
      '/login',
    );

    await userEvent.type(await screen.findByLabelText('账号'), 'demo');
    await userEvent.type(screen.getByLabelText('密码'), 'demo123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    const post = calls.find((call) => call.path === '/oauth/v4/token');
    expect(JSON.stringify(post?.body)).not.toContain('demo123456');
    expect(rsa.decrypt((post?.body as { password: string }).password)).toBe('demo123456');
    expect(window.localStorage.getItem(storageKey(STORAGE_KEYS.sessionId))).toBe('"sess-42"');
    expect(root.session.user?.userName).toBe('demo');
    expect(root.permission.hasMenu('car')).toBe(true);
    expect(root.systems.list.map((entry) => entry.systemId)).toEqual(['car', 'card', 'pet']);
  });
});
