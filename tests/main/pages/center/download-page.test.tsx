import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadPage } from '@main/pages/center/download/download-page';
import { demoUser } from '../../support/fixtures';
import { fail, ok } from '../../support/routes';
import { renderInShell } from '../../support/render-shell';
import { createTestRoot } from '../../support/test-root';
import type { Routes } from '../../../shared/http/scripted-routes';
import { exportRecord, LIST_EXPORT_RECORDS } from '../../downloads/export-job-fixtures';

/** 下载中心 (product-spec §2, id 1601; paging §9; hidden-frame download §7). */

const GROUP_TREE = '/car/v1/api/group/getGroupTree.json';
const START_EXPORT = '/car/v1/accelerate/export/exportDataReport.json';

const groups = {
  online: 3,
  total: 10,
  groups: [
    { groupId: 1, parentId: null, name: '演示车队', level: 0, childCount: 1, ownTotal: 4, online: 3, total: 10 },
    { groupId: 2, parentId: 1, name: '深圳分队', level: 1, childCount: 0, ownTotal: 6, online: 1, total: 6 },
  ],
};

const doneRecord = exportRecord({
  id: 11,
  status: 'done',
  title: '车辆状态',
  reportType: 'vehicleStatus',
  rowCount: 6,
  fileSize: 12_595,
  fileName: '车辆状态-20261123.xlsx',
  filters: { groupId: 2, state: 'offline' },
  finishedAt: '2026-11-23T01:00:05.000Z',
  queuePosition: null,
});
const failedRecord = exportRecord({ id: 10, status: 'failed', errorMsg: '导出行数超过上限', queuePosition: null });

function renderPage(routes: Routes) {
  const { root, calls } = createTestRoot(routes, { sessionId: 'session-abc', user: demoUser });
  renderInShell(root, [{ path: '/center/download', element: <DownloadPage /> }], '/center/download');
  return { root, calls };
}

describe('DownloadPage', () => {
  it('lists the jobs with their filters in words, state, size and times', async () => {
    renderPage({ [GROUP_TREE]: () => ok(groups), [LIST_EXPORT_RECORDS]: () => ok({ list: [doneRecord, failedRecord], total: 2, pageNum: 1, pageSize: 10 }) });
    const row = (await screen.findByText('分组 深圳分队 · 状态 离线')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('已完成')).toBeInTheDocument();
    expect(within(row).getByText('12.3 KB')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-23 09:00:05')).toBeInTheDocument();
    expect(screen.getByText('失败：导出行数超过上限')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('downloads a finished file through a hidden frame whose address carries the sessionId', async () => {
    const user = userEvent.setup();
    renderPage({ [GROUP_TREE]: () => ok(groups), [LIST_EXPORT_RECORDS]: () => ok({ list: [doneRecord], total: 1, pageNum: 1, pageSize: 10 }) });
    await user.click(await screen.findByRole('button', { name: '下载 车辆状态-20261123.xlsx' }));
    const frame = document.querySelector('iframe[title="文件下载"]');
    expect(frame).not.toBeNull();
    const src = new URL(frame?.getAttribute('src') ?? '', 'http://localhost');
    expect(src.pathname).toBe('/car/v1/accelerate/export/download.json');
    expect(src.searchParams.get('id')).toBe('11');
    expect(src.searchParams.get('sessionId')).toBe('session-abc');
    expect((frame as HTMLIFrameElement).style.display).toBe('none');
  });

  it('asks page 1 with 10 rows first and the page the user picks next', async () => {
    const user = userEvent.setup();
    const list = Array.from({ length: 10 }, (_, index) => exportRecord({ id: 100 - index, status: 'done', queuePosition: null }));
    const { calls } = renderPage({
      [GROUP_TREE]: () => ok(groups),
      [LIST_EXPORT_RECORDS]: (request) => {
        const body = JSON.parse(request.body) as { pageNum: number; pageSize: number };
        return ok({ list, total: 25, pageNum: body.pageNum, pageSize: body.pageSize });
      },
    });
    await screen.findByText('共 25 条');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.filter((call) => call.path === LIST_EXPORT_RECORDS)).toHaveLength(2));
    const bodies = calls.filter((call) => call.path === LIST_EXPORT_RECORDS).map((call) => call.body);
    expect(bodies).toEqual([
      { pageNum: 1, pageSize: 10 },
      { pageNum: 2, pageSize: 10 },
    ]);
  });

  it('starts a vehicle-state export for the chosen group and shows the new job', async () => {
    const user = userEvent.setup();
    let started = false;
    const { calls } = renderPage({
      [GROUP_TREE]: () => ok(groups),
      [START_EXPORT]: () => {
        started = true;
        return ok(exportRecord({ id: 12, reportType: 'vehicleStatus', title: '车辆状态', filters: { groupId: 2 } }));
      },
      [LIST_EXPORT_RECORDS]: () =>
        ok({ list: started ? [exportRecord({ id: 12, title: '车辆状态', filters: { groupId: 2 }, queuePosition: 1 })] : [], total: started ? 1 : 0, pageNum: 1, pageSize: 10 }),
    });
    const form = await screen.findByRole('form', { name: '新建导出' });
    await user.click(within(form).getByRole('combobox', { name: '导出内容' }));
    await user.click(await screen.findByTitle('车辆状态'));
    await user.click(within(form).getByRole('combobox', { name: '车辆分组' }));
    await user.click(await screen.findByTitle('深圳分队 (1/6)'));
    await user.click(within(form).getByRole('button', { name: '开始导出' }));
    expect(await screen.findByText('排队中（第 1 位）')).toBeInTheDocument();
    expect(calls.find((call) => call.path === START_EXPORT)?.body).toEqual({ reportType: 'vehicleStatus', groupId: 2 });
  });

  it('a refused start shows the server msg and keeps the chosen values', async () => {
    const user = userEvent.setup();
    renderPage({
      [GROUP_TREE]: () => ok(groups),
      [START_EXPORT]: () => fail(0, '您已有 5 个导出任务未完成，请稍后再试'),
      [LIST_EXPORT_RECORDS]: () => ok({ list: [], total: 0, pageNum: 1, pageSize: 10 }),
    });
    const form = await screen.findByRole('form', { name: '新建导出' });
    await user.click(within(form).getByRole('combobox', { name: '车辆分组' }));
    await user.click(await screen.findByTitle('深圳分队 (1/6)'));
    await user.click(within(form).getByRole('button', { name: '开始导出' }));
    expect(await screen.findByText('您已有 5 个导出任务未完成，请稍后再试')).toBeInTheDocument();
    expect(within(form).getByTitle('深圳分队 (1/6)')).toBeInTheDocument();
  });

  it('a failed list says why and 重试 loads it again', async () => {
    const user = userEvent.setup();
    let answer: () => unknown = () => fail(0, '导出服务暂时不可用');
    renderPage({ [GROUP_TREE]: () => ok(groups), [LIST_EXPORT_RECORDS]: () => answer() });
    expect(await screen.findByText('导出记录获取失败：导出服务暂时不可用')).toBeInTheDocument();
    answer = () => ok({ list: [doneRecord], total: 1, pageNum: 1, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('分组 深圳分队 · 状态 离线')).toBeInTheDocument();
  });
});
