import { TRACK_GAP_MS } from '@shared/api/dto/track-dto';
import { haversineM } from './geo';

/**
 * What playback shows besides the line: the mileage so far at each point, the stops with their
 * durations and the totals (fleet-domain.md "Track playback"). Pure: points in, numbers out; the
 * points must be sorted by fix time (the table's key guarantees it, 补报 points included).
 */

/** A stop is a run of zero-speed points lasting at least this long; shorter halts (traffic lights) are driving. */
export const MIN_STOP_MS = 3 * 60_000;
/** A gap longer than this between two points is a hole in the data (device off, no network), not driving. */
export const MAX_DRIVING_GAP_MS = TRACK_GAP_MS;

/**
 * The points as analysed: columns of the leading fields of a stored row (track-repository.ts), so a
 * 100k-point track is analysed as read, with no object per point. The arrays may be longer than `count`.
 */
export interface AnalysedPoints {
  count: number;
  time: ArrayLike<number>;
  lng: ArrayLike<number>;
  lat: ArrayLike<number>;
  /** km/h */
  speed: ArrayLike<number>;
}

export interface Stop {
  startTime: number;
  endTime: number;
  durationMs: number;
  lng: number;
  lat: number;
  /** index of the stop's first point, so the player can jump there */
  pointIndex: number;
}

export interface TrackTotals {
  distanceM: number;
  movingMs: number;
  parkingMs: number;
  /** km/h */
  maxSpeed: number;
  /** km/h over moving time; 0 without moving time */
  avgSpeed: number;
}

export interface TrackAnalysis {
  /** metres travelled from the first point up to each point */
  mileageM: Float64Array;
  stops: Stop[];
  totals: TrackTotals;
}

/**
 * Stops: a run of points with speed 0 that lasts MIN_STOP_MS or more. The stop ends when the vehicle
 * moves again (the next point's time) or, at the end of the track, at the last point.
 */
export function findStops({ count, time, lng, lat, speed }: AnalysedPoints): Stop[] {
  const stops: Stop[] = [];
  let runStart = -1;
  const close = (endTime: number) => {
    const startTime = time[runStart] as number;
    if (endTime - startTime >= MIN_STOP_MS) {
      stops.push({ startTime, endTime, durationMs: endTime - startTime, lng: lng[runStart] as number, lat: lat[runStart] as number, pointIndex: runStart });
    }
    runStart = -1;
  };
  for (let index = 0; index < count; index += 1) {
    if ((speed[index] as number) <= 0) {
      if (runStart < 0) runStart = index;
    } else if (runStart >= 0) close(time[index] as number);
  }
  if (runStart >= 0) close(time[count - 1] as number);
  return stops;
}

export function analyseTrack(points: AnalysedPoints): TrackAnalysis {
  const { count, time, lng, lat, speed } = points;
  const mileageM = new Float64Array(count);
  const stops = findStops(points);
  let distanceM = 0;
  let movingMs = 0;
  let maxSpeed = 0;
  let stopIndex = 0;
  for (let i = 1; i < count; i += 1) {
    const previousTime = time[i - 1] as number;
    const pointTime = time[i] as number;
    distanceM += haversineM(lng[i - 1] as number, lat[i - 1] as number, lng[i] as number, lat[i] as number);
    // skip stops that ended before this interval started
    while (stopIndex < stops.length && (stops[stopIndex] as Stop).endTime <= previousTime) stopIndex += 1;
    const stop = stops[stopIndex];
    const insideStop = stop !== undefined && previousTime >= stop.startTime && pointTime <= stop.endTime;
    const gap = pointTime - previousTime;
    if (!insideStop && gap <= MAX_DRIVING_GAP_MS) movingMs += gap;
    mileageM[i] = distanceM;
  }
  for (let i = 0; i < count; i += 1) maxSpeed = Math.max(maxSpeed, speed[i] as number);
  const parkingMs = stops.reduce((sum, stop) => sum + stop.durationMs, 0);
  const avgSpeed = movingMs > 0 ? distanceM / 1000 / (movingMs / 3_600_000) : 0;
  return { mileageM, stops, totals: { distanceM, movingMs, parkingMs, maxSpeed, avgSpeed } };
}
