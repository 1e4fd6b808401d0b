import * as z from 'zod/mini';
import { padTo8, readBinaryHead } from './binary-head';
import { TRACK_COORD_SCALE, trackStopSchema, trackTotalsSchema, type Track, type TrackPoints } from './track-dto';

/**
 * The binary form of the playback answer (`Accept: application/octet-stream`, see server/README.md):
 * the same track as the JSON one, with the points as little-endian typed columns of small integers:
 * no 2 MB of digits for the server to write and for the browser to parse on its main thread, and
 * few enough bytes for the browser to take in (22 a point, 90 KB gzipped for the bench's 100k).
 *
 *   uint32         H: byte length of the head
 *   H bytes        the head, UTF-8 JSON: the success envelope whose obj is the track without `points`
 *                  ({"flag":1,"msg":"成功","obj":{vehicleId, plate, startTime, endTime, fields, stops, totals}})
 *   0–7 bytes      zeros, so the columns start at a multiple of 8
 *   float64        the first point's time (ms since the epoch; 0 without points)
 *   n = obj.totals.pointCount, then, each n values long:
 *   int32          time (ms), lng, lat (millionths of a degree), mileage (metres from the first
 *                  point): the difference to the previous point (time's first is 0, the others'
 *                  first is the first point's value)
 *   uint16         speed (tenths of a km/h), direction (tenths of a degree): JT/T 808's units, the
 *                  precision the recorder keeps (speed to 0.1 km/h, direction in whole degrees)
 *   uint8          accOn (0|1), backfill (0|1)
 */
/** The binary form's content type (the HTTP client's getBytes asks for it). */
export const TRACK_BINARY_TYPE = 'application/octet-stream';

export const TRACK_BINARY_BYTES_PER_POINT = 4 * 4 + 2 * 2 + 2;
/** Bytes before the columns: the first point's time. */
const TIME_BASE_BYTES = 8;
/** Speed and direction travel in tenths. */
const TENTHS = 10;
const UINT16_MAX = 0xffff;
const INT32_MIN = -0x80000000;
const INT32_MAX = 0x7fffffff;

/** The track without its points: what the binary form's head carries. */
export const trackHeadSchema = z.object({
  vehicleId: z.number(),
  plate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  fields: z.array(z.string()),
  stops: z.array(trackStopSchema),
  totals: trackTotalsSchema,
});
export type TrackHead = Omit<Track, 'points'>;

/** A track as playback holds it: the head, and every point as typed arrays. */
export type LoadedTrack = TrackHead & { points: TrackPoints };

/** The plain values the server encodes from: lng/lat in degrees, mileage in km, `count` long or longer. */
export interface TrackBinaryColumns {
  count: number;
  time: ArrayLike<number>;
  lng: ArrayLike<number>;
  lat: ArrayLike<number>;
  speed: ArrayLike<number>;
  direction: ArrayLike<number>;
  accOn: ArrayLike<number>;
  mileageKm: ArrayLike<number>;
  backfill: ArrayLike<number>;
}

const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** A time difference as the int32 the column holds; a track of at most 7 days never comes near its ±24 days. */
function timeDelta(value: number, previous: number): number {
  const delta = value - previous;
  if (!Number.isInteger(delta) || delta < INT32_MIN || delta > INT32_MAX) throw new RangeError(`a track point's time does not fit the binary form: ${value}`);
  return delta;
}

/** Speed in tenths of a km/h: never below 0, at most 6553.5 km/h. */
const speedTenths = (speed: number) => Math.min(UINT16_MAX, Math.max(0, Math.round(speed * TENTHS))) || 0;

/** Direction in tenths of a degree, brought into 0–360 first. */
const directionTenths = (direction: number) => Math.round((((direction % 360) + 360) % 360) * TENTHS) || 0;

/**
 * The binary body: `envelopeHead` is the envelope's JSON text (its obj without points). Every column
 * in one pass over the points, into typed views (every browser and server this runs on is
 * little-endian; a DataView write per value otherwise). Integers are rounded before differencing
 * (no drift). The first cold request of a range runs this unoptimised: one loop, not eight.
 */
