import { PLATE_SEPARATOR, type VehicleColumns } from '@shared/api/dto/group-dto';
import { TextColumn } from '@shared/api/dto/text-column';
import type { VehicleTable } from '@shared/api/dto/vehicle-table';

/*
 * The tests' way to a VehicleTable from the JSON form's columns (the product reads the binary form
 * straight into one): the fixtures are written as columns, and the binary decoder is checked
 * against this.
 */

/** A nullable number column as a typed array (null: NaN). */
function floats(column: readonly (number | null)[]): Float64Array {
  const out = new Float64Array(column.length);
  for (let i = 0; i < column.length; i += 1) out[i] = column[i] ?? Number.NaN;
  return out;
}

/** The JSON form's columns as a table. */
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
