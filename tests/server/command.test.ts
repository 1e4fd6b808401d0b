import {
  commandBatchSchema,
  commandCheckResultSchema,
  commandRecordPageSchema,
  commandSendResultSchema,
  commandTypeListSchema,
  type CommandBatch,
  type CommandCheckResult,
  type CommandDelivery,
  type CommandSendItem,
  type CommandSendResult,
  type CommandType,
} from '@shared/api/dto/command-dto';
import type { Page } from '@shared/api/dto/envelope';
import { ACK_TIMEOUT_MS } from '@server/commands/delivery-state';
import { createCommandDelivery } from '@server/simulator/command-delivery';
import { describe, expect, it } from 'vitest';
import { getJson, postJsonAs, startWithSessionsForFile, SUB_USER_GROUP_IDS_SQL } from './helpers';
import { MSG_NO_PERMISSION } from '@server/auth/role-permissions';

const BASE = '/car/v1/api/command';
const env = startWithSessionsForFile();

const NOT_BUSY = `v.id NOT IN (SELECT vehicle_id FROM command_deliveries WHERE status IN ('queued', 'sent'))`;

/** A vehicle matching a condition on v (vehicles) and s (vehicle_status); `sub` = inside the sub-user's groups. */
function vehicle(condition: string, inSub = false): number {
  const row = env.server.app.db
    .prepare<[], { id: number }>(
      `SELECT v.id FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id
       WHERE ${condition} AND ${NOT_BUSY} AND v.group_id ${inSub ? '' : 'NOT'} IN ${SUB_USER_GROUP_IDS_SQL} ORDER BY v.id LIMIT 1`,
    )
    .get();
  if (!row) throw new Error(`no vehicle for ${condition}`);
  return row.id;
}

const VALID = "v.platform_expire_date >= '2026-01-15' AND v.model <> 'AT4 无线'";
const check = (body: unknown, session = env.operator) => postJsonAs<CommandCheckResult>(env.server.app, `${BASE}/checkCommandDownBatchTer.json`, body, session);
const send = (body: unknown, session = env.operator) => postJsonAs<CommandSendResult>(env.server.app, `${BASE}/commandDownBatch.json`, body, session);
const batch = (batchId: number | string, session = env.operator) => getJson<CommandBatch>(env.server.app, `${BASE}/queryCommandBatch.json?batchId=${batchId}`, session);
const records = (query: string, session = env.operator) => getJson<Page<CommandDelivery>>(env.server.app, `${BASE}/pageCommandRecord.json?${query}`, session);
const retry = (body: unknown, session = env.operator) => postJsonAs<CommandSendItem[]>(env.server.app, `${BASE}/retryCommand.json`, body, session);
const deliver = createCommandDelivery;

describe('GET listCommandType.json', () => {
  it('lists the catalogue for the console’s dialog', async () => {
    const { body } = await getJson<CommandType[]>(env.server.app, `${BASE}/listCommandType.json`, env.operator);
    expect(commandTypeListSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj.map((type) => type.name)).toEqual(['断油电', '恢复油电', '设置上传间隔', '重启', '恢复出厂设置', '立即定位', '设防', '撤防', '查询参数', '查询状态', '查询版本', '下发文本']);
    expect(body.obj.find((type) => type.code === 'UPLOAD_INTERVAL')?.params[0]).toMatchObject({ key: 'seconds', min: 10, max: 3600 });
    expect(body.obj[0]).not.toHaveProperty('refuseWhileMoving');
  });

  it('answers 4010 without a session', async () => {
    expect((await getJson(env.server.app, `${BASE}/listCommandType.json`)).body.flag).toBe(4010);
  });
});

