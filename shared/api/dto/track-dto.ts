import * as z from 'zod/mini';

/**
 * `GET /car/v1/api/track/queryTrack.json?vehicleId&startTime&endTime`: everything playback needs in
 * one call. Points are compact tuples (a 100k-point track is ~5 MB of JSON instead of ~12 MB of
 * objects), in the order of `TRACK_POINT_FIELDS`, sorted by fix time with late uploads (补报) in place:
 *
 *   [timeMs, lng, lat, speedKmh, direction, accOn (0|1), mileageKm so far, backfill (0|1)]
 *
 * Positions are WGS-84; `timeMs` is the fix time in ms since the epoch (UTC). Other times are ISO-8601.
 */
/**
 * Two consecutive points further apart in time than this are a hole in the data (device off, no
 * network), not driving: the server counts no moving time across it and playback draws no line.
 */
export const TRACK_GAP_MS = 10 * 60_000;

export const TRACK_POINT_FIELDS = ['time', 'lng', 'lat', 'speed', 'direction', 'accOn', 'mileage', 'backfill'] as const;

export type TrackPoint = [number, number, number, number, number, number, number, number];

/**
 * The points are checked by one plain loop instead of a zod tuple per point: the same rule (arrays
 * of eight finite numbers), but a 100 000-point answer is checked in milliseconds instead of most
 * of a second, which playback's first frame cannot spare.
 */
export function isTrackPointList(value: unknown): value is TrackPoint[] {
  if (!Array.isArray(value)) return false;
  for (const point of value as unknown[]) {
    if (!Array.isArray(point) || point.length !== TRACK_POINT_FIELDS.length) return false;
    for (let field = 0; field < TRACK_POINT_FIELDS.length; field += 1) {
      if (!Number.isFinite(point[field])) return false;
    }
  }
  return true;
}

export const trackPointListSchema = z.custom<TrackPoint[]>(isTrackPointList, { message: '轨迹点格式不正确' });

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
  points: trackPointListSchema,
  stops: z.array(trackStopSchema),
  totals: trackTotalsSchema,
});
export type Track = z.infer<typeof trackSchema>;
