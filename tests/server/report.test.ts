import type { AlarmReport, AlarmSummary, MileageReport, MileageSummary, OnlineReport, OnlineSummary } from '@shared/api/dto/report-dto';
import { alarmReportSchema, mileageReportSchema, mileageSummarySchema, onlineReportSchema } from '@shared/api/dto/report-dto';
import type { Track } from '@shared/api/dto/track-dto';
import { elapsedOfDay, mileageRows, onlineRows } from '@server/db/report-rows';
import { chinaDay, dayStart } from '@shared/api/time/china-time';
import { describe, expect, it } from 'vitest';
import { TEST_EPOCH, TEST_VEHICLES, getJson, postJsonAs, startWithSessionsForFile, SUB_USER_GROUP_IDS_SQL } from './helpers';

const MILEAGE = '/car/v1/accelerate/report/mileage/queryDailyMileage.json';
const ONLINE = '/car/v1/accelerate/report/online/queryDailyOnline.json';
const ALARMS = '/car/v1/accelerate/report/alarm/queryAlarmDetail.json';
const MILEAGE_SUMMARY = '/car/v1/accelerate/report/mileage/queryMileageSummary.json';
const ONLINE_SUMMARY = '/car/v1/accelerate/report/online/queryOnlineSummary.json';
const ALARM_SUMMARY = '/car/v1/accelerate/report/alarm/queryAlarmSummary.json';
const DAY = 86_400_000;
const TODAY = chinaDay(TEST_EPOCH);
const WEEK_AGO = chinaDay(TEST_EPOCH - 6 * DAY);

const env = startWithSessionsForFile();

const subVehicles = () => env.server.app.db.prepare<[], { id: number }>(`SELECT id FROM vehicles WHERE group_id IN ${SUB_USER_GROUP_IDS_SQL} ORDER BY id`).all().map((row) => row.id);
const otherVehicle = () => env.server.app.db.prepare<[], { id: number }>(`SELECT id FROM vehicles WHERE group_id NOT IN ${SUB_USER_GROUP_IDS_SQL} ORDER BY id LIMIT 1`).get()?.id ?? 0;
const week = { startDate: WEEK_AGO, endDate: TODAY };

describe('report rows (pure aggregation)', () => {
  const vehicles = [
    { vehicleId: 1, plate: 'A', deviceNo: '1', groupName: 'g' },
    { vehicleId: 2, plate: 'B', deviceNo: '2', groupName: 'g' },
  ];
  const dates = ['2026-01-14', '2026-01-15'];
  const stats = [
    { vehicle_id: 1, day: '2026-01-14', mileage_m: 12_345, online_ms: DAY / 2 },
    { vehicle_id: 1, day: '2026-01-15', mileage_m: 1_000, online_ms: 3_600_000 },
  ];

  it('fills every day, sums mileage in km', () => {
    expect(mileageRows(vehicles, dates, stats)).toEqual([
      { ...vehicles[0], totalKm: 13.35, days: [{ date: '2026-01-14', mileageKm: 12.35 }, { date: '2026-01-15', mileageKm: 1 }] },
      { ...vehicles[1], totalKm: 0, days: [{ date: '2026-01-14', mileageKm: 0 }, { date: '2026-01-15', mileageKm: 0 }] },
    ]);
  });

  it('rates online time against the part of each day that has passed', () => {
    // 2026-01-15 10:00 China time: 10 hours of today have passed
    const now = (dayStart('2026-01-15') ?? 0) + 10 * 3_600_000;
    expect(elapsedOfDay('2026-01-15', now)).toBe(10 * 3_600_000);
    expect(elapsedOfDay('2026-01-16', now)).toBe(0);
    const [first, second] = onlineRows(vehicles, dates, stats, now);
    expect(first).toMatchObject({ totalOnlineMinutes: 780, onlineDays: 2, onlineRate: Number((13 / 34).toFixed(4)) });
    expect(first?.days).toEqual([
      { date: '2026-01-14', onlineMinutes: 720, onlineRate: 0.5 },
      { date: '2026-01-15', onlineMinutes: 60, onlineRate: 0.1 },
    ]);
    expect(second).toMatchObject({ totalOnlineMinutes: 0, onlineDays: 0, onlineRate: 0 });
  });
});

