import * as z from 'zod/mini';
import { padTo, padTo8, readBinaryHead } from './binary-head';
import { PLATE_SEPARATOR, type VehicleListWire } from './group-dto';
import { TextColumn } from './text-column';
import type { VehicleTable } from './vehicle-table';
import { VEHICLE_STATES, type VehicleState } from './vehicle-dto';

/**
 * The binary form of `listAllVehicles` (`Accept: application/octet-stream`, what the console sends;
 * server/README.md): the coded list of `vehicleListWireSchema` as little-endian typed columns the
 * browser views straight as typed arrays. Measured at 100k: the JSON form (8.6 MB of text) was
 * received by the browser as text a chunk at a time on the main thread, then parsed there (V8's
 * JSON.parse, then a check loop per column); this form is read as bytes, most columns in place, with
 * the plates and device numbers as two texts read a line at a time (`TextColumn`).
 *
 *   uint32         H: byte length of the head
 *   H bytes        the head, UTF-8 JSON: the success envelope whose obj is `VehicleListHead`
 *   0–7 bytes      zeros, so the columns start at a multiple of 8
 *   n = obj.count, then, each n values long, each column starting at a multiple of its value's size:
 *   speed, direction, reportTime, fixTime, stateSince: each in the narrowest of its `packing` kinds
 *                  that holds every value of the list exactly (`head.packed`): float64 (NaN for
 *                  null), or uint32 / uint16 of the value times its scale (the kind's largest value
 *                  for null); the times coded as in the JSON form (ms before `timeBase` / before the
 *                  report time)
 *   int32          vehicleId, groupId; lng, lat in millionths of a degree (-2^31 for null)
 *   uint8          state (index in `states`), accOn, alarm
 *   platesBytes    the plates, UTF-8, joined by PLATE_SEPARATOR
 *   deviceBytes    the device numbers, UTF-8, joined by PLATE_SEPARATOR
 * Packing measured at 100k: speed (one decimal) and heading as uint16, the fix and state-start times
 * (mostly 0, always within 49 days of the report) as uint32 take the columns from 87 to 67 bytes a
 * vehicle, and the browser's receiving time (decompressing and handing the bytes over, on a 2-core
 * machine) follows the decoded size.
 */
export const VEHICLE_LIST_BINARY_TYPE = 'application/octet-stream';

/** How a packed number column can be sent: 'f64' always can. */
const NUMBER_KINDS = ['f64', 'u32', 'u16'] as const;
type NumberKind = (typeof NUMBER_KINDS)[number];
const KIND_BYTES: Record<NumberKind, number> = { f64: 8, u32: 4, u16: 2 };
/** null in an unsigned kind: its largest value */
const KIND_NULL: Record<Exclude<NumberKind, 'f64'>, number> = { u32: 0xffff_ffff, u16: 0xffff };

/** The packed columns, in their order on the wire, with the narrow kinds each may take and its scale there. */
const PACKING = [
  { column: 'speed', narrow: ['u16'], scale: 10 },
  { column: 'direction', narrow: ['u16'], scale: 1 },
  { column: 'reportTime', narrow: ['u32'], scale: 1 },
  { column: 'fixTime', narrow: ['u32'], scale: 1 },
  { column: 'stateSince', narrow: ['u32'], scale: 1 },
] as const satisfies readonly { column: keyof VehicleListWire; narrow: readonly Exclude<NumberKind, 'f64'>[]; scale: number }[];
type PackedColumn = (typeof PACKING)[number]['column'];

const packedSchema = z.object({
  speed: z.enum(NUMBER_KINDS),
  direction: z.enum(NUMBER_KINDS),
  reportTime: z.enum(NUMBER_KINDS),
  fixTime: z.enum(NUMBER_KINDS),
  stateSince: z.enum(NUMBER_KINDS),
});

/** The list without its columns: what the binary form's head carries. */
export const vehicleListHeadSchema = z.object({
  count: z.number(),
  states: z.array(z.enum(VEHICLE_STATES)),
  timeBase: z.number(),
  /** the kind each packed column was sent in */
  packed: packedSchema,
  platesBytes: z.number(),
  deviceBytes: z.number(),
  cursor: z.string(),
  /** last, so the answer's ETag can leave it out */
  serverTime: z.string(),
});
export type VehicleListHead = z.infer<typeof vehicleListHeadSchema>;

