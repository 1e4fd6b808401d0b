import { processAlarmResultSchema, type AlarmPage, type ProcessAlarmResult } from '@shared/api/dto/alarm-dto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_EPOCH, startWithSessionsForFile } from './helpers';
import { alarmIdWhere, postJson, subUserVehicles } from './alarm-test-kit';

const PROCESS = '/car/v1/api/monitor/processAlarm';
const QUERY = '/car/v1/accelerate/report/alarm/newQueryAlarm';

const env = startWithSessionsForFile();
let subVisible: string;

beforeAll(() => {
  subVisible = [...subUserVehicles(env.server.app)].join(',');
});

const processAlarms = async (body: object, sessionId = env.operator) => (await postJson<ProcessAlarmResult>(env.server.app, PROCESS, body, sessionId)).body;
const stored = (id: number) =>
  env.server.app.db
    .prepare<[number], { processed: number; process_method: string | null; handler_id: number | null; processed_at: number | null; note: string | null }>(
      'SELECT processed, process_method, handler_id, processed_at, note FROM alarms WHERE id = ?',
    )
    .get(id);
const userId = (name: string) => env.server.app.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE user_name = ?').get(name)?.id;
/** open alarms, excluding ones earlier tests took */
const openIds = (where: string, count: number) =>
  env.server.app.db
    .prepare<[number], { id: number }>(`SELECT a.id FROM alarms a WHERE a.processed = 0 AND ${where} ORDER BY a.id DESC LIMIT ?`)
    .all(count)
    .map((row) => row.id);

