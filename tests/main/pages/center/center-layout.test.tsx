import { screen, within } from '@testing-library/react';
import { CenterLayout } from '@main/pages/center/center-layout';
import { demoUser, resourceTree } from '../../support/fixtures';
import { renderInShell } from '../../support/render-shell';
import { createTestRoot } from '../../support/test-root';

/** The fixture's resource tree permits 4002, 4001 and 1601 of the centre, not 400301–400303. */
function renderCentre(path: string) {
  const { root } = createTestRoot({}, { sessionId: 's', user: demoUser });
  root.permission.replaceResources(resourceTree(['car']));
  renderInShell(root, [{ path, element: <CenterLayout /> }], path);
  return root;
}

describe('系统中心 side menu (product-spec §2, §6)', () => {
  it('lists only the centre pages the role permits', async () => {
    renderCentre('/center/notice');
    const menu = within(screen.getByRole('complementary', { name: '系统中心菜单' }));
    expect(menu.getByRole('menuitem', { name: '站内消息' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: '安全中心' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: '下载中心' })).toBeInTheDocument();
    for (const hidden of ['报警设置', '推送设置', '健康设置']) expect(menu.queryByRole('menuitem', { name: hidden })).toBeNull();
  });

  it('shows a page the role lacks as not permitted', async () => {
    renderCentre('/center/alarmSetting');
    expect(await screen.findByText('当前账号没有查看此页面的权限。')).toBeInTheDocument();
  });
});
