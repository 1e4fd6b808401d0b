import type { VehicleState } from '../../api/dto/vehicle-dto';

/** Chinese names of the vehicle states (fleet-domain.md); the shell's dialog and the console share them. */
export const VEHICLE_STATE_LABELS: Record<VehicleState, string> = {
  online: '在线',
  offline: '离线',
  stationary: '静止',
  onlineNoFix: '在线未定位',
  inactive: '未激活',
  expired: '已过期',
};

/** antd Tag colours per state, so every list and dialog colours a state the same way. */
export const VEHICLE_STATE_COLORS: Record<VehicleState, string> = {
  online: 'green',
  offline: 'default',
  stationary: 'blue',
  onlineNoFix: 'gold',
  inactive: 'purple',
  expired: 'red',
};

export function vehicleStateLabel(state: VehicleState): string {
  return VEHICLE_STATE_LABELS[state];
}
