import * as z from 'zod/mini';
import { padTo8, readBinaryHead } from './binary-head';
import { TRACK_COORD_SCALE, trackStopSchema, trackTotalsSchema, type Track, type TrackPoints } from './track-dto';

/**
 * The binary form of the playback answer (`Accept: application/octet-stream`, see server/README.md):
 * the same track as the JSON one, with the points as little-endian typed columns the browser views
 * straight as typed arrays: no 2 MB of digits for the server to write and for the browser to parse on
 * its main thread.
 *
 *   uint32         H: byte length of the head
 *   H bytes        the head, UTF-8 JSON: the success envelope whose obj is the track without `points`
 *                  ({"flag":1,"msg":"成功","obj":{vehicleId, plate, startTime, endTime, fields, stops, totals}})
 *   0–7 bytes      zeros, so the columns start at a multiple of 8
 *   n = obj.totals.pointCount, then, each n values long:
 *   float64        time (ms since the epoch), speed (km/h), direction (degrees)
 *   int32          lng, lat (millionths of a degree), mileage (metres from the first point):
 *                  the first point's value, then the difference to the previous point
 *   uint8          accOn (0|1), backfill (0|1)
 */
/** The binary form's content type (the HTTP client's getBytes asks for it). */
export const TRACK_BINARY_TYPE = 'application/octet-stream';

export const TRACK_BINARY_BYTES_PER_POINT = 3 * 8 + 3 * 4 + 2;

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

/**
 * lng, lat (millionths of a degree) and mileage (metres) as int32 differences, one column after the
 * other from `at`, in one pass over the points: each value rounded before differencing (no drift).
 */
function writeDeltas(view: DataView, at: number, n: number, { lng, lat, mileageKm }: TrackBinaryColumns): void {
  // typed views where the machine is little-endian (every browser and server this runs on): plain
  // typed stores, no DataView call per value; DataView writes otherwise
  const lngOut = littleEndian ? new Int32Array(view.buffer, at, n) : null;
  const latOut = littleEndian ? new Int32Array(view.buffer, at + n * 4, n) : null;
  const mileageOut = littleEndian ? new Int32Array(view.buffer, at + n * 8, n) : null;
  let lngPrevious = 0;
  let latPrevious = 0;
  let mileagePrevious = 0;
  for (let index = 0; index < n; index += 1) {
    const lngValue = Math.round((lng[index] as number) * TRACK_COORD_SCALE);
    const latValue = Math.round((lat[index] as number) * TRACK_COORD_SCALE);
    const mileageValue = Math.round((mileageKm[index] as number) * 1000);
    if (lngOut && latOut && mileageOut) {
      lngOut[index] = lngValue - lngPrevious;
      latOut[index] = latValue - latPrevious;
      mileageOut[index] = mileageValue - mileagePrevious;
    } else {
      view.setInt32(at + index * 4, lngValue - lngPrevious, true);
      view.setInt32(at + (n + index) * 4, latValue - latPrevious, true);
      view.setInt32(at + (2 * n + index) * 4, mileageValue - mileagePrevious, true);
    }
    lngPrevious = lngValue;
    latPrevious = latValue;
    mileagePrevious = mileageValue;
  }
}

