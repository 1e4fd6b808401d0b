import type { CommandBatch, CommandSendResult } from '@shared/api/dto/command-dto';
import { createPrng } from '@server/seed/prng';
import { advance } from '@server/simulator/movement';
import { createPresence } from '@server/simulator/presence';
import { createSimulator, type Simulator } from '@server/simulator/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJsonAs, sessionFor, startTestServer, type TestServer } from './helpers';

const TICK_MS = 5000;
let server: TestServer;
let operator: string;

beforeAll(async () => {
  server = await startTestServer();
  operator = await sessionFor(server.app, 'demo');
});
afterAll(() => server.close());

const db = () => server.app.db;
const stateOf = (vehicleId: number) => db().prepare<[number], { state: string }>('SELECT state FROM vehicle_status WHERE vehicle_id = ?').get(vehicleId)?.state;
const countByState = () =>
  Object.fromEntries(db().prepare<[], { state: string; n: number }>('SELECT state, COUNT(*) AS n FROM vehicle_status GROUP BY state').all().map((row) => [row.state, row.n]));

describe('presence: vehicles go offline and come back', () => {
  it('moves vehicles both ways at the configured hourly rates, the same way on every run', () => {
    // on a copy of the states, so the other tests see the seeded fleet
    const snapshot = db().prepare<[], { vehicle_id: number; state: string; updated_at: number; fix_time: number | null }>('SELECT vehicle_id, state, updated_at, fix_time FROM vehicle_status').all();
    const restore = db().prepare<[string, number, number | null, number]>('UPDATE vehicle_status SET state = ?, updated_at = ?, fix_time = ? WHERE vehicle_id = ?');
    const runHour = () => {
      const presence = createPresence(db(), createPrng(7), { onlinePerHour: 0.5, offlinePerHour: 0.1 });
      const totals = { cameOnline: 0, wentOffline: 0 };
      for (let at = server.clock.now(); at <= server.clock.now() + 3_600_000; at += TICK_MS) {
        const change = presence(at);
        totals.cameOnline += change.cameOnline;
        totals.wentOffline += change.wentOffline;
      }
      return totals;
    };
    const before = countByState();
    const first = runHour();
    db().transaction(() => snapshot.forEach((row) => restore.run(row.state, row.updated_at, row.fix_time, row.vehicle_id)))();
    const second = runHour();
    expect(second).toEqual(first);
    // about half the offline vehicles come back within the hour, about a tenth of the reporting ones drop
    const offline = before.offline ?? 0;
    const reporting = (before.online ?? 0) + (before.stationary ?? 0);
    expect(first.cameOnline).toBeGreaterThan(offline * 0.2);
    expect(first.cameOnline).toBeLessThan(offline * 0.8);
    expect(first.wentOffline).toBeGreaterThan(reporting * 0.03);
    expect(first.wentOffline).toBeLessThan(reporting * 0.2);
    db().transaction(() => snapshot.forEach((row) => restore.run(row.state, row.updated_at, row.fix_time, row.vehicle_id)))();
  });
});

describe('the simulator tick', () => {
  let simulator: Simulator;
  beforeAll(() => {
    simulator = createSimulator(db(), { slice: 50, presence: { onlinePerHour: 60, offlinePerHour: 0 } });
  });
  afterAll(() => simulator.stop());

  it('works in small steps and reports each stage', async () => {
    const reporting = db().prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM vehicle_status WHERE state IN ('online', 'stationary') AND lng IS NOT NULL").get()?.n ?? 0;
    server.clock.advance(TICK_MS);
    const report = await simulator.runTick(server.clock.now());
    expect(report.stages.movement.rows).toBe(reporting);
    expect(report.stages.movement.steps).toBe(Math.floor(reporting / 50) + 1);
    expect(report.stages.tracks.rows).toBeGreaterThanOrEqual(reporting);
    expect(report.longestStepMs).toBeLessThan(report.ms);
  });

  it('delivers a command queued for an offline vehicle once the vehicle comes back online', async () => {
    const offline = db()
      .prepare<[], { id: number }>(
        "SELECT v.id FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id WHERE s.state = 'offline' AND s.lng IS NOT NULL AND v.platform_expire_date >= '2026-01-15' AND v.model <> 'AT4 无线' ORDER BY v.id LIMIT 1",
      )
      .get()?.id;
    if (offline === undefined) throw new Error('no offline vehicle in the seed');
    const sent = await postJsonAs<CommandSendResult>(server.app, '/car/v1/api/command/commandDownBatch.json', { commandCode: 'QUERY_VERSION', vehicleIds: [offline], queueOffline: true }, operator);
    expect(sent.body.obj.list[0]).toMatchObject({ status: 'queued' });
    const delivery = async () => (await getJson<CommandBatch>(server.app, `/car/v1/api/command/queryCommandBatch.json?batchId=${sent.body.obj.batchId}`, operator)).body.obj.list[0];

    let ticks = 0;
    while (stateOf(offline) === 'offline' && ticks < 200) {
      server.clock.advance(TICK_MS);
      await simulator.runTick(server.clock.now());
      ticks += 1;
    }
    expect(stateOf(offline)).toBe('stationary');
    // the delivery stage runs after presence in the same tick: the command went out when the vehicle appeared
    expect(await delivery()).toMatchObject({ status: 'sent', sentAt: new Date(server.clock.now()).toISOString() });
    for (let i = 0; i < 12; i += 1) {
      server.clock.advance(TICK_MS);
      await simulator.runTick(server.clock.now());
    }
    expect(['acknowledged', 'failed', 'timedOut']).toContain((await delivery())?.status);
  });
});

describe('a moving vehicle step', () => {
  it('reports its direction in whole degrees 0–359: heading 359.7 is 0, not 360', () => {
    // no drift: speed and heading keep their values, so the rounding is what is seen
    const steady = { ...createPrng(1), float: (min: number, max: number) => (min + max) / 2 };
    const centre = { lng: 116.4, lat: 39.9 };
    expect(advance(steady, { ...centre, speed: 40, direction: 359.7 }, 5, centre).direction).toBe(0);
    expect(advance(steady, { ...centre, speed: 40, direction: 359.4 }, 5, centre).direction).toBe(359);
  });
});
