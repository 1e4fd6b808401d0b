import * as z from 'zod/mini';

/**
 * `GET /car/v1/api/track/queryTrack.json?vehicleId&startTime&endTime`: everything playback needs in
 * one call. The points come as columns (one array of numbers per field, not one array per point),
 * and the fields that change little from one point to the next as differences, so a 100 000-point
 * track is about 2 MB of JSON made of short integers instead of 7 MB of 100 000 small arrays: the
 * server writes it and the browser parses it several times faster, and playback keeps the columns as
 * typed arrays (`decodeTrackPoints`).
 *
 *   time      fix time, ms since the epoch (UTC): the first point's, then the difference to the previous point
 *   lng, lat  WGS-84 in millionths of a degree (about 0.1 m): the first point's, then differences
 *   speed     km/h;  direction  degrees;  accOn  0|1;  backfill  1 for a late upload (补报)
 *   mileage   metres travelled from the first point: the first point's (0), then differences
 *
 * Points are sorted by fix time, late uploads (补报) in place. Other times are ISO-8601.
 */
/**
 * Two consecutive points further apart in time than this are a hole in the data (device off, no
 * network), not driving: the server counts no moving time across it and playback draws no line.
 */
export const TRACK_GAP_MS = 10 * 60_000;

export const TRACK_POINT_FIELDS = ['time', 'lng', 'lat', 'speed', 'direction', 'accOn', 'mileage', 'backfill'] as const;
export type TrackPointField = (typeof TRACK_POINT_FIELDS)[number];

/** The columns sent as differences from the previous point (the first value is absolute). */
const DELTA_FIELDS: ReadonlySet<TrackPointField> = new Set(['time', 'lng', 'lat', 'mileage']);
/** lng and lat travel as integers: millionths of a degree, the precision of a JT/T 808 device. */
export const TRACK_COORD_SCALE = 1_000_000;

/** One point as the server reads it: [timeMs, lng, lat, speedKmh, direction, accOn, mileageKm so far, backfill]. */
export type TrackPoint = [number, number, number, number, number, number, number, number];

/** The wire form of the points: one array per field, in TRACK_POINT_FIELDS, encoded as described above. */
export type TrackPointColumns = Record<TrackPointField, number[]>;

/** The points as playback uses them: one typed array per field, plain values (no differences), `count` long. */
export interface TrackPoints {
  count: number;
  time: Float64Array;
  lng: Float64Array;
  lat: Float64Array;
  /** km/h */
  speed: Float64Array;
  direction: Float64Array;
  accOn: Uint8Array;
  mileageKm: Float64Array;
  backfill: Uint8Array;
}

/** The integer written for a field's plain value (the scale of lng/lat and mileage). */
function wireValue(field: TrackPointField, value: number): number {
  if (field === 'lng' || field === 'lat') return Math.round(value * TRACK_COORD_SCALE);
  if (field === 'mileage') return Math.round(value * 1000);
  return value;
}

/**
 * Points (sorted by fix time) to the wire's columns; `valueOf(index, field)` reads the plain value of
 * a point's field (field: its position in TRACK_POINT_FIELDS), so the server encodes straight from
 * its rows. Differences are taken between the scaled, rounded values, so summing them back gives each
 * rounded value exactly (no drift over 100k points).
 */
export function encodeTrackColumns(count: number, valueOf: (index: number, field: number) => number): TrackPointColumns {
  const columns = {} as TrackPointColumns;
  TRACK_POINT_FIELDS.forEach((field, at) => {
    const column = new Array<number>(count);
    const delta = DELTA_FIELDS.has(field);
    let previous = 0;
    for (let index = 0; index < count; index += 1) {
      const value = wireValue(field, valueOf(index, at));
      column[index] = delta ? value - previous : value;
      previous = value;
    }
    columns[field] = column;
  });
  return columns;
}

/** The plain values of each field (lng/lat in degrees, mileage in km), at least `count` long: what the server reads. */
export type TrackValueColumns = Record<TrackPointField, ArrayLike<number>>;

