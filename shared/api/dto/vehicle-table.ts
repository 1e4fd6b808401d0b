import { PLATE_SEPARATOR, type VehicleColumns } from './group-dto';
import { TextColumn } from './text-column';
import type { VehicleState } from './vehicle-dto';

/**
 * The vehicle list as the console keeps it: `VehicleColumns` with every number column a typed array
 * (NaN where the JSON form has null). The binary form of `listAllVehicles` is read straight into it,
 * most columns as views over the received bytes: measured at 100k, copying them out into plain arrays
 * and then back into typed ones took most of the list's 290 ms load task (the copies and their
 * garbage), between the last byte and the first tree paint.
 */
export interface VehicleTable {
  count: number;
  /** read a row at a time (`TextColumn`): not split into 100k strings before the first paint */
  plate: TextColumn;
  deviceNo: TextColumn;
  vehicleId: Int32Array;
  groupId: Int32Array;
  state: VehicleState[];
  lng: Float64Array;
  lat: Float64Array;
  speed: Float64Array;
  direction: Float64Array;
  accOn: Uint8Array;
  alarm: Uint8Array;
  fixTime: Float64Array;
  reportTime: Float64Array;
  stateSince: Float64Array;
  cursor: string;
  serverTime: string;
}

/** A nullable number column as a typed array (null: NaN). */
function floats(column: readonly (number | null)[]): Float64Array {
  const out = new Float64Array(column.length);
  for (let i = 0; i < column.length; i += 1) out[i] = column[i] ?? Number.NaN;
  return out;
}

/** The JSON form's columns (`listGroupVehicles`, tests) as a table. */
export function vehicleTableFromColumns(columns: VehicleColumns): VehicleTable {
  return {
    count: columns.count,
    plate: TextColumn.fromValues(columns.plate, PLATE_SEPARATOR),
    deviceNo: TextColumn.fromValues(columns.deviceNo, PLATE_SEPARATOR),
    vehicleId: Int32Array.from(columns.vehicleId),
    groupId: Int32Array.from(columns.groupId),
    state: columns.state,
    lng: floats(columns.lng),
    lat: floats(columns.lat),
    speed: Float64Array.from(columns.speed),
    direction: Float64Array.from(columns.direction),
    accOn: Uint8Array.from(columns.accOn),
    alarm: Uint8Array.from(columns.alarm),
    fixTime: floats(columns.fixTime),
    reportTime: floats(columns.reportTime),
    stateSince: floats(columns.stateSince),
    cursor: columns.cursor,
    serverTime: columns.serverTime,
  };
}
