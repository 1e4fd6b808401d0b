/**
 * Track benchmark (a script, not a test): builds the server on a fresh test database, adds a
 * 100 000-point track (one point every 5 s, about 5.8 days) to one vehicle, and times
 * queryTrack.json for the whole span through `inject` as the operator: the figure that
 * tests/server/track.test.ts used to assert against the clock, printed here instead.
 *
 *   tsx bench/track-bench.ts [--runs 7]
 */
import { rmSync } from 'node:fs';
import { decodeTrackPoints, type Track } from '@shared/api/dto/track-dto';
import { buildApp } from '../server/app';
import { TEST_EPOCH, createClock, getJson, sessionFor, tempDir, testConfig } from '../tests/server/helpers';
import { median, ms, percentile } from './stats';

const POINTS = 100_000;
const STEP_MS = 5000;
const at = process.argv.indexOf('--runs');
const runs = at >= 0 ? Number(process.argv[at + 1]) : 7;

const dataDir = tempDir('fleet-track-bench-');
const app = await buildApp(testConfig(dataDir, createClock()));
try {
  const operator = await sessionFor(app, 'demo');
  const vehicleId = app.db.prepare<[], { id: number }>('SELECT id FROM vehicles ORDER BY id LIMIT 1').get()?.id;
  if (vehicleId === undefined) throw new Error('the seed has no vehicle');
  const start = TEST_EPOCH - 20 * 86_400_000;
  const insert = app.db.prepare(
    'INSERT INTO track_points (vehicle_id, fix_time, lng, lat, speed, direction, acc_on, backfill, received_at) VALUES (?, ?, ?, ?, ?, 90, 1, 0, ?)',
  );
  app.db.transaction(() => {
    for (let i = 0; i < POINTS; i += 1) insert.run(vehicleId, start + i * STEP_MS, 103.8 + (i % 5000) * 1e-5, 36.06 + i * 1e-7, i % 7 === 0 ? 0 : 42, start + i * STEP_MS);
  })();
  const url =
    `/car/v1/api/track/queryTrack.json?vehicleId=${vehicleId}` +
    `&startTime=${encodeURIComponent(new Date(start).toISOString())}&endTime=${encodeURIComponent(new Date(start + POINTS * STEP_MS - 1).toISOString())}`;

  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const began = performance.now();
    const { body } = await getJson<Track>(app, url, operator);
    times.push(performance.now() - began);
    const count = body.flag === 1 ? decodeTrackPoints(body.obj.points).count : 0;
    if (count < POINTS) throw new Error(`unexpected answer: flag ${body.flag}, ${count} points`);
  }
  process.stdout.write(`queryTrack.json, ${POINTS} points in one answer (n=${runs}): median ${ms(median(times))}, p95 ${ms(percentile(times, 95))}, first ${ms(times[0] ?? NaN)}\n`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
