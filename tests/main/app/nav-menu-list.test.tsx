import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { ShellHeader } from '@main/app/layout/shell-header';
import { CenterLayout } from '@main/pages/center/center-layout';
import { STORAGE_KEYS, storageKey } from '@shared/constants/storage-keys';
import { demoUser, resourceTree, subAppEntry } from '../support/fixtures';
import { happyRoutes } from '../support/routes';
import { renderInShell } from '../support/render-shell';
import { createTestRoot } from '../support/test-root';

/**
 * `navMenuList` (product-spec §3, §6) is read back on the next page life: the header and the
 * 系统中心 menu are drawn from it at once, before the resource list answers; it never grants a
 * route, and a corrupted value is dropped with a warning.
 */

/** A first page life: the resource list (car and card permitted) and the role's sub-apps are stored. */
function earlierPageLife() {
  const { root, storage } = createTestRoot(happyRoutes(), { sessionId: 's', user: demoUser });
  // the tree as the resource list answered it: the store writes navMenuList from it
  root.permission.replaceResources(resourceTree(['car', 'card']));
  // the role's sub-apps as getPlatformByRoleId answered them (kept by the systems store)
  storage.write(STORAGE_KEYS.systemList, [subAppEntry('car'), subAppEntry('card'), subAppEntry('pet')]);
}

/** The reload: a new root from what storage holds, with the resource list not asked yet. */
function reloadedRoot() {
  return createTestRoot(happyRoutes(), { sessionId: 's', user: demoUser }).root;
}

describe('navMenuList read back on a reload', () => {
  beforeEach(() => window.localStorage.clear());

  it('draws the header’s sub-apps from the stored menu before the resource list answers, then follows the answer', async () => {
    earlierPageLife();
    const root = reloadedRoot();
    expect(root.permission.loaded).toBe(false);
    renderInShell(root, [{ path: '/home', element: <ShellHeader /> }], '/home');
    const nav = within(screen.getByRole('navigation', { name: '主导航' }));
    expect(nav.getByRole('link', { name: '智能车联' })).toHaveAttribute('href', '/car');
    expect(nav.getByRole('link', { name: '智能工牌' })).toHaveAttribute('href', '/card');
    expect(nav.queryByRole('link', { name: '宠物守护' })).toBeNull();
    // the stored menu only draws: the guard's map stays empty until the server answers
    expect(root.permission.hasMenu('car')).toBe(false);

    // this life's answer wins: card is no longer permitted
    act(() => root.permission.replaceResources(resourceTree(['car'])));
    await waitFor(() => expect(nav.queryByRole('link', { name: '智能工牌' })).toBeNull());
    expect(nav.getByRole('link', { name: '智能车联' })).toBeInTheDocument();
  });

  it('lists the stored centre pages in the 系统中心 menu before the resource list answers', async () => {
    earlierPageLife();
    const root = reloadedRoot();
    renderInShell(root, [{ path: '/center/notice', element: <CenterLayout /> }], '/center/notice');
    const menu = within(screen.getByRole('complementary', { name: '系统中心菜单' }));
    expect(await menu.findByRole('menuitem', { name: '站内消息' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: '下载中心' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: '报警设置' })).toBeNull();
    // drawn from storage: nothing asked the server in this life
    expect(root.permission.loaded).toBe(false);
  });

  it('drops a corrupted stored menu with a warning: the header waits for the resource list', async () => {
    earlierPageLife();
    window.localStorage.setItem(storageKey(STORAGE_KEYS.navMenuList), '[{"id":');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = reloadedRoot();
    expect(warn).toHaveBeenCalledWith(`[storage] 本地数据 ${storageKey(STORAGE_KEYS.navMenuList)} 已损坏，已清除`);
    warn.mockRestore();
    expect(window.localStorage.getItem(storageKey(STORAGE_KEYS.navMenuList))).toBeNull();
    renderInShell(root, [{ path: '/home', element: <ShellHeader /> }], '/home');
    const nav = within(screen.getByRole('navigation', { name: '主导航' }));
    expect(nav.queryByRole('link', { name: '智能车联' })).toBeNull();
    act(() => root.permission.replaceResources(resourceTree(['car'])));
    expect(await nav.findByRole('link', { name: '智能车联' })).toBeInTheDocument();
  });

  it('forgets the stored menu when the user leaves', async () => {
    earlierPageLife();
    const root = reloadedRoot();
    expect(root.permission.hasNavMenu('car')).toBe(true);
    root.clearAll();
    expect(root.permission.hasNavMenu('car')).toBe(false);
  });
});
