import type { Db } from './connection';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';
import { statementCache } from './statement-cache';

/** A stored point as the playback query reads it: [fixTime, lng, lat, speed, direction, accOn, backfill]. */
export type TrackRow = [number, number, number, number, number, number, number];

/**
 * A range of stored points as columns, sorted by fix time: one typed array per field, `count` long
 * (the arrays may be longer). What the analysis and the encoder read, with no object per point.
 */
export interface StoredTrack {
  count: number;
  time: Float64Array;
  lng: Float64Array;
  lat: Float64Array;
  /** km/h */
  speed: Float64Array;
  direction: Float64Array;
  accOn: Uint8Array;
  backfill: Uint8Array;
}

/**
 * What changes whenever the points of a range change: points are only ever added (INSERT OR IGNORE,
 * each with a later `received_at`, 补报 included) or pruned (the count drops), never updated.
 */
export interface TrackVersion {
  count: number;
  lastReceivedAt: number | null;
}

export interface TrackRepository {
  /** the plate of a vehicle the caller may see; null when unknown or out of scope (existence never leaks) */
  visiblePlate(scope: VehicleScope, vehicleId: number): string | null;
  /** points with start ≤ fix time ≤ end, sorted by fix time: one range of the (vehicle_id, fix_time) key */
  points(vehicleId: number, start: number, end: number): StoredTrack;
  /** the range's version, for a cache of encoded answers: one pass over the key, no row read into JS */
  version(vehicleId: number, start: number, end: number): TrackVersion;
}

const INITIAL_CAPACITY = 1024;

function emptyTrack(capacity: number): StoredTrack {
  return {
    count: 0,
    time: new Float64Array(capacity),
    lng: new Float64Array(capacity),
    lat: new Float64Array(capacity),
    speed: new Float64Array(capacity),
    direction: new Float64Array(capacity),
    accOn: new Uint8Array(capacity),
    backfill: new Uint8Array(capacity),
  };
}

/** The same columns with twice the room, the values so far copied. */
function grown(track: StoredTrack): StoredTrack {
  const next = emptyTrack(track.time.length * 2);
  next.count = track.count;
  next.time.set(track.time);
  next.lng.set(track.lng);
  next.lat.set(track.lat);
  next.speed.set(track.speed);
  next.direction.set(track.direction);
  next.accOn.set(track.accOn);
  next.backfill.set(track.backfill);
  return next;
}

export function createTrackRepository(db: Db): TrackRepository {
  // raw rows straight into typed columns: a 100k-point track makes no array or object per point
  // that outlives its step, and nothing for the collector to trace afterwards
  const points = db
    .prepare<[number, number, number], TrackRow>(
      `SELECT fix_time, lng, lat, speed, direction, acc_on, backfill FROM track_points
       WHERE vehicle_id = ? AND fix_time BETWEEN ? AND ? ORDER BY fix_time`,
    )
    .raw(true);
  const version = db
    .prepare<[number, number, number], [number, number | null]>(
      'SELECT COUNT(*), MAX(received_at) FROM track_points WHERE vehicle_id = ? AND fix_time BETWEEN ? AND ?',
    )
    .raw(true);
  const prepared = statementCache(db);
  const plateStatement = (scope: VehicleScope) => prepared(`SELECT v.plate FROM vehicles v WHERE v.id = @vehicleId AND ${scopeCondition(scope)}`);
  return {
    visiblePlate(scope, vehicleId) {
      const row = plateStatement(scope).get({ ...scopeParams(scope), vehicleId }) as { plate: string } | undefined;
      return row?.plate ?? null;
    },
    points(vehicleId, start, end) {
      let track = emptyTrack(INITIAL_CAPACITY);
      for (const row of points.iterate(vehicleId, start, end)) {
        if (track.count === track.time.length) track = grown(track);
        const at = track.count;
        track.time[at] = row[0];
        track.lng[at] = row[1];
        track.lat[at] = row[2];
        track.speed[at] = row[3];
        track.direction[at] = row[4];
        track.accOn[at] = row[5];
        track.backfill[at] = row[6];
        track.count = at + 1;
      }
      return track;
    },
    version(vehicleId, start, end) {
      const [count, lastReceivedAt] = version.get(vehicleId, start, end) ?? [0, null];
      return { count, lastReceivedAt };
    },
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
