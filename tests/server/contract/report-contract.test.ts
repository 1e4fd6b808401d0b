import { queryAlarmDetail, queryDailyMileage, queryDailyOnline } from '@shared/api/report-api';
import { chinaDay } from '@shared/api/time/china-time';
import { describe, expect, it } from 'vitest';
import { SUB_USER_GROUP_IDS_SQL, TEST_EPOCH, TEST_VEHICLES } from '../helpers';
import { startContractServerForFile } from './contract-kit';

const DAY_MS = 86_400_000;
const WEEK = { startDate: chinaDay(TEST_EPOCH - 6 * DAY_MS), endDate: chinaDay(TEST_EPOCH) };

describe('report endpoints: client functions against the real server', () => {
  const env = startContractServerForFile();

  const subVehicles = () =>
    new Set(env.server.app.db.prepare<[], { id: number }>(`SELECT id FROM vehicles WHERE group_id IN ${SUB_USER_GROUP_IDS_SQL}`).all().map((row) => row.id));

  it('queryDailyMileage pages every vehicle with one entry per day; the sub-user gets their own', async () => {
    const report = await queryDailyMileage(env.operator, { ...WEEK, pageSize: 10 });
    expect(report).toMatchObject({ total: TEST_VEHICLES, pageSize: 10 });
    expect(report.dates).toHaveLength(7);
    expect(report.totalKm).toBeGreaterThan(0);
    const own = subVehicles();
    const theirs = await queryDailyMileage(env.sub, { ...WEEK, pageSize: 100 });
    expect(theirs.total).toBe(own.size);
    expect(theirs.list.every((row) => own.has(row.vehicleId))).toBe(true);
  });

  it('queryDailyOnline answers online minutes and rates per day', async () => {
    const report = await queryDailyOnline(env.operator, { ...WEEK, pageSize: 20 });
    expect(report.total).toBe(TEST_VEHICLES);
    expect(report.list.every((row) => row.days.length === 7 && row.onlineRate >= 0 && row.onlineRate <= 1)).toBe(true);
  });

  it('queryAlarmDetail pages alarms; the sub-user sees only their vehicles’ alarms', async () => {
    const report = await queryAlarmDetail(env.operator, { ...WEEK, processedState: 'processed', pageSize: 20 });
    expect(report.total).toBeGreaterThan(0);
    expect(report.list.every((row) => row.processed)).toBe(true);
    const own = subVehicles();
    const theirs = await queryAlarmDetail(env.sub, { ...WEEK, pageSize: 100 });
    expect(theirs.list.every((row) => own.has(row.vehicleId))).toBe(true);
  });

  it('refuses a range over 31 days before sending, with the server\'s message', async () => {
    await expect(queryDailyMileage(env.operator, { startDate: '2025-12-01', endDate: '2026-01-15' })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：查询时间跨度不能超过 31 天',
    });
  });
});
