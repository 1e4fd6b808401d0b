import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadListTip } from '@main/downloads/download-list-tip';
import { createShellMessageHandlers } from '@main/sub-apps/shell-message-handlers';
import { demoUser } from '../support/fixtures';
import { ok } from '../support/routes';
import { renderInShell } from '../support/render-shell';
import { createTestRoot } from '../support/test-root';
import { exportRecord, LIST_EXPORT_RECORDS } from './export-job-fixtures';

/** The download-list tip (product-spec §2 global dialog), opened by a sub-app's showDownList. */

const actions = { navigate: () => {}, openWindow: () => {}, onSessionExpired: () => {} };

describe('DownloadListTip', () => {
  it('opens on showDownList with the newest jobs, offers the finished file and links to the centre', async () => {
    const user = userEvent.setup();
    const { root } = createTestRoot(
      {
        [LIST_EXPORT_RECORDS]: () =>
          ok({
            list: [
              exportRecord({ id: 3, title: '里程报表', status: 'running', queuePosition: null }),
              exportRecord({ id: 2, title: '车辆列表', status: 'done', rowCount: 120, fileSize: 20_480, queuePosition: null }),
            ],
            total: 2,
            pageNum: 1,
            pageSize: 5,
          }),
      },
      { sessionId: 's', user: demoUser },
    );
    const { router } = renderInShell(root, [{ path: '/car/*', element: <DownloadListTip /> }, { path: '/center/download', element: <p>下载中心页</p> }], '/car/');
    expect(screen.queryByRole('dialog', { name: '下载列表' })).toBeNull();

    createShellMessageHandlers(root, actions).showDownList({ taskName: '里程报表' });
    const tip = await screen.findByRole('dialog', { name: '下载列表' });
    expect(await within(tip).findByText('里程报表')).toBeInTheDocument();
    expect(within(tip).getByText('下载列表（1 个进行中）')).toBeInTheDocument();
    expect(within(tip).getByText('生成中')).toBeInTheDocument();
    expect(within(tip).getByText('120 行 · 20.0 KB')).toBeInTheDocument();
    expect(within(tip).getAllByRole('button', { name: '下载文件' })).toHaveLength(1);

    await user.click(within(tip).getByRole('button', { name: '前往下载中心' }));
    expect(router.state.location.pathname).toBe('/center/download');
    expect(root.downloads.tipOpen).toBe(false);
  });

  it('a second showDownList updates the one tip rather than adding another', async () => {
    const { root } = createTestRoot(
      { [LIST_EXPORT_RECORDS]: () => ok({ list: [exportRecord({ id: 1 })], total: 1, pageNum: 1, pageSize: 5 }) },
      { sessionId: 's', user: demoUser },
    );
    renderInShell(root, [{ path: '/car/*', element: <DownloadListTip /> }], '/car/');
    const handlers = createShellMessageHandlers(root, actions);
    handlers.showDownList({});
    handlers.showDownList({});
    await screen.findByText('排队中（第 1 位）');
    expect(screen.getAllByRole('dialog', { name: '下载列表' })).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: '关闭下载列表' }));
    expect(screen.queryByRole('dialog', { name: '下载列表' })).toBeNull();
  });
});