/** int32 × 4 and uint8 × 3 */
const FIXED_BYTES_PER_VEHICLE = 4 * 4 + 3;
const NULL_COORD = -2147483648;
const COORD_SCALE = 1e6;
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The narrowest kind that holds every value exactly (times its scale and rounded, in range below the null value, and read back equal). */
function narrowestKind(values: readonly (number | null)[], narrow: readonly Exclude<NumberKind, 'f64'>[], scale: number): NumberKind {
  return (
    narrow.find((kind) =>
      values.every((value) => {
        if (value === null) return true;
        const coded = Math.round(value * scale);
        return coded >= 0 && coded < KIND_NULL[kind] && coded / scale === value;
      }),
    ) ?? 'f64'
  );
}

/** The byte length of the columns after the head, `at` being where they start (padding included). */
function columnsLength(at: number, n: number, packed: VehicleListHead['packed']): number {
  let offset = at;
  for (const { column } of PACKING) {
    const size = KIND_BYTES[packed[column]];
    offset += padTo(offset, size) + n * size;
  }
  offset += padTo(offset, 4);
  return offset - at + n * FIXED_BYTES_PER_VEHICLE;
}

/**
 * The binary body. `envelopePrefix` is the success envelope's JSON up to its obj (`{"flag":1,"msg":"成功","obj":`):
 * the head is that, the list's head fields, and the closing brace.
 */
