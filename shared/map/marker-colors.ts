import type { VehicleState } from '../api/dto/vehicle-dto';
import { VEHICLE_STATE_COLORS } from '../ui/vehicle-info/vehicle-state-colors';
import type { ClusterSeverity } from './fleet-map-types';

/**
 * Canvas colours for the antd colour names of `VEHICLE_STATE_COLORS` (antd's primary shade of each
 * preset), so a marker has the colour of its state's tag in the lists and the dialog.
 */
const ANTD_PRESET_HEX: Record<string, string> = {
  green: '#52c41a',
  default: '#8c8c8c',
  blue: '#1677ff',
  gold: '#faad14',
  purple: '#722ed1',
  red: '#f5222d',
  orange: '#fa8c16',
  cyan: '#13c2c2',
};

export const ALARM_COLOR = '#f5222d';

export function stateColor(state: VehicleState): string {
  return ANTD_PRESET_HEX[VEHICLE_STATE_COLORS[state]] ?? '#8c8c8c';
}

export function markerColor(state: VehicleState, alarm: boolean): string {
  return alarm ? ALARM_COLOR : stateColor(state);
}

/** A cluster's colour is its worst member's: alarm red, offline grey, online green. */
export const CLUSTER_COLORS: Record<ClusterSeverity, string> = {
  alarm: ALARM_COLOR,
  offline: ANTD_PRESET_HEX.default ?? '#8c8c8c',
  online: ANTD_PRESET_HEX.green ?? '#52c41a',
};
