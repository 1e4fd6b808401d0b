import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { createPrng, type Prng } from '../seed/prng';
import { createAlarmRaiser } from './alarm-rules';
import { createCommandDelivery } from './command-delivery';
import { advance } from './movement';
import { createTrackRecorder } from './track-recorder';

/** How many reporting vehicles one tick touches: the simulator cycles through the fleet in windows. */
export const TICK_BATCH = 2000;
export const TICK_INTERVAL_MS = 5000;
/** A position older than this is not extrapolated further (e.g. after the server was stopped for a day). */
const MAX_STEP_S = 60;

interface LiveRow {
  vehicle_id: number;
  state: 'online' | 'stationary';
  lng: number;
  lat: number;
  speed: number;
  direction: number;
  fix_time: number | null;
  center_lng: number;
  center_lat: number;
}

export interface SimulatorTick {
  /** vehicles updated by this tick */
  (now: number): number;
}

/**
 * Moves the fleet like a device gateway would report it: moving vehicles advance and sometimes park,
 * parked ones sometimes drive off. Only vehicles that report (online, stationary) change here; alarms
 * and command deliveries come with their own tables.
 */
export function createSimulatorTick(db: Db, prng: Prng = createPrng(0x51a7e)): SimulatorTick {
  const select = db.prepare<[number, number], LiveRow>(`
    SELECT s.vehicle_id, s.state, s.lng, s.lat, s.speed, s.direction, s.fix_time, g.center_lng, g.center_lat
    FROM vehicle_status s
    JOIN vehicles v ON v.id = s.vehicle_id
    JOIN vehicle_groups g ON g.id = v.group_id
    WHERE s.state IN ('online', 'stationary') AND s.lng IS NOT NULL AND g.center_lng IS NOT NULL AND s.vehicle_id > ?
    ORDER BY s.vehicle_id LIMIT ?`);
  const update = db.prepare(`
    UPDATE vehicle_status
    SET state = @state, lng = @lng, lat = @lat, speed = @speed, direction = @direction, acc_on = @accOn, fix_time = @now, updated_at = @now
    WHERE vehicle_id = @vehicleId`);
  let cursor = 0;

  const step = (row: LiveRow, now: number) => {
    const elapsedS = Math.min(MAX_STEP_S, Math.max(0, (now - (row.fix_time ?? now)) / 1000));
    const parks = row.state === 'online' && prng.chance(0.03);
    const drivesOff = row.state === 'stationary' && prng.chance(0.05);
    if (row.state === 'stationary' && !drivesOff) {
      return { state: 'stationary', lng: row.lng, lat: row.lat, speed: 0, direction: row.direction, accOn: 0 };
    }
    if (parks) return { state: 'stationary', lng: row.lng, lat: row.lat, speed: 0, direction: row.direction, accOn: 0 };
    const start = drivesOff ? { ...row, speed: prng.float(10, 30) } : row;
    const motion = advance(prng, start, elapsedS, { lng: row.center_lng, lat: row.center_lat });
    return { state: 'online', ...motion, accOn: 1 };
  };

  return (now) => {
    let rows = select.all(cursor, TICK_BATCH);
    if (rows.length === 0 && cursor > 0) {
      cursor = 0;
      rows = select.all(cursor, TICK_BATCH);
    }
    db.transaction(() => {
      for (const row of rows) update.run({ vehicleId: row.vehicle_id, now, ...step(row, now) });
    })();
    cursor = rows.length < TICK_BATCH ? 0 : (rows[rows.length - 1]?.vehicle_id ?? 0);
    return rows.length;
  };
}

export interface Simulator {
  stop(): void;
}

/** Runs a tick every few seconds; the timer never keeps the process alive on its own. */
export function startSimulator(db: Db, options: { now: () => number; log: FastifyBaseLogger; intervalMs?: number }): Simulator {
  const tick = createSimulatorTick(db);
  const raiseAlarms = createAlarmRaiser(db);
  const recordTracks = createTrackRecorder(db);
  const deliverCommands = createCommandDelivery(db);
  const timer = setInterval(() => {
    try {
      tick(options.now());
      raiseAlarms(options.now());
      recordTracks(options.now());
      deliverCommands(options.now());
    } catch (error) {
      options.log.error({ err: error }, 'simulator tick failed');
    }
  }, options.intervalMs ?? TICK_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
