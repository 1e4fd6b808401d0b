import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellHeader } from '@main/app/layout/shell-header';
import { demoUser, subAppEntry } from '../support/fixtures';
import { fail, happyRoutes, ok } from '../support/routes';
import { renderInShell } from '../support/render-shell';
import { createTestRoot } from '../support/test-root';

async function loggedInRoot() {
  const setup = createTestRoot(happyRoutes(), { sessionId: 's', user: demoUser });
  // the role's list has car, card and pet; the menu permits car and card only
  await Promise.all([setup.root.permission.loadResources(), setup.root.systems.load()]);
  return setup;
}

describe('ShellHeader', () => {
  it('shows only the sub-apps whose ids are in the permitted menu', async () => {
    const { root } = await loggedInRoot();
    renderInShell(root, [{ path: '/home', element: <ShellHeader /> }], '/home');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '智能车联' })).toHaveAttribute('href', '/car');
    expect(within(nav).getByRole('link', { name: '智能工牌' })).toHaveAttribute('href', '/card');
    expect(within(nav).queryByRole('link', { name: '宠物守护' })).toBeNull();
    expect(within(nav).getByRole('link', { name: '首页' })).toBeInTheDocument();
  });

  it("shows the user's name with 主题切换 and 退出登录; logging out clears the session", async () => {
    const { root } = await loggedInRoot();
    renderInShell(
      root,
      [
        { path: '/home', element: <ShellHeader /> },
        { path: '/login', element: <p>登录页</p> },
      ],
      '/home',
    );
    await userEvent.click(screen.getByRole('button', { name: '当前用户 演示运营商' }));
    expect(await screen.findByText('主题切换')).toBeInTheDocument();
    await userEvent.click(screen.getByText('退出登录'));
    // the product's confirm first (title 提示, 确定 / 取消): 取消 keeps the session
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('提示');
    expect(within(dialog).getByText('确定退出登录吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(root.session.loggedIn).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '当前用户 演示运营商' }));
    await userEvent.click(await screen.findByText('退出登录'));
    // the first dialog is still leaving (jsdom runs no CSS transition): the newest is the last one
    const again = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    await userEvent.click(within(again).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(root.session.loggedIn).toBe(false);
  });

  it('switches the theme from the user menu', async () => {
    const { root } = await loggedInRoot();
    renderInShell(root, [{ path: '/home', element: <ShellHeader /> }], '/home');
    await userEvent.click(screen.getByRole('button', { name: '当前用户 演示运营商' }));
    await userEvent.hover(await screen.findByText('主题切换'));
    await userEvent.click(await screen.findByText('清新绿'));
    expect(root.theme.themeValue).toBe('greenTheme');
  });

  it('says the sub-app list could not be loaded, with 重试, instead of showing no apps', async () => {
    const user = userEvent.setup();
    let answer: () => unknown = () => fail(0, '平台服务暂时不可用');
    const setup = createTestRoot(
      { ...happyRoutes(), '/car/v1/api/platform/getPlatformByRoleId.json': () => answer() },
      { sessionId: 's', user: demoUser },
    );
    await Promise.all([setup.root.permission.loadResources(), setup.root.systems.load()]);
    renderInShell(setup.root, [{ path: '/home', element: <ShellHeader /> }], '/home');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    // the failure panel is a chunk of its own: it appears once loaded
    const alert = await within(nav).findByRole('alert');
    expect(within(alert).getByText('应用列表加载失败')).toHaveAttribute('title', '平台服务暂时不可用');

    answer = () => ok([subAppEntry('car')]);
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(nav).findByRole('link', { name: '智能车联' })).toBeInTheDocument();
    expect(within(nav).queryByRole('alert')).toBeNull();
  });

  it('offers 登录 and no sub-apps when logged out', () => {
    const { root } = createTestRoot();
    renderInShell(root, [{ path: '/home', element: <ShellHeader /> }], '/home');
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '智能车联' })).toBeNull();
  });
});
