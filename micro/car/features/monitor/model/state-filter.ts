import { ONLINE_STATES } from '@shared/api/dto/group-dto';
import { VEHICLE_STATES, type VehicleState } from '@shared/api/dto/vehicle-dto';
import { VEHICLE_STATE_LABELS } from '@shared/constants/vehicle-state-labels';
import type { FleetData } from './fleet-data';

/** The tree's state tabs (fleet-domain.md): everything, or one state. */
export type StateTab = 'all' | VehicleState;

export const STATE_TABS: readonly { key: StateTab; label: string }[] = [
  { key: 'all', label: '全部' },
  ...VEHICLE_STATES.map((state) => ({ key: state, label: VEHICLE_STATE_LABELS[state] })),
];

const ONLINE = new Set<VehicleState>(ONLINE_STATES);

/** Whether the state counts as online in a group's online/total (the server's rule, group-dto.ts). */
export function isOnlineState(state: VehicleState): boolean {
  return ONLINE.has(state);
}

/** How many vehicles each tab holds (from the per-state totals the live changes keep current). */
export function countStates(fleet: FleetData): Record<StateTab, number> {
  const counts = { all: fleet.size } as Record<StateTab, number>;
  VEHICLE_STATES.forEach((state, code) => (counts[state] = fleet.stateTotals[code] ?? 0));
  return counts;
}
