import { alarmCountsSchema, alarmPageSchema, realtimeAlarmsSchema, type AlarmCounts, type AlarmPage, type RealtimeAlarms } from '@shared/api/dto/alarm-dto';
import { describe, expect, it } from 'vitest';
import { getJson, TEST_EPOCH, startWithSessionsForFile } from './helpers';
import { groupIdOf, postJson, subUserVehicles, vehiclesUnder } from './alarm-test-kit';

const QUERY = '/car/v1/accelerate/report/alarm/newQueryAlarm';
const REALTIME = '/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json';
const COUNTS = '/car/v1/accelerate/report/alarm/queryActualTimeAlarmNum.json';
const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const MONTH = { startTime: iso(TEST_EPOCH - 30 * DAY_MS), endTime: iso(TEST_EPOCH) };

const env = startWithSessionsForFile();

const query = async (body: object, sessionId = env.operator) => (await postJson<AlarmPage>(env.server.app, QUERY, { ...MONTH, ...body }, sessionId)).body;
const count = (where: string, params: (string | number)[] = []) =>
  env.server.app.db.prepare<(string | number)[], { n: number }>(`SELECT COUNT(*) AS n FROM alarms a WHERE ${where}`).get(...params)?.n ?? -1;

describe('POST newQueryAlarm', () => {
  it('pages the month newest first, 10 rows by default, in the shared DTO shape with Chinese names', async () => {
    const body = await query({});
    expect(body.flag).toBe(1);
    expect(alarmPageSchema.safeParse(body.obj).success).toBe(true);
    const all = count('a.alarm_time BETWEEN ? AND ?', [TEST_EPOCH - 30 * DAY_MS, TEST_EPOCH]);
    expect(all).toBeGreaterThan(2000);
    expect(body.obj).toMatchObject({ total: all, totalCapped: false, pageNum: 1, pageSize: 10 });
    const times = body.obj.list.map((row) => Date.parse(row.alarmTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [first] = body.obj.list;
    expect(first?.typeName).toMatch(/[\u4e00-\u9fa5]/);
    expect(first?.groupName).toMatch(/车队$/);
  });

  it('shows processed alarms with handler, method, time and note; recent ones are mostly open', async () => {
    const processed = await query({ processedState: 'processed', pageSize: 100 });
    expect(processed.obj.list.every((row) => row.processed && row.handlerName === '演示运营账号' && row.note && row.processedAt && row.processMethod)).toBe(true);
    const open = await query({ processedState: 'unprocessed', pageSize: 100 });
    expect(open.obj.list.every((row) => !row.processed && row.handlerName === null && row.processedAt === null)).toBe(true);
    expect(processed.obj.total + open.obj.total).toBe((await query({})).obj.total);
    const lastHours = await query({ startTime: iso(TEST_EPOCH - 6 * 3_600_000), processedState: 'unprocessed' });
    expect(lastHours.obj.total).toBeGreaterThan(0);
  });

  it('filters by alarm types', async () => {
    const body = await query({ alarmTypes: ['overspeed', 'sos'], pageSize: 100 });
    expect(body.obj.total).toBe(count("a.type IN ('overspeed', 'sos') AND a.alarm_time >= ?", [TEST_EPOCH - 30 * DAY_MS]));
    expect(body.obj.list.every((row) => row.type === 'overspeed' || row.type === 'sos')).toBe(true);
    const overspeed = body.obj.list.find((row) => row.type === 'overspeed');
    expect(overspeed).toMatchObject({ typeName: '超速报警', level: 2 });
    expect(overspeed?.speed).toBeGreaterThan(100);
  });

  it('filters by a time range, inclusive, and accepts Beijing time without an offset', async () => {
    const start = TEST_EPOCH - 2 * DAY_MS;
    const end = TEST_EPOCH - DAY_MS;
    const body = await query({ startTime: iso(start), endTime: iso(end), pageSize: 100 });
    expect(body.obj.total).toBe(count('a.alarm_time BETWEEN ? AND ?', [start, end]));
    expect(body.obj.list.every((row) => Date.parse(row.alarmTime) >= start && Date.parse(row.alarmTime) <= end)).toBe(true);
    // 2026-01-14 10:00:00 in Beijing is 02:00 UTC: the same range as the ISO form
    const beijing = await query({ startTime: '2026-01-13 10:00:00', endTime: '2026-01-14 10:00:00', pageSize: 100 });
    expect(beijing.obj.total).toBe(body.obj.total);
  });

  it('filters by a group including its descendants, and by vehicles', async () => {
    const region = vehiclesUnder(env.server.app, '华东分公司');
    const body = await query({ groupIds: [groupIdOf(env.server.app, '华东分公司')], pageSize: 100 });
    expect(body.obj.total).toBe(count(`a.vehicle_id IN (${region.join(',')}) AND a.alarm_time >= ?`, [TEST_EPOCH - 30 * DAY_MS]));
    expect(new Set(body.obj.list.map((row) => row.groupName)).size).toBeGreaterThan(1);
    const [vehicleId] = body.obj.list.map((row) => row.vehicleId);
    const one = await query({ vehicleIds: [vehicleId] });
    expect(one.obj.total).toBe(count('a.vehicle_id = ? AND a.alarm_time >= ?', [vehicleId ?? 0, TEST_EPOCH - 30 * DAY_MS]));
    expect(one.obj.list.every((row) => row.vehicleId === vehicleId)).toBe(true);
  });

  it('finds alarms by part of a plate, with or without the separator', async () => {
    const [row] = (await query({ pageSize: 1 })).obj.list;
    const plate = row?.plate ?? '';
    for (const keyword of [plate, plate.replace('·', ''), plate.slice(0, 4).toLowerCase()]) {
      const found = await query({ keyword, pageSize: 100 });
      expect(found.obj.list.map((item) => item.alarmId)).toContain(row?.alarmId);
    }
    expect((await query({ keyword: '没有这个车' })).obj).toMatchObject({ total: 0, list: [] });
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const first = await query({ pageSize: 20 });
    const second = await query({ pageNum: 2, pageSize: 10 });
    expect(second.obj.list.map((row) => row.alarmId)).toEqual(first.obj.list.slice(10).map((row) => row.alarmId));
    const past = await query({ pageNum: 900, pageSize: 10 });
    expect(past.obj.list).toEqual([]);
  });

  it.each([
    [{ startTime: 'yesterday' }, '参数错误：开始时间(startTime)格式不正确，请使用 YYYY-MM-DD HH:mm:ss'],
    [{ startTime: '2026-02-30 00:00:00' }, '参数错误：开始时间(startTime)格式不正确，请使用 YYYY-MM-DD HH:mm:ss'],
    [{ startTime: iso(TEST_EPOCH), endTime: iso(TEST_EPOCH - DAY_MS) }, '参数错误：开始时间不能晚于结束时间'],
    [{ startTime: iso(TEST_EPOCH - 32 * DAY_MS) }, '参数错误：查询时间跨度不能超过 31 天'],
    [{ pageNum: 1001, pageSize: 10 }, '最多查看前 10000 条报警，请缩小查询条件'],
    [{ pageSize: 101 }, '参数错误：每页条数(pageSize)不能大于 100'],
    [{ pageNum: 0 }, '参数错误：页码(pageNum)不能小于 1'],
    [{ alarmTypes: ['meteor'] }, '参数错误：报警类型(alarmTypes)第1项的取值不在允许范围内'],
    [{ processedState: 'maybe' }, '参数错误：处理状态(processedState)的取值不在允许范围内'],
    [{ vehicleIds: ['x'] }, '参数错误：车辆列表(vehicleIds)第1项必须是数字'],
    [{ groupIds: [0] }, '参数错误：分组列表(groupIds)第1项不能小于 1'],
    [{ keyword: 'x'.repeat(51) }, '参数错误：关键字(keyword)长度不能超过 50 个字符'],
  ])('refuses %j in Chinese', async (patch, msg) => {
    const reply = await postJson(env.server.app, QUERY, { ...MONTH, ...patch }, env.operator);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ flag: 0, msg });
  });

  it('asks for the time range', async () => {
    const reply = await postJson(env.server.app, QUERY, {}, env.operator);
    expect(reply.body.flag).toBe(0);
    expect(reply.body.msg).toContain('缺少必填参数');
  });

  it('answers 4010 without a session', async () => {
    expect((await postJson(env.server.app, QUERY, MONTH)).body.flag).toBe(4010);
  });

  it("gives the sub-user only their vehicles' alarms, whatever the filters ask for", async () => {
    const visible = subUserVehicles(env.server.app);
    const own = await query({ pageSize: 100 }, env.sub);
    expect(own.obj.total).toBeGreaterThan(0);
    expect(own.obj.total).toBe(count(`a.vehicle_id IN (${[...visible].join(',')}) AND a.alarm_time >= ?`, [TEST_EPOCH - 30 * DAY_MS]));
    expect(own.obj.list.every((row) => visible.has(row.vehicleId))).toBe(true);
    const foreign = vehiclesUnder(env.server.app, '华东分公司');
    expect((await query({ groupIds: [groupIdOf(env.server.app, '华东分公司')] }, env.sub)).obj.total).toBe(0);
    expect((await query({ vehicleIds: foreign.slice(0, 50) }, env.sub)).obj.total).toBe(0);
    expect((await query({ groupIds: [groupIdOf(env.server.app, '总公司')] }, env.sub)).obj.total).toBe(own.obj.total);
  });
});

