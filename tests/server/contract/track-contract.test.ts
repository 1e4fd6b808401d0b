import { decodeTrackPoints, type Track } from '@shared/api/dto/track-dto';
import { queryTrack } from '@shared/api/track-api';
import { describe, expect, it } from 'vitest';
import { SUB_USER_GROUP_IDS_SQL, TEST_EPOCH } from '../helpers';
import { startContractServerForFile } from './contract-kit';

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR_MS = 3_600_000;
const DAY = { startTime: iso(TEST_EPOCH - 24 * HOUR_MS), endTime: iso(TEST_EPOCH) };

describe('track endpoint: client function against the real server', () => {
  const env = startContractServerForFile();

  function trackedVehicle(inSub: boolean): number {
    const row = env.server.app.db
      .prepare<[], { id: number }>(
        `SELECT v.id FROM vehicles v WHERE v.group_id ${inSub ? '' : 'NOT'} IN ${SUB_USER_GROUP_IDS_SQL}
         AND EXISTS (SELECT 1 FROM track_points t WHERE t.vehicle_id = v.id) ORDER BY v.id LIMIT 1`,
      )
      .get();
    if (!row) throw new Error('no tracked vehicle');
    return row.id;
  }

  it('queryTrack answers a day of points, stops and totals', async () => {
    const vehicleId = trackedVehicle(false);
    const track = await queryTrack(env.operator, { vehicleId, ...DAY });
    expect(track.vehicleId).toBe(vehicleId);
    const points = track.points;
    expect(points.count).toBeGreaterThan(100);
    expect(track.totals.pointCount).toBe(points.count);
    // sorted by fix time, near the vehicle's city: the columns decode to real positions
    expect(points.time.every((time, i) => i === 0 || time > (points.time[i - 1] ?? 0))).toBe(true);
    expect(points.lng.every((lng) => lng > 72 && lng < 138)).toBe(true);
    // the binary form the client reads carries the very values of the JSON form
    const json = await env.server.app.inject({
      method: 'GET',
      url: `/car/v1/api/track/queryTrack.json?vehicleId=${vehicleId}&startTime=${encodeURIComponent(DAY.startTime)}&endTime=${encodeURIComponent(DAY.endTime)}`,
      headers: env.operator.headers(),
    });
    const expected = decodeTrackPoints((JSON.parse(json.body) as { obj: Track }).obj.points);
    expect(points).toEqual(expected);
  });

  it('queryTrack shows the sub-user their own vehicle and refuses another one', async () => {
    const own = trackedVehicle(true);
    expect((await queryTrack(env.sub, { vehicleId: own, ...DAY })).vehicleId).toBe(own);
    await expect(queryTrack(env.sub, { vehicleId: trackedVehicle(false), ...DAY })).rejects.toMatchObject({
      kind: 'flag',
      message: '车辆不存在或无权查看',
    });
  });

  it('queryTrack refuses a span over 7 days before sending', async () => {
    await expect(queryTrack(env.operator, { vehicleId: 1, startTime: '2026-01-01 00:00:00', endTime: '2026-01-08 00:00:01' })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：查询时间跨度不能超过 7 天',
    });
  });
});