describe('POST checkCommandDownBatchTer.json', () => {
  it('checks each vehicle and hands out a confirmation token for a fuel cut', async () => {
    const parked = vehicle(`s.state = 'stationary' AND ${VALID}`);
    const moving = vehicle(`s.state = 'online' AND s.speed > 0 AND ${VALID}`);
    const offline = vehicle(`s.state = 'offline' AND ${VALID}`);
    const inactive = vehicle(`s.state = 'inactive'`);
    const expired = vehicle(`s.state = 'expired'`);
    const wireless = vehicle(`s.state = 'stationary' AND v.model = 'AT4 无线' AND v.platform_expire_date >= '2026-01-15'`);
    const { body } = await check({ commandCode: 'FUEL_CUT', vehicleIds: [parked, moving, offline, inactive, expired, wireless, 999_999, parked] });
    expect(body.flag).toBe(1);
    expect(commandCheckResultSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj.list.map((item) => [item.vehicleId, item.reasonCode])).toEqual([
      [parked, 'ok'],
      [moving, 'moving'],
      [offline, 'offline'],
      [inactive, 'inactive'],
      [expired, 'expired'],
      [wireless, 'unsupported'],
      [999_999, 'notFound'],
    ]);
    expect(body.obj.list[2]).toMatchObject({ canQueue: false, reason: '车辆离线' });
    expect(body.obj.list[6]).toMatchObject({ plate: null, reason: '车辆不存在或无权操作' });
    expect(body.obj).toMatchObject({ okCount: 1, queueableCount: 0, refusedCount: 6 });
    expect(body.obj.confirmToken).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
    // offline vehicles may queue commands that allow it; no token for a harmless command
    const reboot = await check({ commandCode: 'REBOOT', vehicleIds: [offline] });
    expect(reboot.body.obj).toMatchObject({ queueableCount: 1, confirmToken: null });
  });

  it.each([
    [{ commandCode: 'FUEL_CUT', vehicleIds: [] }, '参数错误'],
    [{ commandCode: 'FUEL_CUT', vehicleIds: Array.from({ length: 1001 }, (_, i) => i + 1) }, '参数错误'],
    [{ commandCode: 'SELF_DESTRUCT', vehicleIds: [1] }, '参数错误'],
    [{ commandCode: 'REBOOT', vehicleIds: ['1 OR 1=1'] }, '参数错误'],
    [{ vehicleIds: [1] }, '缺少必填参数'],
  ])('refuses bad input %j with a Chinese message', async (input, message) => {
    const { status, body } = await check(input);
    expect(status).toBe(200);
    expect(body.flag).toBe(0);
    expect(body.msg).toContain(message);
  });

  it('answers 4010 without a session', async () => {
    expect((await check({ commandCode: 'REBOOT', vehicleIds: [1] }, '')).body.flag).toBe(4010);
  });

  it('refuses the sub-user, who lacks car:command:send, before looking at any vehicle (own or not)', async () => {
    const own = vehicle(`s.state = 'stationary' AND ${VALID}`, true);
    const other = vehicle(`s.state = 'stationary' AND ${VALID}`);
    const refusal = { flag: 0, msg: MSG_NO_PERMISSION };
    expect((await check({ commandCode: 'REBOOT', vehicleIds: [own, other] }, env.sub)).body).toEqual(refusal);
    expect((await check({ commandCode: 'FUEL_CUT', vehicleIds: [own] }, env.sub)).body).toEqual(refusal);
  });
});

