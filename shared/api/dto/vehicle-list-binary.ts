import * as z from 'zod/mini';
import { padTo8, readBinaryHead } from './binary-head';
import { PLATE_SEPARATOR, type VehicleListWire } from './group-dto';
import type { VehicleTable } from './vehicle-table';
import { VEHICLE_STATES, type VehicleState } from './vehicle-dto';

/**
 * The binary form of `listAllVehicles` (`Accept: application/octet-stream`, what the console sends;
 * server/README.md): the coded list of `vehicleListWireSchema` as little-endian typed columns the
 * browser views straight as typed arrays. Measured at 100k: the JSON form (8.6 MB of text) was
 * received by the browser as text a chunk at a time on the main thread, then parsed there (V8's
 * JSON.parse, then a check loop per column); this form is read as bytes and copied out column by
 * column, with the plates and device numbers as two strings split once.
 *
 *   uint32         H: byte length of the head
 *   H bytes        the head, UTF-8 JSON: the success envelope whose obj is `VehicleListHead`
 *   0–7 bytes      zeros, so the columns start at a multiple of 8
 *   n = obj.count, then, each n values long:
 *   float64        speed, direction, reportTime, fixTime, stateSince (the times coded as in the
 *                  JSON form: ms before `timeBase` / before the report time); NaN for null
 *   int32          vehicleId, groupId; lng, lat in millionths of a degree (-2^31 for null)
 *   uint8          state (index in `states`), accOn, alarm
 *   platesBytes    the plates, UTF-8, joined by PLATE_SEPARATOR
 *   deviceBytes    the device numbers, UTF-8, joined by PLATE_SEPARATOR
 */
export const VEHICLE_LIST_BINARY_TYPE = 'application/octet-stream';

/** The list without its columns: what the binary form's head carries. */
export const vehicleListHeadSchema = z.object({
  count: z.number(),
  states: z.array(z.enum(VEHICLE_STATES)),
  timeBase: z.number(),
  platesBytes: z.number(),
  deviceBytes: z.number(),
  cursor: z.string(),
  /** last, so the answer's ETag can leave it out */
  serverTime: z.string(),
});
export type VehicleListHead = z.infer<typeof vehicleListHeadSchema>;

const BYTES_PER_VEHICLE = 5 * 8 + 4 * 4 + 3;
const NULL_COORD = -2147483648;
const COORD_SCALE = 1e6;
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * The binary body. `envelopePrefix` is the success envelope's JSON up to its obj (`{"flag":1,"msg":"成功","obj":`):
 * the head is that, the list's head fields, and the closing brace.
 */
export function encodeVehicleListBinary(envelopePrefix: string, wire: VehicleListWire): Uint8Array {
  const encoder = new TextEncoder();
  const strings = { plates: encoder.encode(wire.plates), deviceNo: encoder.encode(wire.deviceNo.join(PLATE_SEPARATOR)) };
  const fields: VehicleListHead = {
    count: wire.count,
    states: wire.states,
    timeBase: wire.timeBase,
    platesBytes: strings.plates.byteLength,
    deviceBytes: strings.deviceNo.byteLength,
    cursor: wire.cursor,
    serverTime: wire.serverTime,
  };
  const head = `${envelopePrefix}${JSON.stringify(fields)}}`;
  const headBytes = encoder.encode(head);
  const n = wire.count;
  const start = 4 + headBytes.byteLength + padTo8(4 + headBytes.byteLength);
  const bytes = new Uint8Array(start + n * BYTES_PER_VEHICLE + strings.plates.byteLength + strings.deviceNo.byteLength);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, headBytes.byteLength, true);
  bytes.set(headBytes, 4);
  let offset = start;
  const float64 = (values: readonly (number | null)[]) => {
    const out = littleEndian ? new Float64Array(bytes.buffer, offset, n) : null;
    for (let i = 0; i < n; i += 1) {
      const value = values[i] ?? Number.NaN;
      if (out) out[i] = value;
      else view.setFloat64(offset + i * 8, value, true);
    }
    offset += n * 8;
  };
  const int32 = (values: readonly (number | null)[], scale: number) => {
    const out = littleEndian ? new Int32Array(bytes.buffer, offset, n) : null;
    for (let i = 0; i < n; i += 1) {
      const raw = values[i] ?? null;
      const value = raw === null ? NULL_COORD : Math.round(raw * scale);
      // an id or a coordinate outside int32 cannot be sent in this form
      if (value < NULL_COORD || value > 2147483647 || (raw !== null && value === NULL_COORD)) throw new RangeError('车辆列表的数值超出二进制格式的范围');
      if (out) out[i] = value;
      else view.setInt32(offset + i * 4, value, true);
    }
    offset += n * 4;
  };
  const uint8 = (values: readonly number[]) => {
    for (let i = 0; i < n; i += 1) bytes[offset + i] = values[i] as number;
    offset += n;
  };
  float64(wire.speed);
  float64(wire.direction);
  float64(wire.reportTime);
  float64(wire.fixTime);
  float64(wire.stateSince);
  int32(wire.vehicleId, 1);
  int32(wire.groupId, 1);
  int32(wire.lng, COORD_SCALE);
  int32(wire.lat, COORD_SCALE);
  uint8(wire.state);
  uint8(wire.accOn);
  uint8(wire.alarm);
  bytes.set(strings.plates, offset);
  offset += strings.plates.byteLength;
  bytes.set(strings.deviceNo, offset);
  return bytes;
}

