import { TRACK_GAP_MS, type TrackPoints } from '@shared/api/dto/track-dto';

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
export function positionAt(points: TrackPoints, time: number): TrackPosition | null {
  if (points.count === 0) return null;
  const { time: times, lng, lat, speed, direction } = points;
  const index = indexAt(times, time);
  const fromTime = times[index] as number;
  const fromLng = lng[index] as number;
  const fromLat = lat[index] as number;
  const still = { lng: fromLng, lat: fromLat, heading: direction[index] as number, speed: speed[index] as number, index };
  if (index + 1 >= points.count || time <= fromTime) return still;
  const toTime = times[index + 1] as number;
  if (toTime - fromTime > TRACK_GAP_MS) return still;
  const toLng = lng[index + 1] as number;
  const toLat = lat[index + 1] as number;
  const span = toTime - fromTime;
  const share = span > 0 ? Math.min(1, (time - fromTime) / span) : 0;
  const moved = Math.abs(toLng - fromLng) + Math.abs(toLat - fromLat) > STILL_DEGREES;
  return {
    lng: fromLng + (toLng - fromLng) * share,
    lat: fromLat + (toLat - fromLat) * share,
    heading: moved ? bearing(fromLng, fromLat, toLng, toLat) : still.heading,
    speed: still.speed + ((speed[index + 1] as number) - still.speed) * share,
    index,
  };
}

/**
 * The line as runs of consecutive points with no gap between them: [first, last] index pairs. Each
 * run is drawn as its own line, so a hole in the data shows as a hole, not a straight jump.
 */
export function trackRuns(points: TrackPoints): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  const times = points.time;
  let first = 0;
  for (let index = 1; index <= points.count; index += 1) {
    if (index === points.count || (times[index] as number) - (times[index - 1] as number) > TRACK_GAP_MS) {
      runs.push([first, index - 1]);
      first = index;
    }
  }
  return runs;
}
