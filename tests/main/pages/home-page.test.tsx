import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePage } from '@main/pages/home/home-page';
import { demoUser, subAppEntry } from '../support/fixtures';
import { fail, happyRoutes, ok } from '../support/routes';
import { renderInShell } from '../support/render-shell';
import { createTestRoot } from '../support/test-root';

const appsCard = () => screen.getByRole('region', { name: '我的应用' });

describe('HomePage: 我的应用', () => {
  it('lists the permitted sub-apps', async () => {
    const { root } = createTestRoot(happyRoutes(), { sessionId: 's', user: demoUser });
    await Promise.all([root.permission.loadResources(), root.systems.load()]);
    renderInShell(root, [{ path: '/home', element: <HomePage /> }], '/home');
    expect(within(appsCard()).getByRole('link', { name: '打开智能车联' })).toBeInTheDocument();
    expect(within(appsCard()).getByRole('link', { name: '打开智能工牌' })).toBeInTheDocument();
  });

  it('shows why the list failed, with 重试, instead of "no apps"', async () => {
    const user = userEvent.setup();
    let answer: () => unknown = () => fail(0, '平台服务暂时不可用');
    const { root } = createTestRoot(
      { ...happyRoutes(), '/car/v1/api/platform/getPlatformByRoleId.json': () => answer() },
      { sessionId: 's', user: demoUser },
    );
    await Promise.all([root.permission.loadResources(), root.systems.load()]);
    renderInShell(root, [{ path: '/home', element: <HomePage /> }], '/home');

    const alert = within(appsCard()).getByRole('alert');
    expect(within(alert).getByText('应用列表加载失败')).toBeInTheDocument();
    expect(within(alert).getByText('平台服务暂时不可用')).toBeInTheDocument();
    expect(screen.queryByText('当前账号没有可用的应用')).toBeNull();

    answer = () => ok([subAppEntry('car')]);
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(appsCard()).findByRole('link', { name: '打开智能车联' })).toBeInTheDocument();
    expect(within(appsCard()).queryByRole('alert')).toBeNull();
  });

  it('shows a failed menu load the same way; a 4010 on 重试 goes to /login (product-spec §4)', async () => {
    const user = userEvent.setup();
    let answer: () => unknown = () => fail(5001, '资源服务暂时不可用');
    const { root } = createTestRoot(
      { ...happyRoutes(), '/car/v1/api/resource/newList.json': () => answer() },
      { sessionId: 's', user: demoUser },
    );
    await Promise.all([root.permission.loadResources(), root.systems.load()]);
    renderInShell(
      root,
      [
        { path: '/home', element: <HomePage /> },
        { path: '/login', element: <p>登录页</p> },
      ],
      '/home',
    );

    const alert = within(appsCard()).getByRole('alert');
    expect(within(alert).getByText('菜单权限加载失败')).toBeInTheDocument();
    expect(within(alert).getByText('资源服务暂时不可用')).toBeInTheDocument();

    answer = () => fail(4010, '登录超时');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    // the resource list's 4010 redirects instead of opening the dialog
    expect(root.dialogs.sessionExpiredOpen).toBe(false);
  });
});
