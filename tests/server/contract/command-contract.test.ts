import {
  checkCommandTargets,
  getCommandBatch,
  listCommandTypes,
  pageCommandRecords,
  retryCommands,
  sendCommands,
} from '@shared/api/command-api';
import { describe, expect, it } from 'vitest';
import { SUB_USER_GROUP_IDS_SQL } from '../helpers';
import { startContractServerForFile } from './contract-kit';
import { MSG_NO_PERMISSION } from '@server/auth/role-permissions';

const VALID = "v.platform_expire_date >= '2026-01-15' AND v.model <> 'AT4 无线'";
const NOT_BUSY = `v.id NOT IN (SELECT vehicle_id FROM command_deliveries WHERE status IN ('queued', 'sent'))`;

describe('command endpoints: client functions against the real server', () => {
  const env = startContractServerForFile();

  /** A parked, valid vehicle with nothing in flight, inside or outside the sub-user's groups. */
  function parkedVehicle(inSub: boolean, skip: readonly number[] = []): number {
    const row = env.server.app.db
      .prepare<[], { id: number }>(
        `SELECT v.id FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id
         WHERE s.state = 'stationary' AND ${VALID} AND ${NOT_BUSY} AND v.group_id ${inSub ? '' : 'NOT'} IN ${SUB_USER_GROUP_IDS_SQL}
         ${skip.length ? `AND v.id NOT IN (${skip.join(',')})` : ''} ORDER BY v.id LIMIT 1`,
      )
      .get();
    if (!row) throw new Error('no parked vehicle');
    return row.id;
  }

  it('listCommandTypes answers the catalogue the dialog is built from', async () => {
    const types = await listCommandTypes(env.operator);
    expect(types.map((type) => type.code)).toContain('SEND_TEXT');
    expect(types.find((type) => type.code === 'FUEL_CUT')).toMatchObject({ name: '断油电', needsConfirmation: true, queueable: false });
  });

  it('checkCommandTargets hands the operator a confirmation token; the sub-user lacks the permission', async () => {
    const parked = parkedVehicle(false);
    const checked = await checkCommandTargets(env.operator, { commandCode: 'FUEL_CUT', vehicleIds: [parked] });
    expect(checked.list[0]).toMatchObject({ vehicleId: parked, ok: true, reasonCode: 'ok' });
    expect(checked.confirmToken).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
    const own = parkedVehicle(true);
    await expect(checkCommandTargets(env.sub, { commandCode: 'REBOOT', vehicleIds: [own, parked] })).rejects.toMatchObject({
      kind: 'flag',
      message: MSG_NO_PERMISSION,
    });
  });

  it('checkCommandTargets refuses an empty vehicle list before sending', async () => {
    await expect(checkCommandTargets(env.operator, { commandCode: 'REBOOT', vehicleIds: [] })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：车辆列表(vehicleIds)不能为空',
    });
  });

  it('sendCommands sends with the token, for the vehicles checked and once; getCommandBatch shows the batch to the operator only', async () => {
    const parked = parkedVehicle(false);
    const { confirmToken } = await checkCommandTargets(env.operator, { commandCode: 'FUEL_CUT', vehicleIds: [parked] });
    const other = parkedVehicle(false, [parked]);
    await expect(sendCommands(env.operator, { commandCode: 'FUEL_CUT', vehicleIds: [parked, other], confirmToken: confirmToken ?? '' })).rejects.toMatchObject({
      kind: 'flag',
      message: '确认的指令、参数或车辆与本次下发不一致，请重新预检并确认',
    });
    const sent = await sendCommands(env.operator, { commandCode: 'FUEL_CUT', vehicleIds: [parked], confirmToken: confirmToken ?? '' });
    expect(sent).toMatchObject({ sentCount: 1, refusedCount: 0 });
    await expect(sendCommands(env.operator, { commandCode: 'FUEL_CUT', vehicleIds: [parked], confirmToken: confirmToken ?? '' })).rejects.toMatchObject({
      kind: 'flag',
      message: '该确认已使用，请重新预检并确认',
    });
    const batch = await getCommandBatch(env.operator, { batchId: sent.batchId });
    expect(batch).toMatchObject({ commandName: '断油电', userName: 'demo', finished: false });
    expect(batch.list.map((item) => item.vehicleId)).toEqual([parked]);
    await expect(getCommandBatch(env.sub, { batchId: sent.batchId })).rejects.toMatchObject({ kind: 'flag', message: '指令批次不存在或无权查看' });
  });

  it('sendCommands refuses the sub-user, who has no car:command:send', async () => {
    await expect(sendCommands(env.sub, { commandCode: 'REBOOT', vehicleIds: [parkedVehicle(true)] })).rejects.toMatchObject({
      kind: 'flag',
      message: MSG_NO_PERMISSION,
    });
  });

  it('pageCommandRecords pages the history; the sub-user sees only their vehicles', async () => {
    const page = await pageCommandRecords(env.operator, { pageSize: 5, commandCode: 'FUEL_CUT' });
    expect(page.pageSize).toBe(5);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((item) => item.commandName === '断油电')).toBe(true);
    const visible = new Set(
      env.server.app.db.prepare<[], { id: number }>(`SELECT id FROM vehicles WHERE group_id IN ${SUB_USER_GROUP_IDS_SQL}`).all().map((row) => row.id),
    );
    const theirs = await pageCommandRecords(env.sub, { pageSize: 100 });
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.list.every((item) => visible.has(item.vehicleId))).toBe(true);
    await expect(pageCommandRecords(env.operator, { startTime: '2026-01-15 10:00:00', endTime: '2026-01-14 10:00:00' })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：开始时间不能晚于结束时间',
    });
  });

  it('retryCommands sends a timed-out delivery again and refuses one still in flight', async () => {
    const parked = parkedVehicle(false);
    const sent = await sendCommands(env.operator, { commandCode: 'QUERY_PARAMS', vehicleIds: [parked] });
    const [delivery] = (await getCommandBatch(env.operator, { batchId: sent.batchId })).list;
    const deliveryIds = [delivery?.deliveryId ?? 0];
    await expect(retryCommands(env.operator, { deliveryIds })).rejects.toMatchObject({
      kind: 'flag',
      message: '没有可重试的指令（只有执行失败或超时的指令可以重试）',
    });
    env.server.app.db
      .prepare("UPDATE command_deliveries SET status = 'timedOut', reason_code = 'noReply', finished_at = ? WHERE id = ?")
      .run(env.server.clock.now(), deliveryIds[0]);
    expect(await retryCommands(env.operator, { deliveryIds })).toEqual([expect.objectContaining({ vehicleId: parked, status: 'sent' })]);
    expect((await getCommandBatch(env.operator, { batchId: sent.batchId })).list[0]).toMatchObject({ status: 'sent', attempt: 2 });
  });
});