describe('POST commandDownBatch.json and the delivery progress', () => {
  it('requires the confirmation token for a fuel cut and re-checks on the server', async () => {
    const parked = vehicle(`s.state = 'stationary' AND ${VALID}`);
    const moving = vehicle(`s.state = 'online' AND s.speed > 0 AND ${VALID}`);
    const refused = await send({ commandCode: 'FUEL_CUT', vehicleIds: [parked] });
    expect(refused.body).toMatchObject({ flag: 0, msg: '该指令需要二次确认：请先预检并在确认后下发' });
    expect((await send({ commandCode: 'FUEL_CUT', vehicleIds: [parked], confirmToken: '123.abc' })).body.flag).toBe(0);

    // the token confirms exactly the vehicles pre-checked (command-confirm.test.ts); the server checks
    // each again on the send and refuses the moving one and the unknown one
    const { confirmToken } = (await check({ commandCode: 'FUEL_CUT', vehicleIds: [parked, moving, 999_999] })).body.obj;
    const { body } = await send({ commandCode: 'FUEL_CUT', vehicleIds: [parked, moving, 999_999], confirmToken });
    expect(body.flag).toBe(1);
    expect(commandSendResultSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj.list.map((item) => [item.vehicleId, item.status, item.reasonCode])).toEqual([
      [parked, 'sent', null],
      [moving, 'refused', 'moving'],
      [999_999, 'refused', 'notFound'],
    ]);
    expect(body.obj).toMatchObject({ sentCount: 1, queuedCount: 0, refusedCount: 2 });

    // the audit trail: who, command, per-vehicle state; the unknown vehicle is not written
    const progress = await batch(body.obj.batchId);
    expect(commandBatchSchema.safeParse(progress.body.obj).success).toBe(true);
    expect(progress.body.obj).toMatchObject({ commandName: '断油电', userName: 'demo', finished: false });
    expect(progress.body.obj.list.map((item) => item.vehicleId).sort()).toEqual([parked, moving].sort());

    // the same command cannot be sent twice while the first is in flight
    const again = await check({ commandCode: 'FUEL_CUT', vehicleIds: [parked] });
    expect(again.body.obj.list[0]?.reasonCode).toBe('pending');

    // the simulated device answers within seconds; a silent one times out after a minute
    env.server.clock.advance(ACK_TIMEOUT_MS);
    deliver(env.server.app.db)(env.server.clock.now());
    const done = (await batch(body.obj.batchId)).body.obj;
    expect(done.finished).toBe(true);
    const delivery = done.list.find((item) => item.vehicleId === parked);
    expect(['acknowledged', 'failed', 'timedOut']).toContain(delivery?.status);
    if (delivery?.status === 'acknowledged') expect(delivery).toMatchObject({ reply: '断油电成功', statusName: '执行成功' });
    if (delivery?.status !== 'timedOut') expect(delivery?.latencyMs).toBeGreaterThanOrEqual(2000);
  });

  it('queues offline vehicles when asked, and sends them when they come online', async () => {
    const offline = vehicle(`s.state = 'offline' AND ${VALID}`);
    const refusedOffline = await send({ commandCode: 'QUERY_VERSION', vehicleIds: [offline] });
    expect(refusedOffline.body.obj.list[0]).toMatchObject({ status: 'refused', reasonCode: 'offline' });
    const { body } = await send({ commandCode: 'QUERY_VERSION', vehicleIds: [offline], queueOffline: true });
    expect(body.obj.list[0]).toMatchObject({ status: 'queued', reason: '等待上线' });
    const tick = deliver(env.server.app.db);
    tick(env.server.clock.now());
    expect((await batch(body.obj.batchId)).body.obj.list[0]?.status).toBe('queued');
    env.server.app.db.prepare("UPDATE vehicle_status SET state = 'online', speed = 30 WHERE vehicle_id = ?").run(offline);
    tick(env.server.clock.now());
    expect((await batch(body.obj.batchId)).body.obj.list[0]).toMatchObject({ status: 'sent', sentAt: new Date(env.server.clock.now()).toISOString() });
  });

  it('validates parameters with Chinese messages', async () => {
    const parked = vehicle(`s.state = 'stationary' AND ${VALID}`);
    expect((await send({ commandCode: 'UPLOAD_INTERVAL', vehicleIds: [parked], params: { seconds: 5 } })).body).toMatchObject({ flag: 0, msg: '上传间隔必须在 10 到 3600秒之间' });
    expect((await send({ commandCode: 'UPLOAD_INTERVAL', vehicleIds: [parked], params: { seconds: 'ten' } })).body.flag).toBe(0);
    expect((await send({ commandCode: 'SEND_TEXT', vehicleIds: [parked], params: { text: '' } })).body).toMatchObject({ flag: 0, msg: '请填写文本内容' });
    const ok = await send({ commandCode: 'UPLOAD_INTERVAL', vehicleIds: [parked], params: { seconds: 60 } });
    expect((await batch(ok.body.obj.batchId)).body.obj.params).toEqual({ seconds: 60 });
  });

  it('refuses the sub-user (no car:command:send) and answers 4010 without a session', async () => {
    const own = vehicle(`s.state = 'stationary' AND ${VALID}`, true);
    expect((await send({ commandCode: 'REBOOT', vehicleIds: [own] }, env.sub)).body).toMatchObject({ flag: 0, msg: MSG_NO_PERMISSION });
    expect((await send({ commandCode: 'REBOOT', vehicleIds: [own] }, '')).body.flag).toBe(4010);
  });

  it('queryCommandBatch: bad input, 4010 and isolation', async () => {
    expect((await batch('abc')).body.flag).toBe(0);
    expect((await batch(999_999)).body).toMatchObject({ flag: 0, msg: '指令批次不存在或无权查看' });
    expect((await batch(1, '')).body.flag).toBe(4010);
    const other = vehicle(`s.state = 'stationary' AND ${VALID}`);
    const { body } = await send({ commandCode: 'QUERY_STATUS', vehicleIds: [other] });
    expect((await batch(body.obj.batchId, env.sub)).body).toMatchObject({ flag: 0, msg: '指令批次不存在或无权查看' });
  });
});

