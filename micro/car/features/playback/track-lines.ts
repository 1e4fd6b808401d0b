import type { TrackPoints } from '@shared/api/dto/track-dto';

/** One pixel: what the eye cannot tell apart at a zoom level is dropped from the drawn line. */
const TOLERANCE_PX = 1;
const TILE_PX = 256;

/** Degrees covered by one pixel at a (web-mercator) zoom level, at the equator: an upper bound elsewhere. */
export function toleranceForZoom(zoom: number): number {
  return (360 / (TILE_PX * 2 ** Math.round(zoom))) * TOLERANCE_PX;
}

/**
 * Squared distance from point `p` to the segment a–b (simplify-js's getSqSegDist, on columns).
 */
function sqSegmentDistance(lng: Float64Array, lat: Float64Array, p: number, a: number, b: number): number {
  let x = lng[a] as number;
  let y = lat[a] as number;
  let dx = (lng[b] as number) - x;
  let dy = (lat[b] as number) - y;
  if (dx !== 0 || dy !== 0) {
    const t = (((lng[p] as number) - x) * dx + ((lat[p] as number) - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      x = lng[b] as number;
      y = lat[b] as number;
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = (lng[p] as number) - x;
  dy = (lat[p] as number) - y;
  return dx * dx + dy * dy;
}

/**
 * simplify-js (radial distance, then Douglas-Peucker, same tolerance, same points kept) over the
 * track's own columns: the indices of the kept points of first..last, ascending. simplify-js wants
 * one {x, y} object per point: 100 000 objects before the first frame, and their collection after.
 */
function simplifyRun(lng: Float64Array, lat: Float64Array, first: number, last: number, tolerance: number): Int32Array {
  const length = last - first + 1;
  if (length <= 2) return Int32Array.from({ length }, (_, at) => first + at);
  const sqTolerance = tolerance * tolerance;
  // radial distance: a point closer than the tolerance to the last kept one is dropped
  const radial = new Int32Array(length);
  let count = 0;
  let previous = first;
  radial[count++] = first;
  for (let index = first + 1; index <= last; index += 1) {
    const dx = (lng[index] as number) - (lng[previous] as number);
    const dy = (lat[index] as number) - (lat[previous] as number);
    if (dx * dx + dy * dy > sqTolerance) {
      radial[count++] = index;
      previous = index;
    }
  }
  if (previous !== last) radial[count++] = last;
  // Douglas-Peucker on the radial points, with a stack instead of recursion (same points kept)
  const keep = new Uint8Array(count);
  keep[0] = 1;
  keep[count - 1] = 1;
  const stack: number[] = [0, count - 1];
  while (stack.length > 0) {
    const to = stack.pop() as number;
    const from = stack.pop() as number;
    let maxSqDistance = sqTolerance;
    let farthest = -1;
    for (let at = from + 1; at < to; at += 1) {
      const sqDistance = sqSegmentDistance(lng, lat, radial[at] as number, radial[from] as number, radial[to] as number);
      if (sqDistance > maxSqDistance) {
        farthest = at;
        maxSqDistance = sqDistance;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      if (farthest - from > 1) stack.push(from, farthest);
      if (to - farthest > 1) stack.push(farthest, to);
    }
  }
  const kept: number[] = [];
  for (let at = 0; at < count; at += 1) if (keep[at]) kept.push(radial[at] as number);
  return Int32Array.from(kept);
}

/**
 * The drawn line of each run at a zoom: the indices of the points kept by the simplification (100k
 * points become tens of thousands or fewer). The clock keeps using every point; only drawing is
 * simplified. Each run keeps its first and last points, so runs still meet the gaps exactly.
 */
export function simplifyRuns(points: TrackPoints, runs: ReadonlyArray<readonly [number, number]>, tolerance: number): Int32Array[] {
  return runs.map(([first, last]) => simplifyRun(points.lng, points.lat, first, last, tolerance));
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
