import type { Track, TrackPoint } from '@shared/api/dto/track-dto';
import { decodeTrackPoints, trackSchema } from '@shared/api/dto/track-dto';
import { createSimulatorTick } from '@server/simulator/simulator';
import { createTrackRecorder, MOVING_INTERVAL_MS } from '@server/simulator/track-recorder';
import { chinaDay } from '@shared/api/time/china-time';
import { haversineM } from '@server/tracks/geo';
import { chinaDayStartOf } from '@server/db/track-blocks';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TEST_EPOCH, getJson, startWithSessionsForFile, SUB_USER_GROUP_IDS_SQL } from './helpers';

const URL = '/car/v1/api/track/queryTrack.json';
const HOUR = 3_600_000;
const env = startWithSessionsForFile();

const iso = (ms: number) => new Date(ms).toISOString();
const query = (vehicleId: number | string, start: string, end: string, session = env.operator) =>
  getJson<Track>(env.server.app, `${URL}?vehicleId=${vehicleId}&startTime=${encodeURIComponent(start)}&endTime=${encodeURIComponent(end)}`, session);

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

describe('GET queryTrack.json', () => {
  it('answers the seeded history in one call: sorted points, stops and totals', async () => {
    const vehicleId = trackedVehicle(false);
    const { body } = await query(vehicleId, iso(TEST_EPOCH - 24 * HOUR), iso(TEST_EPOCH));
    expect(body.flag).toBe(1);
    expect(trackSchema.safeParse(body.obj).success).toBe(true);
    const { totals, stops } = body.obj;
    const decoded = decodeTrackPoints(body.obj.points);
    const points = Array.from(decoded.time, (time, i): TrackPoint => {
      const field = (column: ArrayLike<number>) => column[i] ?? Number.NaN;
      return [time, field(decoded.lng), field(decoded.lat), field(decoded.speed), field(decoded.direction), field(decoded.accOn), field(decoded.mileageKm), field(decoded.backfill)];
    });
    const stored = env.server.app.db
      .prepare<[number, number, number], { c: number }>('SELECT COUNT(*) AS c FROM track_points WHERE vehicle_id = ? AND fix_time BETWEEN ? AND ?')
      .get(vehicleId, TEST_EPOCH - 24 * HOUR, TEST_EPOCH);
    expect(points.length).toBe(stored?.c);
    expect(points.length).toBeGreaterThan(100);
    expect(points.every((p, i) => i === 0 || p[0] > (points[i - 1]?.[0] ?? 0))).toBe(true);
    // mileage so far never decreases and ends at the total distance
    expect(points.every((p, i) => i === 0 || p[6] >= (points[i - 1]?.[6] ?? 0))).toBe(true);
    expect(points[points.length - 1]?.[6]).toBeCloseTo(totals.distanceKm, 2);
    expect(totals.pointCount).toBe(points.length);
    expect(stops.length).toBeGreaterThan(0);
    expect(totals.parkingS).toBe(stops.reduce((sum, stop) => sum + stop.durationS, 0));
    expect(totals.maxSpeed).toBe(Math.max(...points.map((p) => p[3])));
    // positions are WGS-84 near the vehicle's city
    expect(points.every((p) => p[1] > 72 && p[1] < 138 && p[2] > 0.8 && p[2] < 56)).toBe(true);
  });

  it('puts late-uploaded (补报) points in fix-time order and counts them', async () => {
    const vehicleId = trackedVehicle(false);
    const base = TEST_EPOCH - 30 * 86_400_000;
    const insert = env.server.app.db.prepare(
      'INSERT INTO track_points (vehicle_id, fix_time, lng, lat, speed, direction, acc_on, backfill, received_at) VALUES (?, ?, ?, 30, 40, 90, 1, ?, ?)',
    );
    // arrival order: minute 0, 3, then the blind-zone points 1 and 2 arrive late
    insert.run(vehicleId, base, 114.0, 0, base);
    insert.run(vehicleId, base + 180_000, 114.03, 0, base + 180_000);
    insert.run(vehicleId, base + 60_000, 114.01, 1, base + 300_000);
    insert.run(vehicleId, base + 120_000, 114.02, 1, base + 300_000);
    const { body } = await query(vehicleId, iso(base - 1000), iso(base + HOUR));
    const points = decodeTrackPoints(body.obj.points);
    expect(Array.from(points.time, (time, i) => [time - base, points.backfill[i]])).toEqual([
      [0, 0],
      [60_000, 1],
      [120_000, 1],
      [180_000, 0],
    ]);
    expect(body.obj.totals).toMatchObject({ backfillCount: 2, pointCount: 4, movingS: 180 });
    expect(body.obj.totals.distanceKm).toBeCloseTo(haversineM(114, 30, 114.03, 30) / 1000, 3);
  });

  it.each([
    ['a span over 7 days', '2026-01-01 00:00:00', '2026-01-08 00:00:01', '参数错误：查询时间跨度不能超过 7 天'],
    ['start after end', '2026-01-08 00:00:00', '2026-01-07 00:00:00', '参数错误：开始时间不能晚于结束时间'],
    ['an impossible date', '2026-02-30 00:00:00', '2026-03-01 00:00:00', '参数错误：开始时间(startTime)格式不正确，请使用 YYYY-MM-DD HH:mm:ss'],
  ])('refuses %s with a Chinese message', async (_name, start, end, message) => {
    expect((await query(trackedVehicle(false), start, end)).body).toMatchObject({ flag: 0, msg: message });
  });

  it('validates the query and answers 4010 without a session', async () => {
    expect((await query('abc', '2026-01-14 00:00:00', '2026-01-15 00:00:00')).body.flag).toBe(0);
    expect((await query(1, 'yesterday', 'today')).body.msg).toMatch(/^参数错误/);
    expect((await getJson(env.server.app, URL, env.operator)).body).toMatchObject({ flag: 0 });
    expect((await query(1, '2026-01-14 00:00:00', '2026-01-15 00:00:00', '')).body.flag).toBe(4010);
  });

  it('shows the sub-user their own vehicles’ tracks and nothing of others', async () => {
    const own = trackedVehicle(true);
    const other = trackedVehicle(false);
    expect((await query(own, iso(TEST_EPOCH - HOUR), iso(TEST_EPOCH), env.sub)).body.flag).toBe(1);
    const refused = (await query(other, iso(TEST_EPOCH - HOUR), iso(TEST_EPOCH), env.sub)).body;
    expect(refused).toMatchObject({ flag: 0, msg: '车辆不存在或无权查看' });
    expect(refused.obj).toBeUndefined();
    expect((await query(999_999, iso(TEST_EPOCH - HOUR), iso(TEST_EPOCH))).body.msg).toBe('车辆不存在或无权查看');
  });

  it('answers a reopened range again after its points changed (new point, pruned point), and gzip when asked', async () => {
    const vehicleId = trackedVehicle(false);
    const base = TEST_EPOCH - 40 * 86_400_000;
    const db = env.server.app.db;
    const insert = db.prepare(
      'INSERT INTO track_points (vehicle_id, fix_time, lng, lat, speed, direction, acc_on, backfill, received_at) VALUES (?, ?, 114, 30, 40, 90, 1, ?, ?)',
    );
    for (let i = 0; i < 3; i += 1) insert.run(vehicleId, base + i * 60_000, 0, base + i * 60_000);
    const count = async () => decodeTrackPoints((await query(vehicleId, iso(base - 1000), iso(base + HOUR))).body.obj.points).count;
    expect(await count()).toBe(3);
    expect(await count()).toBe(3);
    // a late (补报) point arrives inside the range
    insert.run(vehicleId, base + 30_000, 1, base + HOUR);
    expect(await count()).toBe(4);
    // one is pruned and another arrives with an older arrival time than the latest: still seen
    db.prepare('DELETE FROM track_points WHERE vehicle_id = ? AND fix_time = ?').run(vehicleId, base);
    expect(await count()).toBe(3);

    const url = `${URL}?vehicleId=${vehicleId}&startTime=${encodeURIComponent(iso(TEST_EPOCH - 72 * HOUR))}&endTime=${encodeURIComponent(iso(TEST_EPOCH))}`;
    const headers = { authorization: '', platformId: '0', sessionId: env.operator };
    const plain = await env.server.app.inject({ method: 'GET', url, headers });
    const zipped = await env.server.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip, deflate' } });
    expect(plain.body.length).toBeGreaterThan(16_384);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await env.server.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('keeps finished days as blocks that answer exactly the rows, cut at the range, and drops a day\'s block when a late point lands in it', async () => {
    const vehicleId = trackedVehicle(false);
    const db = env.server.app.db;
    // three China days, 50 days back: points every 20 min from 10:00 (China time) of day 1
    const dayOne = chinaDayStartOf(TEST_EPOCH - 50 * 86_400_000);
    const insert = db.prepare(
      'INSERT INTO track_points (vehicle_id, fix_time, lng, lat, speed, direction, acc_on, backfill, received_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)',
    );
    for (let i = 0; i < 150; i += 1) {
      const time = dayOne + 10 * HOUR + i * 1_200_000;
      insert.run(vehicleId, time, 114 + i * 1e-3, 30 + i * 1e-4, i % 5 === 0 ? 0 : 20 + (i % 40) * 0.7, (i * 7) % 360, i % 11 === 0 ? 1 : 0, time);
    }
    const rowsOf = (from: number, to: number) =>
      db
        .prepare<[number, number, number], { fix_time: number; lng: number; lat: number; speed: number; direction: number; backfill: number }>(
          'SELECT fix_time, lng, lat, speed, direction, backfill FROM track_points WHERE vehicle_id = ? AND fix_time BETWEEN ? AND ? ORDER BY fix_time',
        )
        .all(vehicleId, from, to)
        .map((row) => [row.fix_time, row.lng, row.lat, row.speed, row.direction, row.backfill]);
    const blocks = () =>
      db
        .prepare<[number, number, number], { c: number }>('SELECT COUNT(*) AS c FROM track_blocks WHERE vehicle_id = ? AND day_start BETWEEN ? AND ?')
        .get(vehicleId, dayOne, dayOne + 2 * 86_400_000)?.c;
    const answered = async (from: number, to: number) => {
      const points = decodeTrackPoints((await query(vehicleId, iso(from), iso(to))).body.obj.points);
      return Array.from(points.time, (time, i) => [time, points.lng[i], points.lat[i], points.speed[i], points.direction[i], points.backfill[i]]);
    };
    // from the middle of day 1 to the middle of day 3: the edges cut inside the days' blocks
    const from = dayOne + 14 * HOUR + 1;
    const to = dayOne + 2 * 86_400_000 + 6 * HOUR;
    expect(blocks()).toBe(0);
    const first = await answered(from, to);
    expect(blocks()).toBe(3);
    expect(first).toEqual(rowsOf(from, to));
    expect(first.length).toBeGreaterThan(100);
    // a late (补报) point on day 2: that day's block goes, the others stay, the answer has the point
    const late = dayOne + 86_400_000 + 12 * HOUR + 1;
    insert.run(vehicleId, late, 115, 31, 33, 45, 1, TEST_EPOCH);
    expect(blocks()).toBe(2);
    const second = await answered(from, to);
    expect(second).toEqual(rowsOf(from, to));
    expect(second.length).toBe(first.length + 1);
    expect(second.some((point) => point[0] === late && point[5] === 1)).toBe(true);
    expect(blocks()).toBe(3);
  });

  // how fast is measured by bench/track-bench.ts, not asserted here: a loaded machine is slow, not wrong
  it('answers a 100 000-point track whole, in one call', async () => {
    const vehicleId = trackedVehicle(true);
    const start = TEST_EPOCH - 20 * 86_400_000;
    const insert = env.server.app.db.prepare(
      'INSERT INTO track_points (vehicle_id, fix_time, lng, lat, speed, direction, acc_on, backfill, received_at) VALUES (?, ?, ?, ?, ?, 90, 1, 0, ?)',
    );
    env.server.app.db.transaction(() => {
      for (let i = 0; i < 100_000; i += 1) insert.run(vehicleId, start + i * 5000, 103.8 + (i % 5000) * 1e-5, 36.06 + i * 1e-7, i % 7 === 0 ? 0 : 42, start + i * 5000);
    })();
    const { body } = await query(vehicleId, iso(start), iso(start + 100_000 * 5000 - 1));
    expect(decodeTrackPoints(body.obj.points).count).toBe(100_000);
  });
});

describe('track recorder (simulator hook)', () => {
  it('records moving vehicles as points and adds their mileage and online time to today', () => {
    const db = env.server.app.db;
    const tick = createSimulatorTick(db);
    const record = createTrackRecorder(db);
    // only new points count: the recorder also prunes points past the retention period
    const recent = db.prepare<[number], { c: number }>('SELECT COUNT(*) AS c FROM track_points WHERE fix_time > ?');
    const since = env.server.clock.now();
    const before = recent.get(since)?.c ?? 0;
    const dayTotals = () => db.prepare<[string], { m: number; o: number }>('SELECT SUM(mileage_m) AS m, SUM(online_ms) AS o FROM vehicle_daily_stats WHERE day = ?').get(chinaDay(env.server.clock.now()));
    const start = dayTotals();
    let now = env.server.clock.now();
    for (let i = 0; i < 4; i += 1) {
      now += MOVING_INTERVAL_MS;
      tick(now);
      record(now);
    }
    const after = recent.get(since)?.c ?? 0;
    expect(after).toBeGreaterThan(before);
    const end = dayTotals();
    expect(end?.m ?? 0).toBeGreaterThan(start?.m ?? 0);
    expect(end?.o ?? 0).toBeGreaterThan(start?.o ?? 0);
  });
});
