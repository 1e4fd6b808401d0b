import * as z from 'zod/mini';
import { codeColumn, enumColumn, nullableNumberColumn, numberColumn, stringColumn } from './column-checks';
import { VEHICLE_STATES, type VehicleState } from './vehicle-dto';

/**
 * The states counted as "online" in the tree's online/total: the device is reporting, whether it
 * moves (online), stands (stationary) or has no satellite fix yet (onlineNoFix). Offline, inactive
 * and expired vehicles count only in total.
 */
export const ONLINE_STATES = ['online', 'stationary', 'onlineNoFix'] as const;

/**
 * One node of `GET /car/v1/api/group/getGroupTree.json`. The tree is sent flat, in pre-order
 * (a parent before its children, siblings by name), so a virtual list can render it as it comes;
 * `level` is the indent (0 = a root of the caller's tree). Counts include every descendant group.
 */
export const groupNodeSchema = z.object({
  groupId: z.number(),
  /** null for a root of the caller's tree (a sub-user's assigned group has no visible parent) */
  parentId: z.nullable(z.number()),
  name: z.string(),
  level: z.number(),
  childCount: z.number(),
  /** vehicles directly in this group (what listGroupVehicles returns without descendants) */
  ownTotal: z.number(),
  online: z.number(),
  total: z.number(),
});
export type GroupNode = z.infer<typeof groupNodeSchema>;

export const groupTreeSchema = z.object({
  groups: z.array(groupNodeSchema),
  /** over the caller's whole scope */
  online: z.number(),
  total: z.number(),
});
export type GroupTree = z.infer<typeof groupTreeSchema>;

/**
 * The live columns of a vehicle, shared by the full list and the live feed (`live-dto.ts`): one array
 * per field, entry i of every array describing vehicle i. Times are milliseconds since the epoch
 * (UTC): 100k ISO strings would add 1 MB for nothing. `accOn` and `alarm` are 0/1 (a third of the
 * bytes of true/false).
 */
export const liveColumnsShape = {
  vehicleId: numberColumn(),
  state: enumColumn(VEHICLE_STATES),
  lng: nullableNumberColumn(),
  lat: nullableNumberColumn(),
  speed: numberColumn(),
  direction: numberColumn(),
  accOn: numberColumn(),
  /** 1 when the vehicle has an unprocessed alarm */
  alarm: numberColumn(),
  /** the last satellite fix; null when never fixed */
  fixTime: nullableNumberColumn(),
  /** the last time the device reported, fix or not ("离线 3天" counts from it) */
  reportTime: nullableNumberColumn(),
  /** since when the vehicle is in its state ("静止 2小时") */
  stateSince: nullableNumberColumn(),
};

/**
 * Vehicles in a compact, column-wise form for the console's tree and map at 100k: one array per
 * field, all of the same length, row i being vehicle i (ordered by vehicleId). Column arrays cost a
 * third of the bytes of an array of objects and parse faster. Positions are WGS-84.
 */
export const vehicleColumnsSchema = z.object({
  count: z.number(),
  plate: stringColumn(),
  deviceNo: stringColumn(),
  groupId: numberColumn(),
  ...liveColumnsShape,
  /** where the live feed continues from: the changes after this read */
  cursor: z.string(),
  /** when the server read the data (ISO-8601); last, so the list's ETag can leave it out */
  serverTime: z.string(),
});
export type VehicleColumns = z.infer<typeof vehicleColumnsSchema>;

/** What separates the plates in `plates` (a plate never holds a line break). */
export const PLATE_SEPARATOR = '\n';

/**
 * `listAllVehicles` on the wire: the columns of `VehicleColumns`, coded to cost the browser less
 * (server/README.md, "On the wire"). Measured on the 100k list, V8's JSON.parse spent a third of its
 * time on the plates alone (100k short strings, each looked up in the string table) and most of the
 * rest on the state names and the three 13-digit times; so:
 * - `plates`: every plate in one string, joined by a line break (one string to parse, split once);
 * - `state`: the index of the state in `states` (sent with the answer: the wire names its codes);
 * - `reportTime` as milliseconds before `timeBase`; `fixTime` and `stateSince` as milliseconds
 *   before the report time (before `timeBase` when there is none): mostly 0 (null stays null);
 * - `lng`/`lat` to 6 decimals (0.1 m: what the devices send; the float noise of 17 digits goes).
 * `decodeVehicleList` gives back `VehicleColumns`, the same values, in place.
 */
export const vehicleListWireSchema = z
  .object({
    count: z.number(),
    states: z.array(z.enum(VEHICLE_STATES)),
    plates: z.string(),
    deviceNo: stringColumn(),
    groupId: numberColumn(),
    vehicleId: numberColumn(),
    state: codeColumn(),
    lng: nullableNumberColumn(),
    lat: nullableNumberColumn(),
    speed: numberColumn(),
    direction: numberColumn(),
    accOn: numberColumn(),
    alarm: numberColumn(),
    timeBase: z.number(),
    reportTime: nullableNumberColumn(),
    fixTime: nullableNumberColumn(),
    stateSince: nullableNumberColumn(),
    cursor: z.string(),
    serverTime: z.string(),
  })
  .check(
    z.refine(
      (wire) => {
        const n = wire.count;
        const columns = [wire.deviceNo, wire.groupId, wire.vehicleId, wire.state, wire.lng, wire.lat, wire.speed, wire.direction, wire.accOn, wire.alarm, wire.reportTime, wire.fixTime, wire.stateSince];
        if (columns.some((column) => column.length !== n)) return false;
        const codes = wire.state;
        for (let i = 0; i < n; i += 1) if ((codes[i] as number) >= wire.states.length) return false;
        return true;
      },
      { message: '车辆列表各列长度不一致' },
    ),
  );
export type VehicleListWire = z.infer<typeof vehicleListWireSchema>;

/** Back from the wire's coding to `VehicleColumns` (the time columns are rewritten in place). */
export function decodeVehicleList(wire: VehicleListWire): VehicleColumns {
  const n = wire.count;
  const plate = n === 0 ? [] : wire.plates.split(PLATE_SEPARATOR);
  const names = wire.states;
  const codes = wire.state;
  const state = new Array<VehicleState>(n);
  for (let i = 0; i < n; i += 1) state[i] = names[codes[i] as number] as VehicleState;
  const base = wire.timeBase;
  const report = wire.reportTime;
  const fix = wire.fixTime;
  const since = wire.stateSince;
  for (let i = 0; i < n; i += 1) {
    const ago = report[i] ?? null;
    const reportTime = ago === null ? null : base - ago;
    const reference = reportTime ?? base;
    report[i] = reportTime;
    const fixAgo = fix[i] ?? null;
    if (fixAgo !== null) fix[i] = reference - fixAgo;
    const sinceAgo = since[i] ?? null;
    if (sinceAgo !== null) since[i] = reference - sinceAgo;
  }
  return {
    count: n,
    plate,
    deviceNo: wire.deviceNo,
    groupId: wire.groupId,
    vehicleId: wire.vehicleId,
    state,
    lng: wire.lng,
    lat: wire.lat,
    speed: wire.speed,
    direction: wire.direction,
    accOn: wire.accOn,
    alarm: wire.alarm,
    fixTime: fix,
    reportTime: report,
    stateSince: since,
    cursor: wire.cursor,
    serverTime: wire.serverTime,
  };
}

/** The list as the console reads it: checked on the wire (one loop per column), then decoded. */
export const vehicleListSchema = z.pipe(vehicleListWireSchema, z.transform(decodeVehicleList));
