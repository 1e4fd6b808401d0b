import type { Db } from './connection';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';
import { statementCache } from './statement-cache';
import { chinaDayStartOf, decodeBlock, encodeBlock, firstAtOrAfter, isFinishedDay, type BlockColumns } from './track-blocks';
import { DAY_MS } from '@shared/constants/time';

/** A stored point as the playback query reads it: [fixTime, lng, lat, speed, direction, accOn, backfill]. */
export type TrackRow = [number, number, number, number, number, number, number];

/**
 * A range of stored points as columns, sorted by fix time: one typed array per field, `count` long
 * (the arrays may be longer). What the analysis and the encoder read, with no object per point.
 */
export type StoredTrack = BlockColumns;

export interface TrackRepository {
  /** the plate of a vehicle the caller may see; null when unknown or out of scope (existence never leaks) */
  visiblePlate(scope: VehicleScope, vehicleId: number): string | null;
  /**
   * points with start ≤ fix time ≤ end, sorted by fix time: the finished days from their blocks
   * (built from the rows on first demand), the live day from the rows
   */
  points(vehicleId: number, start: number, end: number): StoredTrack;
  /**
   * What changes whenever the points of the range change, for a cache of encoded answers: the ids of
   * the finished days' blocks (a changed day gets a new block, with a new id) and the live day's
   * count and last arrival (points are only added, each with a later `received_at`, or pruned).
   */
  version(vehicleId: number, start: number, end: number): string;
  /** builds the block of a finished day if it is missing (the recorder, once the day is over) */
  buildBlock(vehicleId: number, dayStart: number): void;
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

/** The same columns with room for at least `capacity` points, the values so far copied. */
function grown(track: StoredTrack, capacity: number): StoredTrack {
  if (capacity <= track.time.length) return track;
  const next = emptyTrack(Math.max(capacity, track.time.length * 2));
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

/** Appends the points from..to (exclusive) of `part` to `track` (which may be replaced by a larger one). */
function appended(track: StoredTrack, part: StoredTrack, from: number, to: number): StoredTrack {
  if (to <= from) return track;
  const out = grown(track, track.count + to - from);
  const at = out.count;
  out.time.set(part.time.subarray(from, to), at);
  out.lng.set(part.lng.subarray(from, to), at);
  out.lat.set(part.lat.subarray(from, to), at);
  out.speed.set(part.speed.subarray(from, to), at);
  out.direction.set(part.direction.subarray(from, to), at);
  out.accOn.set(part.accOn.subarray(from, to), at);
  out.backfill.set(part.backfill.subarray(from, to), at);
  out.count = at + to - from;
  return out;
}

interface BlockRow {
  id: number;
  point_count: number;
  data: Buffer;
}

/** `now`: the clock that tells a finished day (kept as a block) from the live one (read from the rows). */
export function createTrackRepository(db: Db, now: () => number = Date.now): TrackRepository {
  // raw rows straight into typed columns: a range makes no array or object per point that outlives
  // its step, and nothing for the collector to trace afterwards
  const rows = db
    .prepare<[number, number, number], TrackRow>(
      `SELECT fix_time, lng, lat, speed, direction, acc_on, backfill FROM track_points
       WHERE vehicle_id = ? AND fix_time BETWEEN ? AND ? ORDER BY fix_time`,
    )
    .raw(true);
  const liveVersion = db
    .prepare<[number, number, number], [number, number | null]>(
      'SELECT COUNT(*), MAX(received_at) FROM track_points WHERE vehicle_id = ? AND fix_time BETWEEN ? AND ?',
    )
    .raw(true);
  const blockRow = db.prepare<[number, number], BlockRow>('SELECT id, point_count, data FROM track_blocks WHERE vehicle_id = ? AND day_start = ?');
  const blockId = db.prepare<[number, number], { id: number }>('SELECT id FROM track_blocks WHERE vehicle_id = ? AND day_start = ?');
  const insertBlock = db.prepare<[number, number, number, Buffer]>(
    'INSERT OR REPLACE INTO track_blocks (vehicle_id, day_start, point_count, data) VALUES (?, ?, ?, ?)',
  );
  const prepared = statementCache(db);
  const plateStatement = (scope: VehicleScope) => prepared(`SELECT v.plate FROM vehicles v WHERE v.id = @vehicleId AND ${scopeCondition(scope)}`);

  const readRows = (vehicleId: number, start: number, end: number): StoredTrack => {
    let track = emptyTrack(INITIAL_CAPACITY);
    for (const row of rows.iterate(vehicleId, start, end)) {
      if (track.count === track.time.length) track = grown(track, track.count + 1);
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
  };

  /** The day's points from its block, building the block from the rows when it is missing (or unreadable). */
  const dayBlock = (vehicleId: number, dayStart: number): { id: number; points: StoredTrack } => {
    const row = blockRow.get(vehicleId, dayStart);
    const kept = row ? decodeBlock(row.point_count, row.data) : null;
    if (row && kept) return { id: row.id, points: kept };
    const points = readRows(vehicleId, dayStart, dayStart + DAY_MS - 1);
    const id = Number(insertBlock.run(vehicleId, dayStart, points.count, encodeBlock(points)).lastInsertRowid);
    return { id, points };
  };

  /** Each China day of the range: its start, the part of the range inside it, finished or live. */
  const daysOf = (start: number, end: number) => {
    const days: { dayStart: number; from: number; to: number; finished: boolean }[] = [];
    const clock = now();
    for (let dayStart = chinaDayStartOf(start); dayStart <= end; dayStart += DAY_MS) {
      days.push({ dayStart, from: Math.max(start, dayStart), to: Math.min(end, dayStart + DAY_MS - 1), finished: isFinishedDay(dayStart, clock) });
    }
    return days;
  };

  return {
    visiblePlate(scope, vehicleId) {
      const row = plateStatement(scope).get({ ...scopeParams(scope), vehicleId }) as { plate: string } | undefined;
      return row?.plate ?? null;
    },
    points(vehicleId, start, end) {
      // each day's part first, then one copy into columns of the exact size: appending day by day
      // grew them by doubling, copying a week's columns several times over
      const parts = daysOf(start, end).map((day) => {
        const part = day.finished ? dayBlock(vehicleId, day.dayStart).points : readRows(vehicleId, day.from, day.to);
        const from = day.finished ? firstAtOrAfter(part.time, part.count, day.from) : 0;
        const to = day.finished ? firstAtOrAfter(part.time, part.count, day.to + 1) : part.count;
        return { part, from, to };
      });
      let track = emptyTrack(Math.max(1, parts.reduce((sum, { from, to }) => sum + Math.max(0, to - from), 0)));
      for (const { part, from, to } of parts) track = appended(track, part, from, to);
      return track;
    },
    version(vehicleId, start, end) {
      return daysOf(start, end)
        .map((day) => {
          if (day.finished) return `b${blockId.get(vehicleId, day.dayStart)?.id ?? dayBlock(vehicleId, day.dayStart).id}`;
          const [count, lastReceivedAt] = liveVersion.get(vehicleId, day.from, day.to) ?? [0, null];
          return `${count}@${lastReceivedAt ?? ''}`;
        })
        .join('|');
    },
    buildBlock(vehicleId, dayStart) {
      if (isFinishedDay(dayStart, now()) && !blockId.get(vehicleId, dayStart)) dayBlock(vehicleId, dayStart);
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
