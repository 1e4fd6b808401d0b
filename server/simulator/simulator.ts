import { SECOND_MS } from '@shared/constants/time';
import { createAlarmRuleRepository } from '../db/alarm-rule-repository';
import type { Db } from '../db/connection';
import { createVehicleStatusRepository, type LiveStatusRow } from '../db/vehicle-status-repository';
import { createPrng, type Prng } from '../seed/prng';
import { RULE_BATCH, createAlarmRaiser } from './alarm-rules';
import { createCommandDelivery } from './command-delivery';
import { advance } from './movement';
import { createPresence, type PresenceChange, type PresenceRates } from './presence';
import { createTrackRecorder } from './track-recorder';

/** How many reporting vehicles one tick touches: the simulator cycles through the fleet in windows. */
export const TICK_BATCH = 2000;
/** A position older than this is not extrapolated further (e.g. after the server was stopped for a day). */
const MAX_STEP_S = 60;

export interface SimulatorTick {
  /** moves the next `limit` reporting vehicles (default TICK_BATCH); returns how many it moved */
  (now: number, limit?: number): number;
}

/**
 * Moves the fleet like a device gateway would report it: moving vehicles advance and sometimes park,
 * parked ones sometimes drive off. Only vehicles that report (online, stationary) change here; alarms
 * and command deliveries come with their own tables.
 */
export function createSimulatorTick(db: Db, prng: Prng = createPrng(0x51a7e)): SimulatorTick {
  const status = createVehicleStatusRepository(db);
  let cursor = 0;

  const step = (row: LiveStatusRow, now: number) => {
    const elapsedS = Math.min(MAX_STEP_S, Math.max(0, (now - (row.fix_time ?? now)) / SECOND_MS));
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

  return (now, limit = TICK_BATCH) => {
    let rows = status.reportingAfter(cursor, limit);
    if (rows.length === 0 && cursor > 0) {
      cursor = 0;
      rows = status.reportingAfter(cursor, limit);
    }
    db.transaction(() => {
      for (const row of rows) status.saveMotion({ vehicleId: row.vehicle_id, now, ...step(row, now) });
    })();
    cursor = rows.length < limit ? 0 : (rows[rows.length - 1]?.vehicle_id ?? 0);
    return rows.length;
  };
}

export const TICK_INTERVAL_MS = 5 * SECOND_MS;
/**
 * Rows one synchronous step may touch. The simulator runs in its own worker thread
 * (`simulator-thread.ts`), so a step no longer holds up requests; it still works in small steps,
 * one transaction each, because a step holds SQLite's write lock: a request that writes (a login,
 * an alarm processed, a command sent) waits at most one step for it (busy_timeout). Between steps
 * it yields (setImmediate), so the thread hears a stop request mid-tick.
 */
export const SIMULATOR_SLICE = 250;
/** Catch-up bound for the stages that walk "everything since last time" (tracks, deliveries). */
const CATCH_UP_LIMIT = 20_000;

export interface StageReport {
  rows: number;
  steps: number;
  ms: number;
}

export interface TickReport {
  ms: number;
  /** the longest synchronous step: the longest a request that writes waits for SQLite's write lock */
  longestStepMs: number;
  presence: PresenceChange;
  stages: Record<'movement' | 'alarms' | 'tracks' | 'commands', StageReport>;
}

export interface SimulatorOptions {
  presence?: PresenceRates;
  slice?: number;
}

export interface Simulator {
  /** one full tick at `now`, in steps with the event loop served in between */
  runTick(now: number): Promise<TickReport>;
  /** no further ticks; a tick under way ends at its next step (the database may be closing) */
  stop(): void;
}

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The simulator's hooks, run one after another each tick: presence (vehicles going offline and coming
 * back), movement, alarm rules, the track recorder and command delivery. Each works in keyset
 * batches of `slice` rows, one transaction per batch, with its repository made once here.
 */
export function createSimulator(db: Db, options: SimulatorOptions = {}): Simulator {
  const slice = options.slice ?? SIMULATOR_SLICE;
  const presence = createPresence(db, createPrng(0x9e5e), options.presence);
  const move = createSimulatorTick(db);
  const raiseAlarms = createAlarmRaiser(db);
  const recordTracks = createTrackRecorder(db);
  const deliverCommands = createCommandDelivery(db);
  // the alarm walk wraps around the fleet by itself, so a tick must not ask for more than the fleet
  const ruleFleet = createAlarmRuleRepository(db).fleetSize();
  let stopped = false;

  return {
    async runTick(now) {
      const started = performance.now();
      let longestStepMs = 0;
      const step = <T>(work: () => T): T => {
        const at = performance.now();
        const result = work();
        longestStepMs = Math.max(longestStepMs, performance.now() - at);
        return result;
      };
      /** runs `work(limit)` in slices until `budget` rows are done or a slice comes back short */
      const stage = async (budget: number, work: (limit: number) => number, shortMeansDone = true): Promise<StageReport> => {
        const at = performance.now();
        const report: StageReport = { rows: 0, steps: 0, ms: 0 };
        while (report.rows < budget && !stopped) {
          const limit = Math.min(slice, budget - report.rows);
          const done = step(() => work(limit));
          report.steps += 1;
          report.rows += shortMeansDone ? done : limit;
          if (shortMeansDone && done < limit) break;
          await yieldToLoop();
        }
        report.ms = performance.now() - at;
        return report;
      };

      const changed = step(() => presence(now));
      await yieldToLoop();
      const movement = await stage(TICK_BATCH, (limit) => move(now, limit));
      const alarms = await stage(Math.min(RULE_BATCH, ruleFleet), (limit) => raiseAlarms(now, limit), false);
      const tracks = await stage(CATCH_UP_LIMIT, (limit) => recordTracks(now, limit));
      const commands = await stage(CATCH_UP_LIMIT, (limit) => deliverCommands(now, limit));
      return { ms: performance.now() - started, longestStepMs, presence: changed, stages: { movement, alarms, tracks, commands } };
    },
    stop: () => {
      stopped = true;
    },
  };
}
