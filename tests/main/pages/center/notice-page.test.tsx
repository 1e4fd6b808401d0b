import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GlobalImageViewer } from '@main/dialogs/image-viewer/global-image-viewer';
import { NoticeDetailPage, messageBlocks } from '@main/pages/center/notice-detail-page';
import { NoticePage } from '@main/pages/center/notice-page';
import type { HelpMessageRow } from '@shared/api/dto/help-dto';
import { NETWORK } from '../../../micro/car/dom-helpers';
import { demoUser } from '../../support/fixtures';
import { fail, ok } from '../../support/routes';
import { renderInShell } from '../../support/render-shell';
import { createTestRoot } from '../../support/test-root';

const HELP = '/car/v1/helpCenter/helpMessage';

function row(id: number, read: boolean, extra: Partial<HelpMessageRow> = {}): HelpMessageRow {
  return {
    id,
    kind: 'message',
    category: 'expiry',
    title: `消息${id}`,
    summary: `摘要${id}`,
    pinned: false,
    publishedAt: '2026-01-15T02:00:00.000Z',
    read,
    ...extra,
  };
}

/** A small in-memory help centre: read state changes with markRead, as the server's does. */
function helpServer() {
  const rows = [row(1, false, { pinned: true, kind: 'announcement' }), row(2, false), row(3, true)];
  const unread = () => rows.filter((item) => !item.read).length;
  const page = () => ok({ list: rows, total: rows.length, pageNum: 1, pageSize: 10, unreadCount: unread() });
  return {
    rows,
    page,
    routes: {
      [`${HELP}/pageHelpMessage`]: page,
      [`${HELP}/markRead`]: (request: { body: string }) => {
        const body = JSON.parse(request.body) as { ids?: number[]; all?: boolean };
        let marked = 0;
        for (const item of rows) {
          if (!item.read && (body.all || body.ids?.includes(item.id))) {
            item.read = true;
            marked += 1;
          }
        }
        return ok({ marked, unreadCount: unread() });
      },
    },
  };
}

describe('站内消息 (route 4002)', () => {
  it('lists the messages with their unread marks and count; 全部标为已读 clears them', async () => {
    const user = userEvent.setup();
    const server = helpServer();
    const { root, calls } = createTestRoot(server.routes, { sessionId: 's', user: demoUser });
    renderInShell(root, [{ path: '/center/notice', element: <NoticePage /> }], '/center/notice');

    expect(await screen.findByText('未读 2 条', {}, NETWORK)).toBeInTheDocument();
    const first = screen.getByRole('link', { name: '消息1' }).closest('tr');
    if (!first) throw new Error('没有找到消息行');
    expect(within(first).getByText('置顶')).toBeInTheDocument();
    expect(within(first).getByText('未读')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '消息1' })).toHaveAttribute('href', '/center/detail?id=1');

    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('已将 2 条消息标为已读', {}, NETWORK)).toBeInTheDocument();
    expect(await screen.findByText('未读 0 条', {}, NETWORK)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/markRead'))?.body).toEqual({ all: true });
  });

  it('marks the selected messages read', async () => {
    const user = userEvent.setup();
    const server = helpServer();
    const { root } = createTestRoot(server.routes, { sessionId: 's', user: demoUser });
    renderInShell(root, [{ path: '/center/notice', element: <NoticePage /> }], '/center/notice');

    await user.click(await screen.findByRole('checkbox', { name: '选择「消息2」' }, NETWORK));
    await user.click(screen.getByRole('button', { name: '标为已读' }));
    expect(await screen.findByText('未读 1 条', {}, NETWORK)).toBeInTheDocument();
    expect(server.rows.map((item) => item.read)).toEqual([false, true, true]);
  });

  it('shows why the list failed, and 重试 loads it', async () => {
    const user = userEvent.setup();
    const server = helpServer();
    let failing = true;
    const { root } = createTestRoot(
      { ...server.routes, [`${HELP}/pageHelpMessage`]: () => (failing ? fail(0, '消息服务维护中') : server.page()) },
      { sessionId: 's', user: demoUser },
    );
    renderInShell(root, [{ path: '/center/notice', element: <NoticePage /> }], '/center/notice');
    const alert = await screen.findByRole('alert', {}, NETWORK);
    expect(within(alert).getByText('消息服务维护中')).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '消息1' }, NETWORK)).toBeInTheDocument();
  });
});

describe('公告详情', () => {
  it('shows the whole message; its images open the image viewer', async () => {
    const user = userEvent.setup();
    const { root, calls } = createTestRoot(
      {
        [`${HELP}/getHelpMessage`]: () =>
          ok({ ...row(7, true), title: '平台升级公告', content: '第一段说明。\n\n/img/upgrade-1.png\n/img/upgrade-2.png\n\n第二段说明。', readAt: '2026-01-15T03:00:00.000Z' }),
      },
      { sessionId: 's', user: demoUser },
    );
    renderInShell(
      root,
      [{ path: '/center/detail', element: <><NoticeDetailPage /><GlobalImageViewer /></> }],
      '/center/detail?id=7',
    );
    expect(await screen.findByRole('heading', { name: '平台升级公告' }, NETWORK)).toBeInTheDocument();
    expect(screen.getByText('第一段说明。')).toBeInTheDocument();
    expect(screen.getByText('第二段说明。')).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/getHelpMessage'))?.query).toEqual({ id: 7 });

    await user.click(screen.getByRole('button', { name: '查看大图（第 2 张）' }));
    expect(await screen.findByRole('dialog', { name: '图片查看（2/2）' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '第 2 张图片，共 2 张' })).toHaveAttribute('src', '/img/upgrade-2.png');
  });

  it('shows the server message for a message that is gone', async () => {
    const { root } = createTestRoot({ [`${HELP}/getHelpMessage`]: () => fail(0, '消息不存在或已删除') }, { sessionId: 's', user: demoUser });
    renderInShell(root, [{ path: '/center/detail', element: <NoticeDetailPage /> }], '/center/detail?id=99');
    await waitFor(() => expect(screen.getByText('消息不存在或已删除')).toBeInTheDocument(), NETWORK);
  });

  it('reads image lines apart from text lines', () => {
    expect(messageBlocks('说明\nhttps://example.cn/a.jpg\n\n结尾')).toEqual([
      { kind: 'text', value: '说明' },
      { kind: 'image', value: 'https://example.cn/a.jpg' },
      { kind: 'text', value: '结尾' },
    ]);
  });
});
