import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { orNull, type FleetData } from './fleet-data';

/** One vehicle as the popup and the list read it (plain values of the live columns). */
export interface VehicleView {
  vehicleId: number;
  plate: string;
  deviceNo: string;
  state: VehicleState;
  lng: number | null;
  lat: number | null;
  speed: number;
  direction: number;
  accOn: boolean;
  alarm: boolean;
  fixTime: number | null;
  reportTime: number | null;
  stateSince: number | null;
}

/** Vehicle row `row` of the fleet as it is now, null outside the fleet. */
export function readVehicleView(fleet: FleetData, row: number): VehicleView | null {
  if (row < 0 || row >= fleet.size) return null;
  const c = fleet.columns;
  const live = fleet.live;
  return {
    vehicleId: c.vehicleId[row] as number,
    plate: c.plate.at(row),
    deviceNo: c.deviceNo.at(row),
    state: c.state[row] as VehicleState,
    lng: orNull(live.lng[row]),
    lat: orNull(live.lat[row]),
    speed: live.speed[row] as number,
    direction: live.direction[row] as number,
    accOn: live.accOn[row] === 1,
    alarm: live.alarm[row] === 1,
    fixTime: orNull(live.fixTime[row]),
    reportTime: orNull(live.reportTime[row]),
    stateSince: orNull(live.stateSince[row]),
  };
}