describe('GET pageCommandRecord.json', () => {
  it('pages the history newest first, with filters', async () => {
    const { body } = await records('pageSize=5');
    expect(commandRecordPageSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj.list).toHaveLength(5);
    expect(body.obj.total).toBeGreaterThan(50);
    const times = body.obj.list.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const fuel = await records('commandCode=FUEL_CUT&pageSize=100');
    expect(fuel.body.obj.list.every((item) => item.commandCode === 'FUEL_CUT' && item.commandName === '断油电')).toBe(true);
    const one = body.obj.list[0]?.vehicleId ?? 0;
    expect((await records(`vehicleId=${one}&pageSize=100`)).body.obj.list.every((item) => item.vehicleId === one)).toBe(true);
    const old = await records(`endTime=${encodeURIComponent('2026-01-14 10:00:00')}&pageSize=100`);
    expect(old.body.obj.total).toBeGreaterThan(0);
    expect(old.body.obj.list.every((item) => item.createdAt <= '2026-01-14T02:00:00.000Z')).toBe(true);
  });

  it('refuses bad input with Chinese messages, and 4010', async () => {
    expect((await records('startTime=yesterday')).body.flag).toBe(0);
    expect((await records(`startTime=${encodeURIComponent('2026-02-30 00:00:00')}`)).body).toMatchObject({ flag: 0, msg: '参数错误：开始时间(startTime)格式不正确，请使用 YYYY-MM-DD HH:mm:ss' });
    expect((await records(`startTime=2026-01-15T00:00:00Z&endTime=2026-01-14T00:00:00Z`)).body.msg).toBe('参数错误：开始时间不能晚于结束时间');
    expect((await records('status=lost')).body.flag).toBe(0);
    expect((await records('pageSize=0')).body.flag).toBe(0);
    expect((await records('')).body.flag).toBe(1);
    expect((await records('', '')).body.flag).toBe(4010);
  });

  it('shows the sub-user only records of their own vehicles', async () => {
    const visible = new Set(
      env.server.app.db.prepare<[], { id: number }>(`SELECT id FROM vehicles WHERE group_id IN ${SUB_USER_GROUP_IDS_SQL}`).all().map((row) => row.id),
    );
    const { body } = await records('pageSize=500', env.sub);
    expect(body.obj.list.every((item) => visible.has(item.vehicleId))).toBe(true);
    const all = await records('pageSize=500');
    expect(body.obj.total).toBe(all.body.obj.list.filter((item) => visible.has(item.vehicleId)).length);
  });
});

describe('POST retryCommand.json', () => {
  it('retries failed or timed-out deliveries and nothing else', async () => {
    const online = vehicle(`s.state = 'stationary' AND ${VALID}`);
    const { body } = await send({ commandCode: 'QUERY_PARAMS', vehicleIds: [online] });
    const [delivery] = (await batch(body.obj.batchId)).body.obj.list;
    if (!delivery) throw new Error('no delivery');
    // not yet answered: nothing to retry
    expect((await retry({ deliveryIds: [delivery.deliveryId] })).body).toMatchObject({ flag: 0, msg: '没有可重试的指令（只有执行失败或超时的指令可以重试）' });
    env.server.app.db.prepare("UPDATE command_deliveries SET status = 'timedOut', reason_code = 'noReply', finished_at = ? WHERE id = ?").run(env.server.clock.now(), delivery.deliveryId);
    const retried = await retry({ deliveryIds: [delivery.deliveryId] });
    expect(retried.body.obj).toEqual([expect.objectContaining({ vehicleId: online, status: 'sent' })]);
    const after = (await batch(body.obj.batchId)).body.obj.list[0];
    expect(after).toMatchObject({ status: 'sent', attempt: 2, reply: null });
  });

  it('refuses bad input, 4010, and deliveries outside the sub-user’s vehicles', async () => {
    expect((await retry({ deliveryIds: [] })).body.flag).toBe(0);
    expect((await retry({ deliveryIds: 'all' })).body.flag).toBe(0);
    expect((await retry({ deliveryIds: [1] }, '')).body.flag).toBe(4010);
    const failed = env.server.app.db
      .prepare<[], { id: number }>(`SELECT d.id FROM command_deliveries d JOIN vehicles v ON v.id = d.vehicle_id WHERE v.group_id NOT IN ${SUB_USER_GROUP_IDS_SQL} AND d.status IN ('failed', 'timedOut') LIMIT 1`)
      .get();
    expect(failed).toBeDefined();
    expect((await retry({ deliveryIds: [failed?.id ?? 0] }, env.sub)).body.flag).toBe(0);
    expect(env.server.app.db.prepare<[number], { status: string }>('SELECT status FROM command_deliveries WHERE id = ?').get(failed?.id ?? 0)?.status).toMatch(/failed|timedOut/);
  });
});
