import type { TextColumn } from './text-column';
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
