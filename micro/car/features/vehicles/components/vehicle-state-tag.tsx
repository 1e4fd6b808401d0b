import { Tag } from 'antd';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { VEHICLE_STATE_LABELS } from '@shared/constants/vehicle-state-labels';
import { VEHICLE_STATE_COLORS } from '@shared/ui/vehicle-info/vehicle-state-colors';

/** A state as the shell's dialog shows it: same Chinese label, same colour. */
export function VehicleStateTag({ state }: { state: VehicleState }) {
  return (
    <Tag color={VEHICLE_STATE_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {VEHICLE_STATE_LABELS[state]}
    </Tag>
  );
}
