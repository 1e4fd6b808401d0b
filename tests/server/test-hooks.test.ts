import type { RealtimeAlarms } from '@shared/api/dto/alarm-dto';
import type { CommandBatch, CommandSendResult } from '@shared/api/dto/command-dto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import type { ResourceItem } from '@shared/api/dto/resource-dto';
import { buildPermissionMaps } from '@shared/permission/permission-maps';
import { getJson, postJsonAs, sessionFor, startWithSessionsForFile } from './helpers';

const env = startWithSessionsForFile({ e2eTestHooks: true });

/** A vehicle of the demo customer in the given state. */
const vehicleIn = (state: string) =>
  env.server.app.db.prepare<[string], { id: number }>(`SELECT vehicle_id AS id FROM vehicle_status WHERE state = ? ORDER BY vehicle_id LIMIT 1`).get(state)?.id ?? 0;

describe('test hooks (E2E_TEST_HOOKS=1 only)', () => {
  it('are off unless the variable is set to 1', () => {
    expect(loadConfig([], {}).e2eTestHooks).toBeUndefined();
    expect(loadConfig([], { E2E_TEST_HOOKS: '0' }).e2eTestHooks).toBeUndefined();
    expect(loadConfig([], { E2E_TEST_HOOKS: '1' }).e2eTestHooks).toBe(true);
  });

  it('raise an alarm now, which the real-time query answers as the newest', async () => {
    const before = await getJson<RealtimeAlarms>(env.server.app, '/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json?limit=1', env.operator);
    const vehicleId = vehicleIn('online');
    const raised = await postJsonAs<{ alarmId: number }>(env.server.app, '/test-hooks/raiseAlarm.json', { vehicleId, type: 'sos' }, env.operator);
    expect(raised.body.flag).toBe(1);
    const after = await getJson<RealtimeAlarms>(
      env.server.app,
      `/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json?sinceAlarmId=${before.body.obj.latestAlarmId}`,
      env.operator,
    );
    expect(after.body.obj.list.map((alarm) => [alarm.alarmId, alarm.vehicleId, alarm.typeName])).toEqual([[raised.body.obj.alarmId, vehicleId, '紧急报警']]);
  });

  it('settle sent commands: every delivery to an online vehicle reaches a final state, the offline one stays queued', async () => {
    const online = vehicleIn('online');
    const offline = vehicleIn('offline');
    const sent = await postJsonAs<CommandSendResult>(
      env.server.app,
      '/car/v1/api/command/commandDownBatch.json',
      { commandCode: 'QUERY_STATUS', vehicleIds: [online, offline], queueOffline: true },
      env.operator,
    );
    expect(sent.body.obj.list.map((item) => item.status).sort()).toEqual(['queued', 'sent']);
    await postJsonAs(env.server.app, '/test-hooks/settleCommands.json', {}, env.operator);
    const batch = await getJson<CommandBatch>(env.server.app, `/car/v1/api/command/queryCommandBatch.json?batchId=${sent.body.obj.batchId}`, env.operator);
    const byVehicle = new Map(batch.body.obj.list.map((item) => [item.vehicleId, item.status]));
    expect(['acknowledged', 'failed', 'timedOut']).toContain(byVehicle.get(online));
    expect(byVehicle.get(offline)).toBe('queued');
  });

  it('settle with a forced outcome: every sent delivery fails, and after a retry acknowledges', async () => {
    const online = vehicleIn('online');
    const sent = await postJsonAs<CommandSendResult>(env.server.app, '/car/v1/api/command/commandDownBatch.json', { commandCode: 'QUERY_STATUS', vehicleIds: [online] }, env.operator);
    await postJsonAs(env.server.app, '/test-hooks/settleCommands.json', { outcome: 'fail' }, env.operator);
    const batchOf = async () =>
      (await getJson<CommandBatch>(env.server.app, `/car/v1/api/command/queryCommandBatch.json?batchId=${sent.body.obj.batchId}`, env.operator)).body.obj.list[0];
    const failed = await batchOf();
    expect(failed).toMatchObject({ status: 'failed', retryable: true });
    await postJsonAs(env.server.app, '/car/v1/api/command/retryCommand.json', { deliveryIds: [failed?.deliveryId] }, env.operator);
    await postJsonAs(env.server.app, '/test-hooks/settleCommands.json', { outcome: 'ack' }, env.operator);
    expect(await batchOf()).toMatchObject({ status: 'acknowledged', attempt: 2 });
  });
});

describe('the seeded viewer (demo-viewer)', () => {
  it('sees the sub-user’s alarms but holds no car:alarm:process, so processing is refused', async () => {
    const viewer = await sessionFor(env.server.app, 'demo-viewer');
    const resources = await getJson<ResourceItem[]>(env.server.app, '/car/v1/api/resource/newList.json?version=v4&from=carWeb4', viewer);
    expect(buildPermissionMaps(resources.body.obj).buttons.has('car:alarm:process')).toBe(false);
    const realtime = await getJson<RealtimeAlarms>(env.server.app, '/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json?limit=5', viewer);
    expect(realtime.body.obj.list.length).toBeGreaterThan(0);
    const alarmId = realtime.body.obj.list[0]?.alarmId ?? 0;
    const refused = await postJsonAs(env.server.app, '/car/v1/api/monitor/processAlarm', { alarmId, processMethod: 'other' }, viewer);
    expect(refused.body).toMatchObject({ flag: 0, msg: '您没有此项操作的权限，请联系主账号开通' });
  });
});
