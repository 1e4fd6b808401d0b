import simplify from 'simplify-js';
import type { TrackPoints } from '@shared/api/dto/track-dto';

/** A point of the line as simplify-js wants it, remembering which track point it is. */
interface IndexedPoint {
  x: number;
  y: number;
  index: number;
}

/** One pixel: what the eye cannot tell apart at a zoom level is dropped from the drawn line. */
const TOLERANCE_PX = 1;
const TILE_PX = 256;

/** Degrees covered by one pixel at a (web-mercator) zoom level, at the equator: an upper bound elsewhere. */
export function toleranceForZoom(zoom: number): number {
  return (360 / (TILE_PX * 2 ** Math.round(zoom))) * TOLERANCE_PX;
}

/**
 * The drawn line of each run at a zoom: the indices of the points kept by simplify-js (100k points
 * become tens of thousands or fewer). The clock keeps using every point; only drawing is simplified.
 * Each run keeps its first and last points, so runs still meet the gaps exactly.
 */
export function simplifyRuns(points: TrackPoints, runs: ReadonlyArray<readonly [number, number]>, tolerance: number): Int32Array[] {
  const { lng, lat } = points;
  return runs.map(([first, last]) => {
    const run: IndexedPoint[] = new Array<IndexedPoint>(last - first + 1);
    for (let index = first; index <= last; index += 1) run[index - first] = { x: lng[index] as number, y: lat[index] as number, index };
    // simplify-js returns the very objects it was given, so the indices come back with them
    const kept = simplify(run, tolerance, false) as IndexedPoint[];
    return Int32Array.from(kept, (point) => point.index);
  });
}

/** Position of the last value ≤ target in a sorted array (-1 when all are greater). */
export function lastAtOrBefore(sorted: ArrayLike<number>, target: number): number {
  let low = 0;
  let high = sorted.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) <= target) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
