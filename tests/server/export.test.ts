import type { Envelope, Page } from '@shared/api/dto/envelope';
import { exportRecordSchema, type ExportRecord } from '@shared/api/dto/export-dto';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it, vi } from 'vitest';
import { WAIT_FOR_CONDITION_MS } from '../time-budgets';
import { TEST_VEHICLES, startWithSessionsForFile } from './helpers';

const BASE = '/car/v1/accelerate/export';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const env = startWithSessionsForFile();

async function post<T>(path: string, body: unknown, sessionId?: string): Promise<Envelope<T>> {
  const response = await env.server.app.inject({
    method: 'POST',
    url: `${BASE}/${path}`,
    headers: { 'content-type': 'application/json;charset=UTF-8', ...(sessionId ? { sessionId } : {}) },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Envelope<T>>();
}

/** Starts a job and waits until the background worker has finished it, as the download page sees it (its record list). */
async function exportDone(body: unknown, sessionId: string): Promise<ExportRecord> {
  const started = await post<ExportRecord>('exportDataReport.json', body, sessionId);
  expect(started.flag).toBe(1);
  // the worker runs on the server's event loop: poll its record until it is finished, not a fixed number of sleeps
  return vi.waitFor(
    async () => {
      const page = await post<Page<ExportRecord>>('listExportRecord.json', { pageSize: 100 }, sessionId);
      const record = page.obj.list.find((item) => item.id === started.obj.id);
      if (!record || (record.status !== 'done' && record.status !== 'failed')) throw new Error(`export ${started.obj.id} not finished: ${record?.status ?? 'no record'}`);
      return record;
    },
    { timeout: WAIT_FOR_CONDITION_MS, interval: 20 },
  );
}

async function download(id: number, sessionId: string) {
  return env.server.app.inject({
    method: 'POST',
    url: `${BASE}/download.json`,
    headers: { 'content-type': 'application/json;charset=UTF-8', sessionId },
    payload: JSON.stringify({ id }),
  });
}

function platesUnder(...groups: string[]): string[] {
  const statement = env.server.app.db.prepare<[string], { plate: string }>(
    `SELECT v.plate FROM vehicles v JOIN vehicle_groups g ON g.id = v.group_id
     WHERE g.path GLOB (SELECT path FROM vehicle_groups WHERE name = ?) || '*'`,
  );
  return groups.flatMap((name) => statement.all(name).map((row) => row.plate));
}

describe('export jobs', () => {
  it('writes a real .xlsx in the background with Chinese headers and every vehicle', async () => {
    const record = await exportDone({ reportType: 'vehicleList' }, env.operator);
    expect(exportRecordSchema.safeParse(record).success).toBe(true);
    expect(record).toMatchObject({ status: 'done', rowCount: TEST_VEHICLES, title: '车辆列表', errorMsg: null });
    expect(record.fileName).toBe('车辆列表_20260115100000.xlsx');
    expect(record.fileSize).toBeGreaterThan(1000);

    const response = await download(record.id, env.operator);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="export-${record.id}.xlsx"; filename*=UTF-8''${encodeURIComponent('车辆列表_20260115100000.xlsx')}`,
    );
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual(['车牌号', '设备号', 'SIM卡号', '设备型号', '所属分组', '司机', '司机电话', '激活时间', '平台到期日', 'SIM卡到期日', '状态']);
    expect(rows).toHaveLength(TEST_VEHICLES + 1);
    const first = env.server.app.db
      .prepare<[], { plate: string; device_no: string }>('SELECT plate, device_no FROM vehicles ORDER BY id LIMIT 1')
      .get();
    expect(rows[1]?.slice(0, 2)).toEqual([first?.plate, first?.device_no]);
  });

  it('exports vehicle status with numbers as numbers, filtered by state', async () => {
    const record = await exportDone({ reportType: 'vehicleStatus', state: 'online' }, env.operator);
    const rows = await readSheet((await download(record.id, env.operator)).rawPayload);
    expect(rows[0]?.[4]).toBe('经度(WGS-84)');
    expect(rows.slice(1).every((row) => row[3] === '在线' && typeof row[4] === 'number')).toBe(true);
    expect(record.rowCount).toBe(rows.length - 1);
  });

  it("gives a sub-user's export only their vehicles, even when they ask for the whole company", async () => {
    const record = await exportDone({ reportType: 'vehicleList' }, env.sub);
    const rows = await readSheet((await download(record.id, env.sub)).rawPayload);
    const expected = platesUnder('西北分公司', '深圳车队');
    expect(rows.slice(1).map((row) => row[0]).sort()).toEqual(expected.sort());
    const root = env.server.app.db.prepare<[], { id: number }>("SELECT id FROM vehicle_groups WHERE name = '总公司'").get();
    expect(await post('exportDataReport.json', { reportType: 'vehicleList', groupId: root?.id }, env.sub)).toEqual({ flag: 0, msg: '分组不存在或无权查看' });
  });

  it("exports the alarm list for a time range, and only the sub-user's alarms", async () => {
    const range = { startTime: '2025-12-16 00:00:00', endTime: '2026-01-15 10:00:00' };
    const all = await exportDone({ reportType: 'alarmList', ...range }, env.operator);
    const mine = await exportDone({ reportType: 'alarmList', ...range }, env.sub);
    expect(all.status).toBe('done');
    expect(all.rowCount).toBeGreaterThan(0);
    const rows = await readSheet((await download(mine.id, env.sub)).rawPayload);
    expect(rows[0]?.slice(0, 5)).toEqual(['报警时间', '车牌号', '设备号', '所属分组', '报警类型']);
    const allowed = new Set(['西安车队', '兰州车队', '乌鲁木齐车队', '深圳车队']);
    expect(rows.slice(1).every((row) => allowed.has(String(row[3])))).toBe(true);
    expect(rows.length - 1).toBe(mine.rowCount);
    expect(mine.rowCount).toBeLessThan(all.rowCount);
  });

  it.each([
    [{}, '参数错误：缺少必填参数 报表类型(reportType)'],
    [{ reportType: 'everything' }, '参数错误：报表类型(reportType)的取值不在允许范围内'],
    [{ reportType: 'vehicleList', groupId: 'x' }, '参数错误：分组(groupId)必须是数字'],
    [{ reportType: 'vehicleList', state: 'flying' }, '参数错误：状态(state)的取值不在允许范围内'],
    [{ reportType: 'alarmList' }, '参数错误：报警明细导出需要开始时间和结束时间'],
    [{ reportType: 'alarmList', startTime: '昨天', endTime: '今天' }, '参数错误：开始时间(startTime)格式不正确，请使用 YYYY-MM-DD HH:mm:ss'],
    [{ reportType: 'alarmList', startTime: '2026-01-10 00:00:00', endTime: '2026-01-01 00:00:00' }, '参数错误：开始时间不能晚于结束时间'],
    [{ reportType: 'alarmList', startTime: '2025-11-01 00:00:00', endTime: '2026-01-01 00:00:00' }, '参数错误：查询时间跨度不能超过 31 天'],
  ])('validates %j', async (body, msg) => {
    expect(await post('exportDataReport.json', body, env.operator)).toEqual({ flag: 0, msg });
  });

  it("lists only the caller's own jobs, newest first, paged", async () => {
    const mine = await post<Page<ExportRecord>>('listExportRecord.json', { pageNum: 1, pageSize: 2 }, env.operator);
    expect(mine.obj.list).toHaveLength(2);
    expect(mine.obj.pageSize).toBe(2);
    expect((mine.obj.list[0]?.id ?? 0) > (mine.obj.list[1]?.id ?? 0)).toBe(true);
    const theirs = await post<Page<ExportRecord>>('listExportRecord.json', {}, env.sub);
    const operatorIds = new Set((await post<Page<ExportRecord>>('listExportRecord.json', { pageSize: 100 }, env.operator)).obj.list.map((r) => r.id));
    expect(theirs.obj.list.some((record) => operatorIds.has(record.id))).toBe(false);
    expect(await post('listExportRecord.json', { pageSize: 0 }, env.operator)).toEqual({ flag: 0, msg: '参数错误：每页条数(pageSize)不能小于 1' });
  });

  it('downloads through a hidden frame: GET with the sessionId in the query', async () => {
    const record = await exportDone({ reportType: 'vehicleList' }, env.sub);
    const response = await env.server.app.inject({ method: 'GET', url: `${BASE}/download.json?id=${record.id}&sessionId=${encodeURIComponent(env.sub)}` });
    expect(response.headers['content-type']).toBe(XLSX);
    expect((await readSheet(response.rawPayload)).length).toBe(record.rowCount + 1);
  });

  it('takes the session from the query only for the hidden-frame GET: the POST needs the sessionId header', async () => {
    const record = await exportDone({ reportType: 'vehicleList' }, env.sub);
    const inQuery = `sessionId=${encodeURIComponent(env.sub)}`;
    const postWithQuery = await env.server.app.inject({
      method: 'POST',
      url: `${BASE}/download.json?${inQuery}`,
      headers: { 'content-type': 'application/json;charset=UTF-8' },
      payload: JSON.stringify({ id: record.id }),
    });
    expect(postWithQuery.headers['content-type']).toContain('application/json');
    expect(postWithQuery.json()).toEqual({ flag: 4010, msg: '登录超时，请重新登录' });

    const postWithHeader = await download(record.id, env.sub);
    expect(postWithHeader.headers['content-type']).toBe(XLSX);
    expect((await readSheet(postWithHeader.rawPayload)).length).toBe(record.rowCount + 1);
    const getWithQuery = await env.server.app.inject({ method: 'GET', url: `${BASE}/download.json?id=${record.id}&${inQuery}` });
    expect(getWithQuery.headers['content-type']).toBe(XLSX);
  });

  it("refuses another user's record and a missing one with a Chinese envelope, not a file", async () => {
    const operatorRecord = (await post<Page<ExportRecord>>('listExportRecord.json', {}, env.operator)).obj.list[0];
    for (const id of [operatorRecord?.id ?? 0, 999999]) {
      const response = await download(id, env.sub);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ flag: 0, msg: '导出记录不存在或无权下载' });
      const byGet = await env.server.app.inject({ method: 'GET', url: `${BASE}/download.json?id=${id}&sessionId=${encodeURIComponent(env.sub)}` });
      expect(byGet.json()).toEqual({ flag: 0, msg: '导出记录不存在或无权下载' });
    }
    expect((await env.server.app.inject({ method: 'GET', url: `${BASE}/download.json?id=abc&sessionId=${encodeURIComponent(env.sub)}` })).json()).toEqual({
      flag: 0,
      msg: '参数错误：记录编号(id)必须是数字',
    });
  });

  it('answers 4010 without a session on every export endpoint', async () => {
    expect((await post('exportDataReport.json', { reportType: 'vehicleList' })).flag).toBe(4010);
    expect((await post('listExportRecord.json', {})).flag).toBe(4010);
    expect((await post('download.json', { id: 1 })).flag).toBe(4010);
    expect((await env.server.app.inject({ method: 'GET', url: `${BASE}/download.json?id=1&sessionId=nonsense` })).json()).toMatchObject({ flag: 4010 });
  });
});
