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
 * A point as analysed: [fix time ms, lng, lat, speed km/h, ...], the leading fields of a stored row
 * (track-repository.ts), so a 100k-point track is analysed as read, with no object per point.
 */
export type AnalysedPoint = readonly [time: number, lng: number, lat: number, speed: number, ...rest: number[]];

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
export function findStops(points: readonly AnalysedPoint[]): Stop[] {
  const stops: Stop[] = [];
  let runStart = -1;
  const close = (endIndex: number, endTime: number) => {
    const first = points[runStart];
    if (first && endTime - first[0] >= MIN_STOP_MS) {
      stops.push({ startTime: first[0], endTime, durationMs: endTime - first[0], lng: first[1], lat: first[2], pointIndex: runStart });
    }
    runStart = -1;
    return endIndex;
  };
  points.forEach((point, index) => {
    if (point[3] <= 0) {
      if (runStart < 0) runStart = index;
    } else if (runStart >= 0) close(index, point[0]);
  });
  const last = points[points.length - 1];
  if (runStart >= 0 && last) close(points.length - 1, last[0]);
  return stops;
}

export function analyseTrack(points: readonly AnalysedPoint[]): TrackAnalysis {
  const mileageM = new Float64Array(points.length);
  const stops = findStops(points);
  let distanceM = 0;
  let movingMs = 0;
  let maxSpeed = 0;
  let stopIndex = 0;
  for (let i = 0; i < points.length; i += 1) {
    const point = points[i] as AnalysedPoint;
    maxSpeed = Math.max(maxSpeed, point[3]);
    const previous = points[i - 1];
    if (previous) {
      distanceM += haversineM(previous[1], previous[2], point[1], point[2]);
      // skip stops that ended before this interval started
      while (stopIndex < stops.length && (stops[stopIndex] as Stop).endTime <= previous[0]) stopIndex += 1;
      const stop = stops[stopIndex];
      const insideStop = stop !== undefined && previous[0] >= stop.startTime && point[0] <= stop.endTime;
      const gap = point[0] - previous[0];
      if (!insideStop && gap <= MAX_DRIVING_GAP_MS) movingMs += gap;
    }
    mileageM[i] = distanceM;
  }
  const parkingMs = stops.reduce((sum, stop) => sum + stop.durationMs, 0);
  const avgSpeed = movingMs > 0 ? distanceM / 1000 / (movingMs / 3_600_000) : 0;
  return { mileageM, stops, totals: { distanceM, movingMs, parkingMs, maxSpeed, avgSpeed } };
}