export function encodeVehicleListBinary(envelopePrefix: string, wire: VehicleListWire): Uint8Array {
  const encoder = new TextEncoder();
  const strings = { plates: encoder.encode(wire.plates), deviceNo: encoder.encode(wire.deviceNo.join(PLATE_SEPARATOR)) };
  const packed = Object.fromEntries(PACKING.map(({ column, narrow, scale }) => [column, narrowestKind(wire[column], narrow, scale)])) as VehicleListHead['packed'];
  const fields: VehicleListHead = {
    count: wire.count,
    states: wire.states,
    timeBase: wire.timeBase,
    packed,
    platesBytes: strings.plates.byteLength,
    deviceBytes: strings.deviceNo.byteLength,
    cursor: wire.cursor,
    serverTime: wire.serverTime,
  };
  const head = `${envelopePrefix}${JSON.stringify(fields)}}`;
  const headBytes = encoder.encode(head);
  const n = wire.count;
  const start = 4 + headBytes.byteLength + padTo8(4 + headBytes.byteLength);
  const bytes = new Uint8Array(start + columnsLength(start, n, packed) + strings.plates.byteLength + strings.deviceNo.byteLength);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, headBytes.byteLength, true);
  bytes.set(headBytes, 4);
  let offset = start;
  const number = (values: readonly (number | null)[], kind: NumberKind, scale: number) => {
    const size = KIND_BYTES[kind];
    offset += padTo(offset, size);
    for (let i = 0; i < n; i += 1) {
      const value = values[i] ?? null;
      const at = offset + i * size;
      if (kind === 'f64') view.setFloat64(at, value ?? Number.NaN, true);
      else {
        const coded = value === null ? KIND_NULL[kind] : Math.round(value * scale);
        if (kind === 'u32') view.setUint32(at, coded, true);
        else view.setUint16(at, coded, true);
      }
    }
    offset += n * size;
  };
  const int32 = (values: readonly (number | null)[], scale: number) => {
    for (let i = 0; i < n; i += 1) {
      const raw = values[i] ?? null;
      const value = raw === null ? NULL_COORD : Math.round(raw * scale);
      // an id or a coordinate outside int32 cannot be sent in this form
      if (value < NULL_COORD || value > 2147483647 || (raw !== null && value === NULL_COORD)) throw new RangeError('车辆列表的数值超出二进制格式的范围');
      view.setInt32(offset + i * 4, value, true);
    }
    offset += n * 4;
  };
  const uint8 = (values: readonly number[]) => {
    for (let i = 0; i < n; i += 1) bytes[offset + i] = values[i] as number;
    offset += n;
  };
  for (const { column, scale } of PACKING) number(wire[column], packed[column], scale);
  offset += padTo(offset, 4);
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
  if (!Number.isInteger(n) || n < 0 || bytes.byteLength !== columnsAt + columnsLength(columnsAt, n, head.packed) + head.platesBytes + head.deviceBytes) return null;
  const view = new DataView(bytes);
  let offset = columnsAt;
  /**
   * A packed column as float64 (NaN: null): a view over the bytes when sent as float64, else widened
   * natively (a typed array built from another, its nulls found by `indexOf`: five JS loops over 100k
   * values ran cold, in V8's interpreter, ~35 ms of the list's task in a profile). Still coded: times
   * its scale (the one pass below divides by `scaleOf`).
   */
  const number = (column: PackedColumn): Float64Array => {
    const kind = head.packed[column];
    const size = KIND_BYTES[kind];
    offset += padTo(offset, size);
    const at = offset;
    offset += n * size;
    if (kind === 'f64') return littleEndian ? new Float64Array(bytes, at, n) : Float64Array.from({ length: n }, (_, i) => view.getFloat64(at + i * 8, true));
    const source = littleEndian
      ? kind === 'u32'
        ? new Uint32Array(bytes, at, n)
        : new Uint16Array(bytes, at, n)
      : kind === 'u32'
        ? Uint32Array.from({ length: n }, (_, i) => view.getUint32(at + i * 4, true))
        : Uint16Array.from({ length: n }, (_, i) => view.getUint16(at + i * 2, true));
    const out = new Float64Array(source);
    const none = KIND_NULL[kind];
    for (let i = source.indexOf(none); i >= 0; i = source.indexOf(none, i + 1)) out[i] = Number.NaN;
    return out;
  };
  /** what a packed column's values are divided by (1 when it came as float64: its values as they are) */
  const scaleOf = (column: PackedColumn, scale: number) => (head.packed[column] === 'f64' ? 1 : scale);
  const int32 = (): Int32Array => {
    const out = littleEndian ? new Int32Array(bytes, offset, n) : Int32Array.from({ length: n }, (_, i) => view.getInt32(offset + i * 4, true));
    offset += n * 4;
    return out;
  };
  const uint8 = (): Uint8Array => {
    const out = new Uint8Array(bytes, offset, n);
    offset += n;
    return out;
  };
  const [speed, direction, reportTime, fixTime, stateSince] = PACKING.map(({ column }) => number(column)) as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  const [speedScale, directionScale, reportScale, fixScale, sinceScale] = PACKING.map(({ column, scale }) => scaleOf(column, scale)) as [number, number, number, number, number];
  offset += padTo(offset, 4);
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
  const plate = TextColumn.fromJoined(plateText, PLATE_SEPARATOR, n);
  const deviceNo = TextColumn.fromJoined(deviceText, PLATE_SEPARATOR, n);
  if (!plate || !deviceNo) return null;

  // one pass (a cold loop runs in the interpreter until V8 replaces it on the stack: one loop warms
  // once): the checks, the state names, the coordinates, and the times back from their coding in
  // place (NaN, none, stays NaN): the report before timeBase, the fix and the state's start before
  // the report (before timeBase when there is none)
  const names = head.states;
  const state = new Array<VehicleState>(n);
  const lng = new Float64Array(n);
  const lat = new Float64Array(n);
  const base = head.timeBase;
  for (let i = 0; i < n; i += 1) {
    const code = codes[i] as number;
    if (code >= names.length || (accOn[i] as number) > 1 || (alarm[i] as number) > 1) return null;
    if (!Number.isFinite(speed[i]) || !Number.isFinite(direction[i])) return null;
    speed[i] = (speed[i] as number) / speedScale;
    direction[i] = (direction[i] as number) / directionScale;
    state[i] = names[code] as VehicleState;
    const x = lngs[i] as number;
    const y = lats[i] as number;
    lng[i] = x === NULL_COORD ? Number.NaN : x / COORD_SCALE;
    lat[i] = y === NULL_COORD ? Number.NaN : y / COORD_SCALE;
    const report = base - (reportTime[i] as number) / reportScale;
    const reference = Number.isNaN(report) ? base : report;
    reportTime[i] = report;
    fixTime[i] = reference - (fixTime[i] as number) / fixScale;
    stateSince[i] = reference - (stateSince[i] as number) / sinceScale;
  }
  return {
    count: n,
    plate,
    deviceNo,
    vehicleId,
    groupId,
    state,
    lng,
    lat,
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
