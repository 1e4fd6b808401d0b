import type { Db } from './connection';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';
import { statementCache } from './statement-cache';

/** A stored point as the playback query reads it: [fixTime, lng, lat, speed, direction, accOn, backfill]. */
export type TrackRow = [number, number, number, number, number, number, number];

export interface TrackRepository {
  /** the plate of a vehicle the caller may see; null when unknown or out of scope (existence never leaks) */
  visiblePlate(scope: VehicleScope, vehicleId: number): string | null;
  /** points with start ≤ fix time ≤ end, sorted by fix time: one range of the (vehicle_id, fix_time) key */
  points(vehicleId: number, start: number, end: number): TrackRow[];
}

export function createTrackRepository(db: Db): TrackRepository {
  // raw rows: a 100k-point track is read as arrays, with no object per point
  const points = db
    .prepare<[number, number, number], TrackRow>(
      `SELECT fix_time, lng, lat, speed, direction, acc_on, backfill FROM track_points
       WHERE vehicle_id = ? AND fix_time BETWEEN ? AND ? ORDER BY fix_time`,
    )
    .raw(true);
  const prepared = statementCache(db);
  const plateStatement = (scope: VehicleScope) => prepared(`SELECT v.plate FROM vehicles v WHERE v.id = @vehicleId AND ${scopeCondition(scope)}`);
  return {
    visiblePlate(scope, vehicleId) {
      const row = plateStatement(scope).get({ ...scopeParams(scope), vehicleId }) as { plate: string } | undefined;
      return row?.plate ?? null;
    },
    points: (vehicleId, start, end) => points.all(vehicleId, start, end) as unknown as TrackRow[],
  };
}

/** A live point as the recorder stores it: never a backfill; `now` is when it was received. */
export interface NewTrackPoint {
  vehicleId: number;
  time: number;
  lng: number;
  lat: number;
  speed: number;
  direction: number;
  accOn: number;
  now: number;
}

/** What one recorded point adds to its vehicle's day in vehicle_daily_stats. */
export interface DayIncrement {
  vehicleId: number;
  /** China-time day, 'YYYY-MM-DD' */
  day: string;
  mileage: number;
  online: number;
  speed: number;
}

/**
 * Writing side of tracks, for the simulator's recorder: points, the day aggregates the reports read
 * (kept current point by point) and the pruning that keeps the table bounded.
 */
export interface TrackWriter {
  /** a point already stored for that vehicle and fix time is kept */
  addPoint(point: NewTrackPoint): void;
  /** mileage and online time add up, the top speed is the larger one */
  addToDay(increment: DayIncrement): void;
  /** deletes the vehicle's points with a fix time before `before` */
  pruneBefore(vehicleId: number, before: number): void;
}

export function createTrackWriter(db: Db): TrackWriter {
  const insert = db.prepare<[NewTrackPoint]>(`INSERT OR IGNORE INTO track_points (vehicle_id, fix_time, lng, lat, speed, direction, acc_on, backfill, received_at)
    VALUES (@vehicleId, @time, @lng, @lat, @speed, @direction, @accOn, 0, @now)`);
  const addToDay = db.prepare<[DayIncrement]>(`INSERT INTO vehicle_daily_stats (vehicle_id, day, mileage_m, online_ms, max_speed)
    VALUES (@vehicleId, @day, @mileage, @online, @speed)
    ON CONFLICT (vehicle_id, day) DO UPDATE SET mileage_m = mileage_m + excluded.mileage_m,
      online_ms = online_ms + excluded.online_ms, max_speed = MAX(max_speed, excluded.max_speed)`);
  const prune = db.prepare<[number, number]>('DELETE FROM track_points WHERE vehicle_id = ? AND fix_time < ?');
  return {
    addPoint: (point) => void insert.run(point),
    addToDay: (increment) => void addToDay.run(increment),
    pruneBefore: (vehicleId, before) => void prune.run(vehicleId, before),
  };
}
