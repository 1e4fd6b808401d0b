import { downloadExport, listExportRecords, startExport } from '@shared/api/export-api';
import type { ExportRecord } from '@shared/api/dto/export-dto';
import { formatRate, onlineHours } from '@shared/api/format/report-format';
import { queryAlarmDetail, queryDailyMileage, queryDailyOnline } from '@shared/api/report-api';
import { chinaDay } from '@shared/api/time/china-time';
import type { HttpClient } from '@shared/http/http-client';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it, vi } from 'vitest';
import { SUB_USER_GROUP_IDS_SQL, TEST_EPOCH, TEST_VEHICLES } from '../helpers';
import { startContractServerForFile } from './contract-kit';

const DAY_MS = 86_400_000;
const WEEK = { startDate: chinaDay(TEST_EPOCH - 6 * DAY_MS), endDate: chinaDay(TEST_EPOCH) };
const DAY_HEADINGS = Array.from({ length: 7 }, (_, i) => chinaDay(TEST_EPOCH - (6 - i) * DAY_MS).slice(5));

describe('report exports (mileage, online, alarm detail): the file holds the report’s rows', () => {
  const env = startContractServerForFile();

  const subPlates = () =>
    new Set(env.server.app.db.prepare<[], { plate: string }>(`SELECT plate FROM vehicles WHERE group_id IN ${SUB_USER_GROUP_IDS_SQL}`).all().map((row) => row.plate));

  async function finished(http: HttpClient, id: number): Promise<ExportRecord> {
    return vi.waitFor(
      async () => {
        const record = (await listExportRecords(http, { pageSize: 100 })).list.find((item) => item.id === id);
        if (record?.status !== 'done') throw new Error(`export ${id} not done yet`);
        return record;
      },
      { timeout: 30_000, interval: 20 },
    );
  }

  async function sheet(http: HttpClient, id: number) {
    const file = await downloadExport(http, { id });
    return readSheet(Buffer.from(await file.arrayBuffer()));
  }

  it('a mileage export has one row per vehicle with the table’s totals and days, in the table’s order', async () => {
    const started = await startExport(env.operator, { reportType: 'mileageReport', ...WEEK });
    expect(started).toMatchObject({ status: 'queued', title: '里程报表', filters: WEEK });
    const record = await finished(env.operator, started.id);
    expect(record.rowCount).toBe(TEST_VEHICLES);
    const rows = await sheet(env.operator, record.id);
    expect(rows[0]).toEqual(['车牌号', '设备号', '所属分组', '总里程(km)', ...DAY_HEADINGS]);
    const table = await queryDailyMileage(env.operator, { ...WEEK, pageSize: 10 });
    const firstPage = rows.slice(1, 11).map((row) => [row[0], row[3]]);
    expect(firstPage).toEqual(table.list.map((row) => [row.plate, row.totalKm]));
  }, 60_000);

  it('a sub-user’s online export holds only their vehicles, with the rates the table shows', async () => {
    const started = await startExport(env.sub, { reportType: 'onlineReport', ...WEEK });
    const record = await finished(env.sub, started.id);
    const rows = await sheet(env.sub, record.id);
    const own = subPlates();
    expect(rows).toHaveLength(own.size + 1);
    expect(rows.slice(1).every((row) => own.has(String(row[0])))).toBe(true);
    const table = await queryDailyOnline(env.sub, { ...WEEK, pageSize: 100 });
    const first = table.list[0];
    expect(first).toBeDefined();
    if (first) expect(rows[1]?.slice(0, 6)).toEqual([first.plate, first.deviceNo, first.groupName, first.onlineDays, onlineHours(first.totalOnlineMinutes), formatRate(first.onlineRate)]);
  }, 60_000);

  it('an alarm export keeps the type filter and the report’s newest-first order; a group narrows the vehicles', async () => {
    const filters = { ...WEEK, alarmTypes: ['overspeed' as const, 'sos' as const] };
    const started = await startExport(env.operator, { reportType: 'alarmReport', ...filters });
    expect(started.filters).toMatchObject(filters);
    const record = await finished(env.operator, started.id);
    const table = await queryAlarmDetail(env.operator, { ...filters, pageSize: 20 });
    expect(record.rowCount).toBe(table.total);
    const rows = await sheet(env.operator, record.id);
    expect(rows[0]?.[5]).toBe('地址');
    expect(rows.slice(1).every((row) => row[3] === '超速报警' || row[3] === '紧急报警')).toBe(true);
    // addresses, as the page shows them: a place name, or 无定位 without a position; never coordinates
    expect(rows.slice(1).every((row) => typeof row[5] === 'string' && row[5].length > 0 && !/^-?\d+(\.\d+)?$/.test(row[5]))).toBe(true);
    expect(rows.slice(1).some((row) => typeof row[5] === 'string' && /[省市区县]/.test(row[5]))).toBe(true);
    expect(rows.slice(1, 21).map((row) => row[1])).toEqual(table.list.map((row) => row.plate));

    const [group] = env.server.app.db.prepare<[], { id: number }>(`SELECT id FROM vehicle_groups WHERE id IN ${SUB_USER_GROUP_IDS_SQL} LIMIT 1`).all();
    const grouped = await finished(env.operator, (await startExport(env.operator, { reportType: 'mileageReport', ...WEEK, groupIds: [group?.id ?? 0] })).id);
    const narrowed = await queryDailyMileage(env.operator, { ...WEEK, groupIds: [group?.id ?? 0] });
    expect(grouped.rowCount).toBe(narrowed.total);
    expect(grouped.rowCount).toBeLessThan(TEST_VEHICLES);
  }, 60_000);

  it('refuses a report export without its days, or over 31 days, before sending', async () => {
    await expect(startExport(env.operator, { reportType: 'onlineReport' })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：报表导出需要开始日期和结束日期',
    });
    await expect(startExport(env.operator, { reportType: 'mileageReport', startDate: '2025-12-01', endDate: '2026-01-15' })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：查询时间跨度不能超过 31 天',
    });
  });
});
