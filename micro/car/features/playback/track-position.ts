import { TRACK_GAP_MS, type TrackPoint } from '@shared/api/dto/track-dto';

/** Where the vehicle is at a track time: between two fixes, on the straight line joining them. */
export interface TrackPosition {
  lng: number;
  lat: number;
  /** degrees clockwise from north, for the marker's rotation */
  heading: number;
  /** km/h */
  speed: number;
  /** the last point at or before the time (the travelled part of the line ends there) */
  index: number;
}

const RADIANS = Math.PI / 180;
/** Below this many degrees between two fixes (about a metre) the direction of travel is noise: keep the device's. */
const STILL_DEGREES = 1e-5;

/** Initial great-circle bearing from one position to another, 0–360 clockwise from north. */
export function bearing(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const lat1R = lat1 * RADIANS;
  const lat2R = lat2 * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const y = Math.sin(dLng) * Math.cos(lat2R);
  const x = Math.cos(lat1R) * Math.sin(lat2R) - Math.sin(lat1R) * Math.cos(lat2R) * Math.cos(dLng);
  return ((Math.atan2(y, x) / RADIANS) % 360 + 360) % 360;
}

/** The fix times as one typed array: the clock searches it every frame. */
export function pointTimes(points: readonly TrackPoint[]): Float64Array {
  const times = new Float64Array(points.length);
  points.forEach((point, index) => {
    times[index] = point[0];
  });
  return times;
}

/** The index of the last point at or before `time` (0 before the first), by binary search. */
export function indexAt(times: Float64Array, time: number): number {
  let low = 0;
  let high = times.length - 1;
  if (high < 0 || time <= (times[0] as number)) return 0;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((times[middle] as number) <= time) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The interpolated position at `time`. Across a gap in the data (TRACK_GAP_MS) the vehicle waits at
 * the last fix instead of gliding across the map; heading is the direction of travel between the
 * two fixes, or the device's own direction when they are (almost) at the same place.
 */
export function positionAt(points: readonly TrackPoint[], times: Float64Array, time: number): TrackPosition | null {
  const index = indexAt(times, time);
  const from = points[index];
  if (!from) return null;
  const to = points[index + 1];
  const still = { lng: from[1], lat: from[2], heading: from[4], speed: from[3], index };
  if (!to || time <= from[0] || to[0] - from[0] > TRACK_GAP_MS) return still;
  const span = to[0] - from[0];
  const share = span > 0 ? Math.min(1, (time - from[0]) / span) : 0;
  const moved = Math.abs(to[1] - from[1]) + Math.abs(to[2] - from[2]) > STILL_DEGREES;
  return {
    lng: from[1] + (to[1] - from[1]) * share,
    lat: from[2] + (to[2] - from[2]) * share,
    heading: moved ? bearing(from[1], from[2], to[1], to[2]) : from[4],
    speed: from[3] + (to[3] - from[3]) * share,
    index,
  };
}

/**
 * The line as runs of consecutive points with no gap between them: [first, last] index pairs. Each
 * run is drawn as its own line, so a hole in the data shows as a hole, not a straight jump.
 */
export function trackRuns(points: readonly TrackPoint[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let first = 0;
  for (let index = 1; index <= points.length; index += 1) {
    const previous = points[index - 1] as TrackPoint;
    const point = points[index];
    if (!point || point[0] - previous[0] > TRACK_GAP_MS) {
      runs.push([first, index - 1]);
      first = index;
    }
  }
  return points.length > 0 ? runs : [];
}
