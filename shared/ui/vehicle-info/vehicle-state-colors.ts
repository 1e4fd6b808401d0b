import type { VehicleState } from '../../api/dto/vehicle-dto';

/** antd Tag colours per state, so every list and dialog colours a state the same way. */
export const VEHICLE_STATE_COLORS: Record<VehicleState, string> = {
  online: 'green',
  offline: 'default',
  stationary: 'blue',
  onlineNoFix: 'gold',
  inactive: 'purple',
  expired: 'red',
};