describe('POST queryDailyMileage.json', () => {
  it('pages every visible vehicle with one entry per day, totals over all pages', async () => {
    const { body } = await postJsonAs<MileageReport>(env.server.app, MILEAGE, { ...week, pageSize: 100 }, env.operator);
    expect(body.flag).toBe(1);
    expect(mileageReportSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj).toMatchObject({ total: TEST_VEHICLES, pageNum: 1, pageSize: 100 });
    expect(body.obj.dates).toHaveLength(7);
    expect(body.obj.list.every((row) => row.days.length === 7 && row.days[6]?.date === TODAY)).toBe(true);
    const all = await postJsonAs<MileageReport>(env.server.app, MILEAGE, { ...week, pageSize: 100, pageNum: 4 }, env.operator);
    expect(all.body.obj.list).toHaveLength(100);
    const stored = env.server.app.db
      .prepare<[string, string], { m: number }>('SELECT SUM(mileage_m) AS m FROM vehicle_daily_stats WHERE day BETWEEN ? AND ?')
      .get(WEEK_AGO, TODAY);
    const summary = await postJsonAs<MileageSummary>(env.server.app, MILEAGE_SUMMARY, week, env.operator);
    expect(mileageSummarySchema.safeParse(summary.body.obj).success).toBe(true);
    expect(summary.body.obj.totalKm).toBeCloseTo((stored?.m ?? 0) / 1000, 1);
    expect(summary.body.obj.totalKm).toBeGreaterThan(0);
    expect(summary.body.obj).toMatchObject({ vehicleCount: TEST_VEHICLES, dates: body.obj.dates });
    // the chart's days add up to the total
    expect(summary.body.obj.dailyKm.reduce((sum, km) => sum + km, 0)).toBeCloseTo(summary.body.obj.totalKm, 0);
  });

  it('sorts by total mileage either way and by plate, on the server, over every vehicle', async () => {
    const stored = env.server.app.db
      .prepare<[string, string], { id: number; m: number }>(
        'SELECT v.id, COALESCE(SUM(ds.mileage_m), 0) AS m FROM vehicles v LEFT JOIN vehicle_daily_stats ds ON ds.vehicle_id = v.id AND ds.day BETWEEN ? AND ? GROUP BY v.id ORDER BY m DESC, v.id',
      )
      .all(WEEK_AGO, TODAY);
    const most = await postJsonAs<MileageReport>(env.server.app, MILEAGE, { ...week, pageSize: 5, sortField: 'totalKm', sortOrder: 'desc' }, env.operator);
    expect(most.body.obj.list.map((row) => row.vehicleId)).toEqual(stored.slice(0, 5).map((row) => row.id));
    const totals = most.body.obj.list.map((row) => row.totalKm);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const least = await postJsonAs<MileageReport>(env.server.app, MILEAGE, { ...week, pageSize: 5, sortField: 'totalKm', sortOrder: 'asc' }, env.operator);
    expect(least.body.obj.list[0]?.totalKm).toBeLessThanOrEqual(least.body.obj.list[4]?.totalKm ?? 0);
    expect(least.body.obj.list[4]?.totalKm ?? 0).toBeLessThanOrEqual(totals[4] ?? 0);
    const plates = await postJsonAs<MileageReport>(env.server.app, MILEAGE, { ...week, pageSize: 20, sortField: 'plate', sortOrder: 'desc' }, env.operator);
    const names = plates.body.obj.list.map((row) => row.plate);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('refuses a sort field the report does not sort by, naming the field in Chinese', async () => {
    const { body } = await postJsonAs(env.server.app, MILEAGE, { ...week, sortField: 'deviceNo' }, env.operator);
    expect(body.flag).toBe(0);
    expect(body.msg).toContain('排序字段');
    const order = await postJsonAs(env.server.app, ONLINE, { ...week, sortField: 'onlineRate', sortOrder: 'up' }, env.operator);
    expect(order.body.msg).toContain('排序方向');
  });

  it('agrees with track playback for a vehicle with seeded points', async () => {
    const vehicleId = env.server.app.db.prepare<[], { id: number }>('SELECT vehicle_id AS id FROM track_points ORDER BY vehicle_id LIMIT 1').get()?.id ?? 0;
    const yesterday = chinaDay(TEST_EPOCH - DAY);
    const start = dayStart(yesterday) ?? 0;
    const track = await getJson<Track>(
      env.server.app,
      `/car/v1/api/track/queryTrack.json?vehicleId=${vehicleId}&startTime=${new Date(start).toISOString()}&endTime=${new Date(start + DAY - 1).toISOString()}`,
      env.operator,
    );
    const report = await postJsonAs<MileageReport>(env.server.app, MILEAGE, { startDate: yesterday, endDate: yesterday, vehicleIds: [vehicleId] }, env.operator);
    expect(report.body.obj.list[0]?.days[0]?.mileageKm).toBeCloseTo(track.body.obj.totals.distanceKm, 0);
  });

  it('filters by vehicles and groups', async () => {
    const region = env.server.app.db.prepare<[], { id: number }>("SELECT id FROM vehicle_groups WHERE name = '华东分公司'").get()?.id ?? 0;
    const inRegion = env.server.app.db
      .prepare<[number], { c: number }>("SELECT COUNT(*) AS c FROM vehicles WHERE group_id IN (SELECT id FROM vehicle_groups WHERE path GLOB (SELECT path FROM vehicle_groups WHERE id = ?) || '*')")
      .get(region)?.c;
    expect((await postJsonAs<MileageReport>(env.server.app, MILEAGE, { ...week, groupIds: [region] }, env.operator)).body.obj.total).toBe(inRegion);
    const picked = await postJsonAs<MileageReport>(env.server.app, MILEAGE, { ...week, vehicleIds: [3, 1, 2] }, env.operator);
    expect(picked.body.obj.list.map((row) => row.vehicleId)).toEqual([1, 2, 3]);
  });

  it.each([
    [{ startDate: '2025-12-01', endDate: '2026-01-15' }, '参数错误：查询时间跨度不能超过 31 天'],
    [{ startDate: '2026-01-15', endDate: '2026-01-01' }, '参数错误：开始日期不能晚于结束日期'],
    [{ startDate: '2026-02-30', endDate: '2026-03-01' }, '参数错误：开始日期(startDate)格式不正确，请使用 YYYY-MM-DD'],
    [{ startDate: '20260101', endDate: '2026-01-15' }, '参数错误'],
    [{ ...week, pageSize: 101 }, '参数错误'],
    [{ ...week, vehicleIds: 'all' }, '参数错误'],
    [{ endDate: '2026-01-15' }, '参数错误'],
  ])('refuses %j with a Chinese message', async (input, message) => {
    const { status, body } = await postJsonAs(env.server.app, MILEAGE, input, env.operator);
    expect(status).toBe(200);
    expect(body).toMatchObject({ flag: 0 });
    expect(body.msg).toContain(message);
  });

  it('answers 4010 without a session and limits the sub-user to their vehicles', async () => {
    expect((await postJsonAs(env.server.app, MILEAGE, week)).body.flag).toBe(4010);
    const own = subVehicles();
    const { body } = await postJsonAs<MileageReport>(env.server.app, MILEAGE, { ...week, pageSize: 100 }, env.sub);
    expect(body.obj.total).toBe(own.length);
    expect(body.obj.list.every((row) => own.includes(row.vehicleId))).toBe(true);
    const reaching = await postJsonAs<MileageReport>(env.server.app, MILEAGE, { ...week, vehicleIds: [otherVehicle()] }, env.sub);
    expect(reaching.body.obj).toMatchObject({ total: 0, list: [] });
    const summary = await postJsonAs<MileageSummary>(env.server.app, MILEAGE_SUMMARY, { ...week, vehicleIds: [otherVehicle()] }, env.sub);
    expect(summary.body.obj).toMatchObject({ totalKm: 0, vehicleCount: 0 });
  });
});

describe('POST queryDailyOnline.json', () => {
  it('answers online minutes and rates per day', async () => {
    const { body } = await postJsonAs<OnlineReport>(env.server.app, ONLINE, { ...week, pageSize: 50 }, env.operator);
    expect(onlineReportSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj.total).toBe(TEST_VEHICLES);
    const rows = body.obj.list;
    expect(rows.some((row) => row.onlineDays === 7)).toBe(true);
    expect(rows.every((row) => row.onlineRate >= 0 && row.onlineRate <= 1 && row.days.every((day) => day.onlineRate <= 1))).toBe(true);
    // today is 10:00 China time in the tests: at most 600 minutes online
    expect(rows.every((row) => (row.days[6]?.onlineMinutes ?? 0) <= 600)).toBe(true);
  });

  it('refuses bad input, answers 4010 and keeps the sub-user to their vehicles', async () => {
    expect((await postJsonAs(env.server.app, ONLINE, { startDate: '2025-11-01', endDate: TODAY }, env.operator)).body.msg).toBe('参数错误：查询时间跨度不能超过 31 天');
    expect((await postJsonAs(env.server.app, ONLINE, { startDate: 5 }, env.operator)).body.flag).toBe(0);
    expect((await postJsonAs(env.server.app, ONLINE, week)).body.flag).toBe(4010);
    const { body } = await postJsonAs<OnlineReport>(env.server.app, ONLINE, { ...week, groupIds: [1] }, env.sub);
    const own = subVehicles();
    expect(body.obj.total).toBe(own.length);
  });
});

describe('POST queryAlarmDetail.json', () => {
  it('pages alarms newest first with handling columns, filtered by type', async () => {
    const { body } = await postJsonAs<AlarmReport>(env.server.app, ALARMS, { ...week, pageSize: 20 }, env.operator);
    expect(body.flag).toBe(1);
    expect(alarmReportSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj.total).toBeGreaterThan(0);
    const times = body.obj.list.map((row) => row.alarmTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times.every((time) => time >= new Date(dayStart(WEEK_AGO) ?? 0).toISOString())).toBe(true);
    const type = body.obj.list[0]?.type ?? 'sos';
    const typed = await postJsonAs<AlarmReport>(env.server.app, ALARMS, { ...week, alarmTypes: [type], pageSize: 100 }, env.operator);
    expect(typed.body.obj.list.every((row) => row.type === type)).toBe(true);
    const processed = await postJsonAs<AlarmReport>(env.server.app, ALARMS, { ...week, processedState: 'processed', pageSize: 100 }, env.operator);
    expect(processed.body.obj.list.every((row) => row.processed && row.handlerName !== null)).toBe(true);
  });

  it('refuses bad input, answers 4010 and shows the sub-user only their vehicles’ alarms', async () => {
    expect((await postJsonAs(env.server.app, ALARMS, { ...week, alarmTypes: ['meteor'] }, env.operator)).body.flag).toBe(0);
    expect((await postJsonAs(env.server.app, ALARMS, { startDate: '2025-01-01', endDate: TODAY }, env.operator)).body.msg).toBe('参数错误：查询时间跨度不能超过 31 天');
    expect((await postJsonAs(env.server.app, ALARMS, week)).body.flag).toBe(4010);
    const own = subVehicles();
    const { body } = await postJsonAs<AlarmReport>(env.server.app, ALARMS, { ...week, pageSize: 100 }, env.sub);
    expect(body.obj.list.every((row) => own.includes(row.vehicleId))).toBe(true);
    const reaching = await postJsonAs<AlarmReport>(env.server.app, ALARMS, { ...week, vehicleIds: [otherVehicle()] }, env.sub);
    expect(reaching.body.obj).toMatchObject({ total: 0, list: [] });
  });
});

describe('whole-range summaries (totals and charts over every matching row, not a page)', () => {
  it('the online summary rates every vehicle\'s online time against the time that passed', async () => {
    const { body } = await postJsonAs<OnlineSummary>(env.server.app, ONLINE_SUMMARY, week, env.operator);
    expect(body.flag).toBe(1);
    expect(body.obj.vehicleCount).toBe(TEST_VEHICLES);
    expect(body.obj.dailyRate).toHaveLength(7);
    expect(body.obj.dailyRate.every((rate) => rate >= 0 && rate <= 1)).toBe(true);
    // the same minutes as the rows of every page added up
    const rows = await postJsonAs<OnlineReport>(env.server.app, ONLINE, { ...week, pageSize: 100 }, env.operator);
    const pages = Math.ceil(rows.body.obj.total / 100);
    let minutes = rows.body.obj.list.reduce((sum, row) => sum + row.totalOnlineMinutes, 0);
    let days = rows.body.obj.list.reduce((sum, row) => sum + row.onlineDays, 0);
    for (let pageNum = 2; pageNum <= pages; pageNum += 1) {
      const page = await postJsonAs<OnlineReport>(env.server.app, ONLINE, { ...week, pageSize: 100, pageNum }, env.operator);
      minutes += page.body.obj.list.reduce((sum, row) => sum + row.totalOnlineMinutes, 0);
      days += page.body.obj.list.reduce((sum, row) => sum + row.onlineDays, 0);
    }
    expect(Math.abs(body.obj.totalOnlineMinutes - minutes)).toBeLessThanOrEqual(rows.body.obj.total);
    expect(body.obj.onlineDays).toBe(days);
  });

  it('the alarm summary counts every matching alarm by type, uncapped, with the type filter', async () => {
    const { body } = await postJsonAs<AlarmSummary>(env.server.app, ALARM_SUMMARY, { ...week, alarmTypes: ['overspeed', 'sos'] }, env.operator);
    expect(body.flag).toBe(1);
    expect(body.obj.byType.every((entry) => entry.type === 'overspeed' || entry.type === 'sos')).toBe(true);
    expect(body.obj.byType.reduce((sum, entry) => sum + entry.count, 0)).toBe(body.obj.total);
    const page = await postJsonAs<AlarmReport>(env.server.app, ALARMS, { ...week, alarmTypes: ['overspeed', 'sos'] }, env.operator);
    if (!page.body.obj.totalCapped) expect(body.obj.total).toBe(page.body.obj.total);
    expect(body.obj.processed).toBeLessThanOrEqual(body.obj.total);
  });

  it('alarms sort by speed on the server; the sub-user\'s summary counts only their alarms', async () => {
    const fastest = await postJsonAs<AlarmReport>(env.server.app, ALARMS, { ...week, pageSize: 20, sortField: 'speed', sortOrder: 'desc' }, env.operator);
    const speeds = fastest.body.obj.list.map((row) => row.speed ?? 0);
    expect(speeds).toEqual([...speeds].sort((a, b) => b - a));
    const own = subVehicles();
    const theirs = await postJsonAs<AlarmSummary>(env.server.app, ALARM_SUMMARY, week, env.sub);
    const stored = env.server.app.db
      .prepare<[number, number], { n: number }>(`SELECT COUNT(*) AS n FROM alarms WHERE vehicle_id IN (${own.join(',') || '0'}) AND alarm_time BETWEEN ? AND ?`)
      .get(dayStart(WEEK_AGO) ?? 0, (dayStart(TODAY) ?? 0) + DAY - 1);
    expect(theirs.body.obj.total).toBe(stored?.n);
  });
});
