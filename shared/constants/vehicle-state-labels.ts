import type { VehicleState } from '../api/dto/vehicle-dto';

/**
 * Chinese names of the vehicle states (fleet-domain.md). The shell's dialog, the console and the
 * server's report exports print the same words, so they live here where the server may read them.
 */
export const VEHICLE_STATE_LABELS: Record<VehicleState, string> = {
  online: '在线',
  offline: '离线',
  stationary: '静止',
  onlineNoFix: '在线未定位',
  inactive: '未激活',
  expired: '已过期',
};