describe('GET actualTimeAlarmQuery.json', () => {
  it('returns the newest open alarms and a cursor; the next poll brings only newer ones', async () => {
    const reply = await getJson<RealtimeAlarms>(env.server.app, `${REALTIME}?limit=5`, env.operator);
    expect(realtimeAlarmsSchema.safeParse(reply.body.obj).success).toBe(true);
    const { list, latestAlarmId } = reply.body.obj;
    expect(list).toHaveLength(5);
    expect(list.every((row) => !row.processed)).toBe(true);
    expect(list.map((row) => row.alarmId)).toEqual([...list.map((row) => row.alarmId)].sort((a, b) => b - a));
    expect(latestAlarmId).toBe(list[0]?.alarmId);
    // urgent types sound by default, the rest only pop up
    expect(list.every((row) => row.sound === (row.level === 3))).toBe(true);
    const next = await getJson<RealtimeAlarms>(env.server.app, `${REALTIME}?sinceAlarmId=${latestAlarmId}`, env.operator);
    expect(next.body.obj).toEqual({ list: [], latestAlarmId });
  });

  it('validates its parameters', async () => {
    expect((await getJson(env.server.app, `${REALTIME}?limit=1001`, env.operator)).body).toEqual({ flag: 0, msg: '参数错误：条数上限(limit)不能大于 1000' });
    expect((await getJson(env.server.app, `${REALTIME}?sinceAlarmId=abc`, env.operator)).body.flag).toBe(0);
  });

  it("keeps the sub-user to their vehicles and answers 4010 without a session", async () => {
    const visible = subUserVehicles(env.server.app);
    const reply = await getJson<RealtimeAlarms>(env.server.app, `${REALTIME}?limit=50`, env.sub);
    expect(reply.body.obj.list.length).toBeGreaterThan(0);
    expect(reply.body.obj.list.every((row) => visible.has(row.vehicleId))).toBe(true);
    expect((await getJson(env.server.app, REALTIME)).body.flag).toBe(4010);
  });
});

describe('GET queryActualTimeAlarmNum.json', () => {
  it('counts open alarms in total and per type for the badge', async () => {
    const reply = await getJson<AlarmCounts>(env.server.app, COUNTS, env.operator);
    expect(alarmCountsSchema.safeParse(reply.body.obj).success).toBe(true);
    expect(reply.body.obj.total).toBe(count('a.processed = 0'));
    expect(reply.body.obj.byType.reduce((sum, row) => sum + row.count, 0)).toBe(reply.body.obj.total);
    expect(reply.body.obj.byType[0]?.typeName).toMatch(/[\u4e00-\u9fa5]/);
  });

  it("counts only the sub-user's vehicles and answers 4010 without a session", async () => {
    const visible = [...subUserVehicles(env.server.app)];
    const reply = await getJson<AlarmCounts>(env.server.app, COUNTS, env.sub);
    expect(reply.body.obj.total).toBe(count(`a.processed = 0 AND a.vehicle_id IN (${visible.join(',')})`));
    expect(reply.body.obj.total).toBeLessThan(count('a.processed = 0'));
    expect((await getJson(env.server.app, COUNTS)).body.flag).toBe(4010);
  });
});