/** The envelope in the head (binary-head.ts), or null when the head is not JSON. */
export const readVehicleListHead = readBinaryHead;

/**
 * The columns of a binary body as a `VehicleTable`, checked: the exact byte length, state codes
 * inside `states`, 0|1 flags, finite speeds and headings, one plate and one device number per
 * vehicle. Null when any fails. The ids, flags, speeds and headings are views over `bytes`, and the
 * times are decoded in place in theirs: the table owns the buffer from then on.
 */
export function decodeVehicleListBinary(bytes: ArrayBuffer, columnsAt: number, head: VehicleListHead): VehicleTable | null {
  const n = head.count;
  if (!Number.isInteger(n) || n < 0 || bytes.byteLength !== columnsAt + n * BYTES_PER_VEHICLE + head.platesBytes + head.deviceBytes) return null;
  let offset = columnsAt;
  const float64 = (): Float64Array => {
    const out = littleEndian ? new Float64Array(bytes, offset, n) : Float64Array.from({ length: n }, (_, i) => new DataView(bytes).getFloat64(offset + i * 8, true));
    offset += n * 8;
    return out;
  };
  const int32 = (): Int32Array => {
    const out = littleEndian ? new Int32Array(bytes, offset, n) : Int32Array.from({ length: n }, (_, i) => new DataView(bytes).getInt32(offset + i * 4, true));
    offset += n * 4;
    return out;
  };
  const uint8 = (): Uint8Array => {
    const out = new Uint8Array(bytes, offset, n);
    offset += n;
    return out;
  };
  const speed = float64();
  const direction = float64();
  const reportTime = float64();
  const fixTime = float64();
  const stateSince = float64();
  const vehicleId = int32();
  const groupId = int32();
  const lngs = int32();
  const lats = int32();
  const codes = uint8();
  const accOn = uint8();
  const alarm = uint8();
  const decoder = new TextDecoder();
  const plateText = decoder.decode(new Uint8Array(bytes, offset, head.platesBytes));
  offset += head.platesBytes;
  const deviceText = decoder.decode(new Uint8Array(bytes, offset, head.deviceBytes));
  const plate = n === 0 ? [] : plateText.split(PLATE_SEPARATOR);
  const deviceNo = n === 0 ? [] : deviceText.split(PLATE_SEPARATOR);
  if (plate.length !== n || deviceNo.length !== n) return null;

  for (let i = 0; i < n; i += 1) {
    if ((codes[i] as number) >= head.states.length || (accOn[i] as number) > 1 || (alarm[i] as number) > 1) return null;
    if (!Number.isFinite(speed[i]) || !Number.isFinite(direction[i])) return null;
  }
  const names = head.states;
  const state = new Array<VehicleState>(n);
  for (let i = 0; i < n; i += 1) state[i] = names[codes[i] as number] as VehicleState;
  const coords = (values: Int32Array) => {
    const out = new Float64Array(n);
    for (let i = 0; i < n; i += 1) {
      const value = values[i] as number;
      out[i] = value === NULL_COORD ? Number.NaN : value / COORD_SCALE;
    }
    return out;
  };
  // the times back from their coding, in place (NaN, none, stays NaN): the report before timeBase,
  // the fix and the state's start before the report (before timeBase when there is none)
  const base = head.timeBase;
  for (let i = 0; i < n; i += 1) {
    const report = base - (reportTime[i] as number);
    const reference = Number.isNaN(report) ? base : report;
    reportTime[i] = report;
    fixTime[i] = reference - (fixTime[i] as number);
    stateSince[i] = reference - (stateSince[i] as number);
  }
  return {
    count: n,
    plate,
    deviceNo,
    vehicleId,
    groupId,
    state,
    lng: coords(lngs),
    lat: coords(lats),
    speed,
    direction,
    accOn,
    alarm,
    fixTime,
    reportTime,
    stateSince,
    cursor: head.cursor,
    serverTime: head.serverTime,
  };
}