export function encodeTrackBinary(envelopeHead: string, columns: TrackBinaryColumns): Uint8Array {
  const head = new TextEncoder().encode(envelopeHead);
  const n = columns.count;
  const start = 4 + head.byteLength + padTo8(4 + head.byteLength);
  const bytes = new Uint8Array(start + TIME_BASE_BYTES + n * TRACK_BINARY_BYTES_PER_POINT);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, head.byteLength, true);
  bytes.set(head, 4);
  const { time, lng, lat, mileageKm, speed, direction, accOn, backfill } = columns;
  const firstTime = n > 0 ? (time[0] as number) : 0;
  view.setFloat64(start, firstTime, true);
  const at = start + TIME_BASE_BYTES;
  const int32At = (column: number, index: number) => at + (column * n + index) * 4;
  const uint16At = (column: number, index: number) => at + 16 * n + (column * n + index) * 2;
  const uint8At = (column: number, index: number) => at + 20 * n + column * n + index;
  const int32 = littleEndian ? new Int32Array(bytes.buffer, at, 4 * n) : null;
  const uint16 = littleEndian ? new Uint16Array(bytes.buffer, at + 16 * n, 2 * n) : null;
  let timePrevious = firstTime;
  let lngPrevious = 0;
  let latPrevious = 0;
  let mileagePrevious = 0;
  for (let index = 0; index < n; index += 1) {
    const timeValue = time[index] as number;
    const lngValue = Math.round((lng[index] as number) * TRACK_COORD_SCALE);
    const latValue = Math.round((lat[index] as number) * TRACK_COORD_SCALE);
    const mileageValue = Math.round((mileageKm[index] as number) * 1000);
    const timeStep = timeDelta(timeValue, timePrevious);
    const speedValue = speedTenths(speed[index] as number);
    const directionValue = directionTenths(direction[index] as number);
    if (int32 && uint16) {
      int32[index] = timeStep;
      int32[n + index] = lngValue - lngPrevious;
      int32[2 * n + index] = latValue - latPrevious;
      int32[3 * n + index] = mileageValue - mileagePrevious;
      uint16[index] = speedValue;
      uint16[n + index] = directionValue;
    } else {
      view.setInt32(int32At(0, index), timeStep, true);
      view.setInt32(int32At(1, index), lngValue - lngPrevious, true);
      view.setInt32(int32At(2, index), latValue - latPrevious, true);
      view.setInt32(int32At(3, index), mileageValue - mileagePrevious, true);
      view.setUint16(uint16At(0, index), speedValue, true);
      view.setUint16(uint16At(1, index), directionValue, true);
    }
    bytes[uint8At(0, index)] = accOn[index] as number;
    bytes[uint8At(1, index)] = backfill[index] as number;
    timePrevious = timeValue;
    lngPrevious = lngValue;
    latPrevious = latValue;
    mileagePrevious = mileageValue;
  }
  return bytes;
}

/** The envelope in the head (binary-head.ts), or null when the head is not JSON. */
export const readTrackBinaryHead = readBinaryHead;

/**
 * The columns of a binary body to typed arrays (the inverse of encodeTrackBinary), checked: the
 * exact byte length for `count` points, a finite first time, 0|1 flags. Null when any fails.
 */
export function decodeTrackBinaryPoints(bytes: ArrayBuffer, columnsAt: number, count: number): TrackPoints | null {
  if (!Number.isInteger(count) || count < 0 || bytes.byteLength !== columnsAt + TIME_BASE_BYTES + count * TRACK_BINARY_BYTES_PER_POINT) return null;
  const firstTime = new DataView(bytes).getFloat64(columnsAt, true);
  if (!Number.isFinite(firstTime)) return null;
  const at = columnsAt + TIME_BASE_BYTES;
  // little-endian on the wire: views when the machine is too (every browser's), a DataView read otherwise
  const int32 = (column: number) =>
    littleEndian ? new Int32Array(bytes, at + column * count * 4, count) : Int32Array.from({ length: count }, (_, index) => new DataView(bytes).getInt32(at + (column * count + index) * 4, true));
  const uint16 = (column: number) =>
    littleEndian
      ? new Uint16Array(bytes, at + 16 * count + column * count * 2, count)
      : Uint16Array.from({ length: count }, (_, index) => new DataView(bytes).getUint16(at + 16 * count + (column * count + index) * 2, true));
  const timeDeltas = int32(0);
  const lngDeltas = int32(1);
  const latDeltas = int32(2);
  const mileageDeltas = int32(3);
  const speedTenthsColumn = uint16(0);
  const directionTenthsColumn = uint16(1);
  const accOn = new Uint8Array(bytes, at + 20 * count, count);
  const backfill = new Uint8Array(bytes, at + 21 * count, count);
  // one pass over the points, not one per column: the differences summed back, the tenths divided,
  // the flags checked. On the path from the answer to the first frame, where this code runs for the
  // first time (not yet optimised): one loop of 100k, not six.
  const time = new Float64Array(count);
  const lng = new Float64Array(count);
  const lat = new Float64Array(count);
  const mileageKm = new Float64Array(count);
  const speed = new Float64Array(count);
  const direction = new Float64Array(count);
  let timeSum = firstTime;
  let lngSum = 0;
  let latSum = 0;
  let mileageSum = 0;
  let flags = 0;
  for (let index = 0; index < count; index += 1) {
    timeSum += timeDeltas[index] as number;
    lngSum += lngDeltas[index] as number;
    latSum += latDeltas[index] as number;
    mileageSum += mileageDeltas[index] as number;
    time[index] = timeSum;
    lng[index] = lngSum / TRACK_COORD_SCALE;
    lat[index] = latSum / TRACK_COORD_SCALE;
    mileageKm[index] = mileageSum / 1000;
    speed[index] = (speedTenthsColumn[index] as number) / TENTHS;
    direction[index] = (directionTenthsColumn[index] as number) / TENTHS;
    flags |= (accOn[index] as number) | (backfill[index] as number);
  }
  if (flags > 1) return null;
  return { count, time, lng, lat, speed, direction, accOn, mileageKm, backfill };
}
