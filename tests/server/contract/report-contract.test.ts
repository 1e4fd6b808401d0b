import { queryAlarmDetail, queryAlarmSummary, queryDailyMileage, queryDailyOnline, queryMileageSummary, queryOnlineSummary } from '@shared/api/report-api';
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

  it('sorts on the server: mileage by total, online by rate, alarms by time (oldest first)', async () => {
    const mileage = await queryDailyMileage(env.operator, { ...WEEK, pageSize: 10, sortField: 'totalKm', sortOrder: 'desc' });
    const km = mileage.list.map((row) => row.totalKm);
    expect(km).toEqual([...km].sort((a, b) => b - a));
    const online = await queryDailyOnline(env.operator, { ...WEEK, pageSize: 10, sortField: 'onlineRate', sortOrder: 'asc' });
    const rates = online.list.map((row) => row.onlineRate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    const alarms = await queryAlarmDetail(env.operator, { ...WEEK, pageSize: 10, sortField: 'alarmTime', sortOrder: 'asc' });
    const times = alarms.list.map((row) => Date.parse(row.alarmTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('the summaries cover every matching vehicle or alarm; the sub-user\'s only theirs', async () => {
    const mileage = await queryMileageSummary(env.operator, WEEK);
    expect(mileage).toMatchObject({ vehicleCount: TEST_VEHICLES });
    expect(mileage.dailyKm).toHaveLength(7);
    expect(mileage.totalKm).toBeGreaterThan(0);
    const theirs = await queryMileageSummary(env.sub, WEEK);
    expect(theirs.vehicleCount).toBe(subVehicles().size);
    expect(theirs.totalKm).toBeLessThan(mileage.totalKm);
    const online = await queryOnlineSummary(env.operator, WEEK);
    expect(online.vehicleCount).toBe(TEST_VEHICLES);
    expect(online.onlineRate).toBeGreaterThan(0);
    expect(online.onlineRate).toBeLessThanOrEqual(1);
    const alarms = await queryAlarmSummary(env.operator, { ...WEEK, processedState: 'processed' });
    expect(alarms.total).toBeGreaterThan(0);
    expect(alarms.processed).toBe(alarms.total);
  });

  it('refuses a range over 31 days before sending, with the server\'s message', async () => {
    await expect(queryDailyMileage(env.operator, { startDate: '2025-12-01', endDate: '2026-01-15' })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：查询时间跨度不能超过 31 天',
    });
  });
});
