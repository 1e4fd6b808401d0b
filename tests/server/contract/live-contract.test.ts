import { listAllVehicles } from '@shared/api/group-api';
import { getLiveChanges } from '@shared/api/live-api';
import { createVehicleStatusRepository } from '@server/db/vehicle-status-repository';
import { describe, expect, it } from 'vitest';
import { startContractServerForFile } from './contract-kit';

describe('live feed: client functions against the real server', () => {
  const env = startContractServerForFile();

  /** what the device gateway (the simulator) writes when a vehicle reports a new position */
  const report = (vehicleId: number, lng: number, lat: number) => {
    env.server.clock.advance(1000);
    createVehicleStatusRepository(env.server.app.db).saveMotion({
      vehicleId,
      now: env.server.clock.now(),
      state: 'online',
      lng,
      lat,
      speed: 36,
      direction: 90,
      accOn: 1,
    });
  };

  it('getLiveChanges answers nothing new right after the list, then exactly the vehicle that reported', async () => {
    const list = await listAllVehicles(env.operator);
    const quiet = await getLiveChanges(env.operator, { cursor: list.cursor });
    expect(quiet).toMatchObject({ count: 0, more: false });

    const vehicleId = list.vehicleId[0] as number;
    report(vehicleId, 113.9, 22.5);
    const changes = await getLiveChanges(env.operator, { cursor: quiet.cursor });
    expect(changes.count).toBe(1);
    expect(changes).toMatchObject({ vehicleId: [vehicleId], lng: [113.9], lat: [22.5], speed: [36], state: ['online'], accOn: [1] });
    expect(changes.reportTime[0]).toBe(env.server.clock.now());
    // caught up: the same cursor twice gives the same change, the new one gives none
    expect((await getLiveChanges(env.operator, { cursor: quiet.cursor })).vehicleId).toEqual([vehicleId]);
    expect((await getLiveChanges(env.operator, { cursor: changes.cursor })).count).toBe(0);
  });

  it('a sub-user is not told about vehicles outside their groups', async () => {
    const [all, own] = [await listAllVehicles(env.operator), await listAllVehicles(env.sub)];
    const mine = new Set(own.vehicleId);
    const foreign = all.vehicleId.find((id) => !mine.has(id)) as number;
    report(foreign, 121.4, 31.2);
    expect((await getLiveChanges(env.sub, { cursor: own.cursor })).count).toBe(0);
    expect((await getLiveChanges(env.operator, { cursor: all.cursor })).vehicleId).toContain(foreign);
  });

  it('refuses a malformed cursor before sending, with the server\'s message', async () => {
    await expect(getLiveChanges(env.operator, { cursor: 'abc' })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：同步位置格式不正确，请重新加载车辆列表',
    });
  });

  it('asks an anonymous caller to log in', async () => {
    await expect(getLiveChanges(env.anonymous, { cursor: '0-0-0' })).rejects.toMatchObject({ kind: 'session-expired' });
  });
});