describe('POST /car/v1/api/monitor/processAlarm', () => {
  it('processes one alarm with the session user as handler, now as time, and the note', async () => {
    const [alarmId] = openIds('1 = 1', 1);
    env.server.clock.advance(1000);
    const body = await processAlarms({ alarmId, processMethod: 'phoneDriver', note: '  已联系司机  ' });
    expect(processAlarmResultSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj).toEqual({ processed: 1, alreadyProcessed: 0, notFound: 0, results: [{ alarmId, result: 'processed', msg: '处理成功（电话联系司机）' }] });
    expect(stored(alarmId ?? 0)).toEqual({ processed: 1, process_method: 'phoneDriver', handler_id: userId('demo'), processed_at: TEST_EPOCH + 1000, note: '已联系司机' });
    // the query shows it processed, with the handler's name
    const page = await postJson<AlarmPage>(env.server.app, QUERY, { startTime: new Date(TEST_EPOCH - 30 * 86_400_000).toISOString(), endTime: new Date(TEST_EPOCH).toISOString(), processedState: 'processed', pageSize: 100 }, env.operator);
    expect(page.body.obj.total).toBeGreaterThan(0);
  });

  it('processes a batch and reports the already processed ones instead of processing them again', async () => {
    const open = openIds('1 = 1', 3);
    const done = alarmIdWhere(env.server.app, 'a.processed = 1');
    const before = stored(done);
    const body = await processAlarms({ alarmIds: [...open, done, open[0]], processMethod: 'monitoring' });
    expect(body.obj).toMatchObject({ processed: 3, alreadyProcessed: 1, notFound: 0 });
    expect(body.obj.results.map((item) => item.result)).toEqual(['processed', 'processed', 'processed', 'alreadyProcessed']);
    expect(body.obj.results[3]?.msg).toBe('该报警已处理，未重复处理');
    expect(stored(done)).toEqual(before);
    // a second attempt changes nothing
    expect((await processAlarms({ alarmIds: open, processMethod: 'other', note: '再次处理' })).obj).toMatchObject({ processed: 0, alreadyProcessed: 3 });
    expect(stored(open[0] ?? 0)?.process_method).toBe('monitoring');
  });

  it("lets the sub-user process their vehicles' alarms and refuses others' exactly like missing ones", async () => {
    const [own] = openIds(`a.vehicle_id IN (${subVisible})`, 1);
    const [foreign] = openIds(`a.vehicle_id NOT IN (${subVisible})`, 1);
    const body = await processAlarms({ alarmIds: [own, foreign, 99_999_999], processMethod: 'falseAlarm' }, env.sub);
    expect(body.obj).toMatchObject({ processed: 1, alreadyProcessed: 0, notFound: 2 });
    expect(body.obj.results[1]).toEqual({ alarmId: foreign, result: 'notFound', msg: '报警不存在或无权处理' });
    expect(body.obj.results[2]).toEqual({ alarmId: 99_999_999, result: 'notFound', msg: '报警不存在或无权处理' });
    expect(stored(foreign ?? 0)?.processed).toBe(0);
    expect(stored(own ?? 0)).toMatchObject({ processed: 1, handler_id: userId('demo-sub') });
    // an already processed alarm outside the scope is "not found" too, never "already processed"
    const foreignDone = alarmIdWhere(env.server.app, `a.processed = 1 AND a.vehicle_id NOT IN (${subVisible})`);
    expect((await processAlarms({ alarmId: foreignDone, processMethod: 'falseAlarm' }, env.sub)).obj.results[0]?.result).toBe('notFound');
  });

  it.each([
    [{ processMethod: 'phoneDriver' }, '请选择要处理的报警'],
    [{ alarmIds: [], processMethod: 'phoneDriver' }, '请选择要处理的报警'],
    [{ alarmIds: [1], processMethod: 'other' }, '处理方式为"其他"时请填写处理说明'],
    [{ alarmIds: [1], processMethod: 'other', note: '   ' }, '处理方式为"其他"时请填写处理说明'],
    [{ alarmIds: ['1; DROP TABLE alarms'], processMethod: 'phoneDriver' }, '参数错误：报警列表(alarmIds)第1项必须是数字'],
    [{ alarmIds: Array.from({ length: 501 }, (_, i) => i + 1), processMethod: 'phoneDriver' }, '参数错误：报警列表(alarmIds)不能超过 500 项'],
    [{ alarmIds: [1], processMethod: 'phoneDriver', note: '长'.repeat(201) }, '参数错误：处理备注(note)长度不能超过 200 个字符'],
    [{ alarmIds: [1], processMethod: 'shrug' }, '参数错误：处理方式(processMethod)的取值不在允许范围内'],
    [{ alarmIds: [1] }, '参数错误：缺少必填参数 处理方式(processMethod)'],
  ])('refuses %j in Chinese', async (body, msg) => {
    const reply = await postJson(env.server.app, PROCESS, body, env.operator);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ flag: 0, msg });
  });

  it('refuses a role without the 处理报警 button permission, whatever its menus show', async () => {
    const [alarmId] = openIds('1 = 1', 1);
    const roleId = env.server.app.db.prepare<[], { role_id: number }>("SELECT role_id FROM users WHERE user_name = 'demo-sub'").get()?.role_id ?? 0;
    env.server.app.db.prepare("DELETE FROM role_resources WHERE role_id = ? AND resource_id = 'car:alarm:process'").run(roleId);
    try {
      expect(await processAlarms({ alarmId, processMethod: 'phoneDriver' }, env.sub)).toEqual({ flag: 0, msg: '您没有此项操作的权限，请联系主账号开通' });
      expect(stored(alarmId ?? 0)?.processed).toBe(0);
    } finally {
      env.server.app.db.prepare("INSERT INTO role_resources (role_id, resource_id) VALUES (?, 'car:alarm:process')").run(roleId);
    }
  });

  it('answers 4010 without a session and changes nothing', async () => {
    const [alarmId] = openIds('1 = 1', 1);
    expect((await postJson(env.server.app, PROCESS, { alarmId, processMethod: 'phoneDriver' })).body.flag).toBe(4010);
    expect(stored(alarmId ?? 0)?.processed).toBe(0);
  });
});
