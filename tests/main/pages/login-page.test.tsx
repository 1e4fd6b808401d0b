import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { LoginPage } from '@main/pages/login/login-page';
import { STORAGE_KEYS, storageKey } from '@shared/constants/storage-keys';
import { customerInfo, happyRoutes, ok } from '../support/routes';
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

  it('asks for the resource and sub-app lists once each, beside the user’s request rather than after it', async () => {
    const rsa = createRsaPair();
    const asked = { resources: 0, systems: 0 };
    let bothAsked: () => void = () => {};
    const listsAsked = new Promise<void>((resolve) => (bothAsked = resolve));
    const routes = happyRoutes();
    const { root, calls } = createTestRoot({
      ...routes,
      '/oauth/loginPage': () => ok({ publicKey: rsa.publicKey, captchaRequired: false, smsLoginEnabled: false }),
      '/oauth/v4/token': () => ok({ sessionId: 'sess-44', expiresIn: 1800 }),
      '/car/v1/api/resource/newList.json': () => {
        asked.resources += 1;
        if (asked.systems > 0) bothAsked();
        return routes['/car/v1/api/resource/newList.json']();
      },
      '/car/v1/api/platform/getPlatformByRoleId.json': () => {
        asked.systems += 1;
        if (asked.resources > 0) bothAsked();
        return routes['/car/v1/api/platform/getPlatformByRoleId.json']();
      },
      // the user answers only once both lists are on their way
      '/car/v1/api/user/getUser.json': () => listsAsked.then(() => routes['/car/v1/api/user/getUser.json']()),
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
    expect(asked).toEqual({ resources: 1, systems: 1 });
    expect(calls.filter((call) => call.path === '/car/v1/api/user/getUser.json')).toHaveLength(1);
  });

  it.each([
    ['the guarded link it was sent from', `/login?redirect=${encodeURIComponent('/car/playback?vehicleId=7&urlType=blank')}`, '回放 vehicleId=7&urlType=blank'],
    ['home, never another site', `/login?redirect=${encodeURIComponent('//evil.example/car')}`, '首页内容'],
  ])('after logging in, opens %s', async (_case, start, shown) => {
    const rsa = createRsaPair();
    const { root } = createTestRoot({
      ...happyRoutes(),
      '/oauth/loginPage': () => ok({ publicKey: rsa.publicKey, captchaRequired: false, smsLoginEnabled: false }),
      '/oauth/v4/token': () => ok({ sessionId: 'sess-43', expiresIn: 1800 }),
    });
    function Playback() {
      const { search } = useLocation();
      return <p>回放 {search.slice(1)}</p>;
    }
    renderInShell(
      root,
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/home', element: <p>首页内容</p> },
        { path: '/car/playback', element: <Playback /> },
      ],
      start,
    );

    await userEvent.type(await screen.findByLabelText('账号'), 'demo');
    await userEvent.type(screen.getByLabelText('密码'), 'demo123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it.each([
    ['old', 'old', false],
    ['new', 'new', true],
  ] as const)('shows the %s screen when the host customer info says loginStyle %s', async (_name, loginStyle, hasSms) => {
    const rsa = createRsaPair();
    const { root } = createTestRoot({
      ...happyRoutes(),
      '/car/v1/api/customer/getCustomerInfo.json': () => ok({ ...customerInfo, loginStyle }),
      '/oauth/loginPage': () => ok({ publicKey: rsa.publicKey, captchaRequired: false, smsLoginEnabled: true }),
    });
    // what the guard did on the first navigation
    await root.customer.fetch('old.fleet.local');
    const { container } = renderInShell(root, [{ path: '/login', element: <LoginPage /> }], '/login');
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(container.querySelector(`[data-login-style="${loginStyle}"]`)).not.toBeNull();
    expect(screen.queryByRole('tab', { name: '短信登录' }) !== null).toBe(hasSms);
  });
});