/**
 * The wire's columns as JSON text (`{"time":[...],...}`), the same values as encodeTrackColumns,
 * written straight from typed arrays: no 800 000-element arrays of numbers for JSON.stringify to
 * walk, each column joined by the engine in one call.
 */
export function trackColumnsJson(count: number, columns: TrackValueColumns): string {
  const wire = new Float64Array(count);
  const parts = TRACK_POINT_FIELDS.map((field) => {
    const values = columns[field];
    const delta = DELTA_FIELDS.has(field);
    let previous = 0;
    for (let index = 0; index < count; index += 1) {
      const value = wireValue(field, values[index] as number);
      wire[index] = delta ? value - previous : value;
      previous = value;
    }
    return `"${field}":[${wire.join(',')}]`;
  });
  return `{${parts.join(',')}}`;
}

/** Point tuples to the wire's columns (fixtures, small tracks). */
export const encodeTrackPoints = (points: readonly TrackPoint[]): TrackPointColumns =>
  encodeTrackColumns(points.length, (index, field) => (points[index] as TrackPoint)[field] as number);

/** Sums a difference column back into plain values, divided by `scale`. */
function undelta(column: readonly number[], scale: number): Float64Array {
  const out = new Float64Array(column.length);
  let sum = 0;
  for (let index = 0; index < column.length; index += 1) {
    sum += column[index] as number;
    out[index] = sum / scale;
  }
  return out;
}

/** The wire's columns to typed arrays with plain values (the inverse of encodeTrackColumns). */
export function decodeTrackPoints(columns: TrackPointColumns): TrackPoints {
  return {
    count: columns.time.length,
    time: undelta(columns.time, 1),
    lng: undelta(columns.lng, TRACK_COORD_SCALE),
    lat: undelta(columns.lat, TRACK_COORD_SCALE),
    speed: Float64Array.from(columns.speed),
    direction: Float64Array.from(columns.direction),
    accOn: Uint8Array.from(columns.accOn),
    mileageKm: undelta(columns.mileage, 1000),
    backfill: Uint8Array.from(columns.backfill),
  };
}

/**
 * The columns are checked by one plain loop instead of a zod array per column: the same rule (every
 * field present, as long as the others, finite numbers only), in a few milliseconds for 100 000
 * points, which playback's first frame cannot spare.
 */
export function isTrackPointColumns(value: unknown): value is TrackPointColumns {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const first = record[TRACK_POINT_FIELDS[0]];
  if (!Array.isArray(first)) return false;
  return TRACK_POINT_FIELDS.every((field) => {
    const column = record[field];
    if (!Array.isArray(column) || column.length !== first.length) return false;
    // an indexed loop, not for-of: this runs once per answer, mostly before the engine has
    // optimised it, where the iterator protocol costs several times the check itself
    const items = column as unknown[];
    for (let index = 0; index < items.length; index += 1) {
      const item = items[index];
      // finite numbers only: NaN and ±Infinity give NaN here
      if (typeof item !== 'number' || item - item !== 0) return false;
    }
    return true;
  });
}

export const trackPointColumnsSchema = z.custom<TrackPointColumns>(isTrackPointColumns, { message: '轨迹点格式不正确' });

export const trackStopSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  durationS: z.number(),
  lng: z.number(),
  lat: z.number(),
  /** index in `points` of the stop's first point */
  pointIndex: z.number(),
});
export type TrackStop = z.infer<typeof trackStopSchema>;

export const trackTotalsSchema = z.object({
  pointCount: z.number(),
  backfillCount: z.number(),
  /** haversine over consecutive points, earth radius 6371000 m */
  distanceKm: z.number(),
  movingS: z.number(),
  parkingS: z.number(),
  /** km/h */
  maxSpeed: z.number(),
  /** km/h: distance over moving time */
  avgSpeed: z.number(),
});
export type TrackTotals = z.infer<typeof trackTotalsSchema>;

export const trackSchema = z.object({
  vehicleId: z.number(),
  plate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  fields: z.array(z.string()),
  points: trackPointColumnsSchema,
  stops: z.array(trackStopSchema),
  totals: trackTotalsSchema,
});
export type Track = z.infer<typeof trackSchema>;
