import type { CommandCheckResult, CommandSendResult } from '@shared/api/dto/command-dto';
import { CONFIRM_TTL_MS } from '@server/commands/confirm-token';
import { describe, expect, it } from 'vitest';
import { postJsonAs, startWithSessionsForFile, SUB_USER_GROUP_IDS_SQL } from './helpers';

/**
 * The confirmation of a dangerous command is for what was confirmed: the pre-check's token covers
 * that command, its parameters and exactly the vehicles that were checked, once, for five minutes.
 * (Measured before: a token from pre-checking one vehicle cut fuel on five others, and could be used
 * again and again until it expired.)
 */

const BASE = '/car/v1/api/command';
const env = startWithSessionsForFile();

const MSG_MISMATCH = '确认的指令、参数或车辆与本次下发不一致，请重新预检并确认';
const MSG_USED = '该确认已使用，请重新预检并确认';
const MSG_EXPIRED = '确认已过期（有效 5 分钟），请重新预检并确认';

/** Parked, in service, with a relay (not the wireless model), nothing in flight, outside the sub-user's groups. */
function parkedVehicles(count: number): number[] {
  const rows = env.server.app.db
    .prepare<[number], { id: number }>(
      `SELECT v.id FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id
       WHERE s.state = 'stationary' AND v.platform_expire_date >= '2026-01-15' AND v.model <> 'AT4 无线'
         AND v.id NOT IN (SELECT vehicle_id FROM command_deliveries WHERE status IN ('queued', 'sent'))
         AND v.group_id NOT IN ${SUB_USER_GROUP_IDS_SQL} ORDER BY v.id LIMIT ?`,
    )
    .all(count);
  if (rows.length < count) throw new Error(`only ${rows.length} parked vehicles`);
  return rows.map((row) => row.id);
}

const check = (body: unknown) => postJsonAs<CommandCheckResult>(env.server.app, `${BASE}/checkCommandDownBatchTer.json`, body, env.operator);
const send = (body: unknown) => postJsonAs<CommandSendResult>(env.server.app, `${BASE}/commandDownBatch.json`, body, env.operator);

async function tokenFor(commandCode: string, vehicleIds: number[]): Promise<string> {
  const { body } = await check({ commandCode, vehicleIds });
  if (!body.obj.confirmToken) throw new Error(`no token: ${body.msg}`);
  return body.obj.confirmToken;
}

/** How many deliveries a vehicle has ever had: a refused send writes none. */
function deliveriesOf(vehicleId: number): number {
  return env.server.app.db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM command_deliveries WHERE vehicle_id = ?').get(vehicleId)?.n ?? 0;
}

describe('the confirmation token of a fuel cut', () => {
  it('cuts fuel only on the vehicles that were confirmed, only for that command, and only once', async () => {
    const [a = 0, b = 0, c = 0] = parkedVehicles(3);
    const before = [a, b, c].map(deliveriesOf);
    const token = await tokenFor('FUEL_CUT', [a]);

    // the vehicles must be exactly the ones pre-checked: not more, not others
    for (const vehicleIds of [[a, b], [b], [b, c, a]]) {
      expect((await send({ commandCode: 'FUEL_CUT', vehicleIds, confirmToken: token })).body).toEqual({ flag: 0, msg: MSG_MISMATCH });
    }
    // a token of one dangerous command does not confirm another
    expect((await send({ commandCode: 'FACTORY_RESET', vehicleIds: [a], confirmToken: token })).body).toEqual({ flag: 0, msg: MSG_MISMATCH });
    const resetToken = await tokenFor('FACTORY_RESET', [a]);
    expect((await send({ commandCode: 'FUEL_CUT', vehicleIds: [a], confirmToken: resetToken })).body).toEqual({ flag: 0, msg: MSG_MISMATCH });
    expect([a, b, c].map(deliveriesOf)).toEqual(before);

    // exactly what was confirmed: accepted (the refusals above did not use the token up)
    const accepted = await send({ commandCode: 'FUEL_CUT', vehicleIds: [a], confirmToken: token });
    expect(accepted.body.flag).toBe(1);
    expect(accepted.body.obj).toMatchObject({ sentCount: 1, refusedCount: 0 });
    expect(accepted.body.obj.list).toEqual([expect.objectContaining({ vehicleId: a, status: 'sent' })]);

    // the same token again: refused, nothing written
    const replay = await send({ commandCode: 'FUEL_CUT', vehicleIds: [a], confirmToken: token });
    expect(replay.body).toEqual({ flag: 0, msg: MSG_USED });
    expect(deliveriesOf(a)).toBe((before[0] ?? 0) + 1);
  });

  it('covers the set of vehicles checked, in any order and with repeats, and re-checks each one on the send', async () => {
    const [a = 0, b = 0] = parkedVehicles(2);
    const token = await tokenFor('FUEL_CUT', [a, b, 999_999]);
    // b drives off between the confirmation and the send: the server refuses it on the fresh facts
    env.server.app.db.prepare("UPDATE vehicle_status SET state = 'online', speed = 40 WHERE vehicle_id = ?").run(b);
    const { body } = await send({ commandCode: 'FUEL_CUT', vehicleIds: [999_999, b, a, b], confirmToken: token });
    expect(body.flag).toBe(1);
    expect(body.obj.list.map((item) => [item.vehicleId, item.status, item.reasonCode])).toEqual([
      [999_999, 'refused', 'notFound'],
      [b, 'refused', 'moving'],
      [a, 'sent', null],
    ]);
  });

  it('expires five minutes after the pre-check', async () => {
    const [a = 0] = parkedVehicles(1);
    const token = await tokenFor('FUEL_CUT', [a]);
    env.server.clock.advance(CONFIRM_TTL_MS);
    expect((await send({ commandCode: 'FUEL_CUT', vehicleIds: [a], confirmToken: token })).body).toEqual({ flag: 0, msg: MSG_EXPIRED });
    // a fresh confirmation works
    const fresh = await tokenFor('FUEL_CUT', [a]);
    expect((await send({ commandCode: 'FUEL_CUT', vehicleIds: [a], confirmToken: fresh })).body.obj.sentCount).toBe(1);
  });
});