/** The binary body: `envelopeHead` is the envelope's JSON text (its obj without points). Integers are rounded before differencing (no drift). */
export function encodeTrackBinary(envelopeHead: string, columns: TrackBinaryColumns): Uint8Array {
  const head = new TextEncoder().encode(envelopeHead);
  const n = columns.count;
  const start = 4 + head.byteLength + padTo8(4 + head.byteLength);
  const bytes = new Uint8Array(start + n * TRACK_BINARY_BYTES_PER_POINT);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, head.byteLength, true);
  bytes.set(head, 4);
  let offset = start;
  // the server's columns are typed arrays already (float64, uint8): those go in as one native copy
  // each, and the three difference columns in one loop. The first cold request of a range runs this
  // code unoptimised: eight 100k loops in the interpreter cost the answer ~20 ms more than this
  const float64 = (values: ArrayLike<number>) => {
    if (littleEndian && values instanceof Float64Array) new Float64Array(bytes.buffer, offset, n).set(values.subarray(0, n));
    else for (let index = 0; index < n; index += 1) view.setFloat64(offset + index * 8, values[index] as number, true);
    offset += n * 8;
  };
  const uint8 = (values: ArrayLike<number>) => {
    if (values instanceof Uint8Array) bytes.set(values.subarray(0, n), offset);
    else for (let index = 0; index < n; index += 1) bytes[offset + index] = values[index] as number;
    offset += n;
  };
  float64(columns.time);
  float64(columns.speed);
  float64(columns.direction);
  writeDeltas(view, offset, n, columns);
  offset += n * 12;
  uint8(columns.accOn);
  uint8(columns.backfill);
  return bytes;
}

/** The envelope in the head (binary-head.ts), or null when the head is not JSON. */
export const readTrackBinaryHead = readBinaryHead;

/**
 * The columns of a binary body to typed arrays (the inverse of encodeTrackBinary), checked: the
 * exact byte length for `count` points, finite numbers, 0|1 flags. Null when any fails.
 */
export function decodeTrackBinaryPoints(bytes: ArrayBuffer, columnsAt: number, count: number): TrackPoints | null {
  if (!Number.isInteger(count) || count < 0 || bytes.byteLength !== columnsAt + count * TRACK_BINARY_BYTES_PER_POINT) return null;
  let offset = columnsAt;
  const float64 = () => {
    // little-endian on the wire: views when the machine is too (every browser's), a DataView read otherwise
    const out = littleEndian ? new Float64Array(bytes, offset, count) : Float64Array.from({ length: count }, (_, index) => new DataView(bytes).getFloat64(offset + index * 8, true));
    offset += count * 8;
    return out;
  };
  const int32 = () => {
    const out = littleEndian ? new Int32Array(bytes, offset, count) : Int32Array.from({ length: count }, (_, index) => new DataView(bytes).getInt32(offset + index * 4, true));
    offset += count * 4;
    return out;
  };
  const uint8 = () => {
    const out = new Uint8Array(bytes, offset, count);
    offset += count;
    return out;
  };
  const time = float64();
  const speed = float64();
  const direction = float64();
  const lngDeltas = int32();
  const latDeltas = int32();
  const mileageDeltas = int32();
  const accOn = uint8();
  const backfill = uint8();
  // one pass over the points, not one per column: the deltas summed back into degrees and km, and
  // every value checked (finite numbers, 0|1 flags). On the path from the answer to the first frame,
  // where this code runs for the first time (not yet optimised): one loop of 100k, not eight.
  const lng = new Float64Array(count);
  const lat = new Float64Array(count);
  const mileageKm = new Float64Array(count);
  let lngSum = 0;
  let latSum = 0;
  let mileageSum = 0;
  // a non-finite value times 0 is NaN, which stays NaN through the sum; finite ones add 0
  let nonFinite = 0;
  let flags = 0;
  for (let index = 0; index < count; index += 1) {
    lngSum += lngDeltas[index] as number;
    latSum += latDeltas[index] as number;
    mileageSum += mileageDeltas[index] as number;
    lng[index] = lngSum / TRACK_COORD_SCALE;
    lat[index] = latSum / TRACK_COORD_SCALE;
    mileageKm[index] = mileageSum / 1000;
    nonFinite += (time[index] as number) * 0 + (speed[index] as number) * 0 + (direction[index] as number) * 0;
    flags |= (accOn[index] as number) | (backfill[index] as number);
  }
  if (nonFinite !== 0 || flags > 1) return null;
  return { count, time, lng, lat, speed, direction, accOn, mileageKm, backfill };
}
