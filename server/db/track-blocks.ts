import { CHINA_OFFSET_MS } from '@shared/api/time/china-time';
import { DAY_MS } from '@shared/constants/time';

/**
 * The blob of a day block (migration 141): one vehicle's points of one China day, sorted by fix
 * time, as columns of `count` values each, one after the other:
 *
 *   time, lng, lat, speed, direction   float64 each (the rows' exact values)
 *   accOn, backfill                    uint8 each
 *
 * In the machine's byte order: the blob is this server's own copy of its rows (dropped and rebuilt
 * from them at will), never sent anywhere. The float64 columns come first, so a copy of the blob
 * into a fresh buffer is aligned for typed views and a block is read with no step per point.
 */

/** The columns of a block (and of a stored range: track-repository.ts's StoredTrack), `count` long or longer. */
export interface BlockColumns {
  count: number;
  time: Float64Array;
  lng: Float64Array;
  lat: Float64Array;
  speed: Float64Array;
  direction: Float64Array;
  accOn: Uint8Array;
  backfill: Uint8Array;
}

const FLOAT_COLUMNS = ['time', 'lng', 'lat', 'speed', 'direction'] as const;
const BYTE_COLUMNS = ['accOn', 'backfill'] as const;
const BYTES_PER_POINT = FLOAT_COLUMNS.length * 8 + BYTE_COLUMNS.length;

/** The China midnight (ms) that starts the day of `time`: China time is UTC+8 all year. */
export function chinaDayStartOf(time: number): number {
  return time - ((((time + CHINA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS);
}

/** Whether the China day starting at `dayStart` is over at `now` (its block can be kept). */
export const isFinishedDay = (dayStart: number, now: number): boolean => dayStart + DAY_MS <= now;

/** The first `count` points of the columns as a block's blob. */
export function encodeBlock(columns: BlockColumns): Buffer {
  const { count } = columns;
  const bytes = new Uint8Array(count * BYTES_PER_POINT);
  let offset = 0;
  for (const name of FLOAT_COLUMNS) {
    new Float64Array(bytes.buffer, offset, count).set(columns[name].subarray(0, count));
    offset += count * 8;
  }
  for (const name of BYTE_COLUMNS) {
    bytes.set(columns[name].subarray(0, count), offset);
    offset += count;
  }
  return Buffer.from(bytes.buffer, 0, bytes.byteLength);
}

/** A block's blob back to columns: views on one aligned copy of the blob. Null when its size does not match `count`. */
export function decodeBlock(count: number, blob: Uint8Array): BlockColumns | null {
  if (blob.byteLength !== count * BYTES_PER_POINT) return null;
  // a blob of a day's size comes in its own buffer, aligned: viewed as it is (no second copy of a
  // block, and no fresh pages to fault in, on the cold path of a range's first open); a blob that
  // starts at an odd byte (a small one from Node's pool) is copied once so the float64 views are possible
  const aligned = blob.byteOffset % 8 === 0;
  const buffer = aligned ? blob.buffer : new Uint8Array(blob).buffer;
  const base = aligned ? blob.byteOffset : 0;
  const float = (at: number) => new Float64Array(buffer, base + at * count * 8, count);
  const byte = (at: number) => new Uint8Array(buffer, base + FLOAT_COLUMNS.length * count * 8 + at * count, count);
  return { count, time: float(0), lng: float(1), lat: float(2), speed: float(3), direction: float(4), accOn: byte(0), backfill: byte(1) };
}

/** Index of the first point with time ≥ `time` in the first `count` (sorted) times. */
export function firstAtOrAfter(times: Float64Array, count: number, time: number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] as number) < time) low = middle + 1;
    else high = middle;
  }
  return low;
}
