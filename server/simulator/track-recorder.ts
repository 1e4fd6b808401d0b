import type { Db } from '../db/connection';
import { DAY_MS } from '@shared/constants/time';
import { chinaDay } from '@shared/api/time/china-time';
import { haversineM } from '../tracks/geo';

/**
 * Turns the simulator's position updates into track points and keeps today's report aggregates
 * (mileage, online time, top speed) current: one hook in simulator.ts, after each tick. It reads the
 * status rows changed since its last run, so it needs nothing from the movement code.
 *
 * Like a real device it does not report every tick: a moving vehicle every MOVING_INTERVAL_MS, a
 * parked one when it stops and then every PARKED_INTERVAL_MS.
 */
export const MOVING_INTERVAL_MS = 30_000;
export const PARKED_INTERVAL_MS = 10 * 60_000;
/** Online time is counted between sightings at most this far apart (a stopped server is not "online"). */
const MAX_ONLINE_GAP_MS = 5 * 60_000;
/** Points older than this are pruned, one vehicle at a time and at most hourly, so the table stays bounded. */
export const TRACK_RETENTION_MS = 15 * DAY_MS;
const PRUNE_EVERY_MS = 3_600_000;

interface StatusRow {
  vehicle_id: number;
  state: string;
  lng: number | null;
  lat: number | null;
  speed: number;
  direction: number;
  acc_on: number;
  fix_time: number | null;
  updated_at: number;
}

/** A row of a vehicle that reports with a fix: the ones that become track points. */
type ReportingRow = StatusRow & { lng: number; lat: number; fix_time: number };

interface Seen {
  at: number;
  recordedAt: number;
  lng: number;
  lat: number;
  moving: boolean;
  pendingOnlineMs: number;
  prunedAt: number;
}

/** Status rows one call reads at most; the simulator calls again (after yielding) until it has caught up. */
export const RECORD_BATCH = 500;

/**
 * Returns a hook `(now, limit) => rows read`: it walks the status rows changed since its last call by
 * the key (updated_at, vehicle_id) over `vehicle_status_updated`, at most `limit` at a time; fewer
 * than `limit` means it has caught up. It starts at the newest change already in the table: what
 * happened before the simulator started is the seed's history, not something to record again.
 */
export function createTrackRecorder(db: Db): (now: number, limit?: number) => number {
  const changed = db.prepare<[number, number, number], StatusRow>(`
    SELECT vehicle_id, state, lng, lat, speed, direction, acc_on, fix_time, updated_at FROM vehicle_status
    WHERE (updated_at, vehicle_id) > (?, ?) ORDER BY updated_at, vehicle_id LIMIT ?`);
  const insert = db.prepare(`INSERT OR IGNORE INTO track_points (vehicle_id, fix_time, lng, lat, speed, direction, acc_on, backfill, received_at)
    VALUES (@vehicleId, @time, @lng, @lat, @speed, @direction, @accOn, 0, @now)`);
  const addToDay = db.prepare(`INSERT INTO vehicle_daily_stats (vehicle_id, day, mileage_m, online_ms, max_speed)
    VALUES (@vehicleId, @day, @mileage, @online, @speed)
    ON CONFLICT (vehicle_id, day) DO UPDATE SET mileage_m = mileage_m + excluded.mileage_m,
      online_ms = online_ms + excluded.online_ms, max_speed = MAX(max_speed, excluded.max_speed)`);
  const prune = db.prepare<[number, number]>('DELETE FROM track_points WHERE vehicle_id = ? AND fix_time < ?');
  const seen = new Map<number, Seen>();
  const newest = db.prepare<[], { at: number | null; id: number | null }>(
    'SELECT updated_at AS at, vehicle_id AS id FROM vehicle_status ORDER BY updated_at DESC, vehicle_id DESC LIMIT 1',
  ).get();
  let watermark = { at: newest?.at ?? 0, id: newest?.id ?? 0 };

  const record = (row: ReportingRow, now: number): boolean => {
    const last = seen.get(row.vehicle_id);
    const moving = row.speed > 0;
    const gap = last ? row.fix_time - last.at : 0;
    const pendingOnlineMs = (last?.pendingOnlineMs ?? 0) + (gap > 0 && gap <= MAX_ONLINE_GAP_MS ? gap : 0);
    const since = last ? row.fix_time - last.recordedAt : Infinity;
    const due = !last || (moving ? since >= MOVING_INTERVAL_MS : last.moving || since >= PARKED_INTERVAL_MS);
    if (!due) {
      if (last) seen.set(row.vehicle_id, { ...last, at: row.fix_time, pendingOnlineMs });
      return false;
    }
    const vehicleId = row.vehicle_id;
    insert.run({ vehicleId, time: row.fix_time, lng: row.lng, lat: row.lat, speed: row.speed, direction: row.direction, accOn: row.acc_on, now });
    const mileage = last ? haversineM(last.lng, last.lat, row.lng, row.lat) : 0;
    addToDay.run({ vehicleId, day: chinaDay(row.fix_time), mileage, online: pendingOnlineMs, speed: row.speed });
    let prunedAt = last?.prunedAt ?? 0;
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      prune.run(vehicleId, now - TRACK_RETENTION_MS);
      prunedAt = now;
    }
    seen.set(vehicleId, { at: row.fix_time, recordedAt: row.fix_time, lng: row.lng, lat: row.lat, moving, pendingOnlineMs: 0, prunedAt });
    return true;
  };

  const reporting = (row: StatusRow): row is ReportingRow => (row.state === 'online' || row.state === 'stationary') && row.lng !== null && row.fix_time !== null;

  return (now, limit = RECORD_BATCH) => {
    const rows = changed.all(watermark.at, watermark.id, limit);
    db.transaction(() => {
      for (const row of rows) if (reporting(row)) record(row, now);
    })();
    const last = rows[rows.length - 1];
    if (last) watermark = { at: last.updated_at, id: last.vehicle_id };
    return rows.length;
  };
}
