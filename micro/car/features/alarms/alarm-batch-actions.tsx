import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { PROCESS_BATCH_MAX, type AlarmRow } from '@shared/api/dto/alarm-dto';
import { PERMISSION_PROCESS_ALARM } from '@shared/api/endpoints/alarm-endpoints';
import { BUTTON_IDS } from '@shared/constants/resource-ids';
import { ButtonPermission } from '@shared/permission/permission-guards';
import type { BarButtonStyles } from './bar-button-styles';

export interface AlarmBatchActionsProps {
  /** the rows of the tab on screen, read here: a new batch of alarms renders this bar, not the page */
  rows: () => readonly AlarmRow[];
  selected: readonly number[];
  onProcess: (alarmIds: number[]) => void;
  onCommand: (vehicleIds: number[]) => void;
  /** the buttons' classes (the page renders their sheet) */
  styles: BarButtonStyles;
}

/**
 * The bar's layout: a plain flex box, not antd's Space. antd counts a style's users and drops the
 * style at zero: the page left for the alarm centre (the vehicle list's toolbar has a Space)
 * unmounts in the same commit, before this bar mounts, so each opening generated, serialised and
 * hashed Space's styles again (the costliest part of the opening's commit in the profile).
 */
const barStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 } as const;

/**
 * 批量处理 and 向所选车辆下发指令 for the checked alarms that are still listed and unprocessed (an
 * alarm processed meanwhile, or gone from the list, is no longer counted).
 */
export const AlarmBatchActions = observer(function AlarmBatchActions({ rows, selected, onProcess, onCommand, styles }: AlarmBatchActionsProps) {
  const listed = rows();
  // sets, not includes(): with a thousand rows all checked, a render stays linear
  const checkedRows = useMemo(() => {
    const selectedIds = new Set(selected);
    return listed.filter((row) => !row.processed && selectedIds.has(row.alarmId));
  }, [listed, selected]);
  const checked = checkedRows.map((row) => row.alarmId);
  const vehicles = [...new Set(checkedRows.map((row) => row.vehicleId))];
  return (
    <div style={barStyle}>
      <ButtonPermission code={PERMISSION_PROCESS_ALARM}>
        <button type="button" className={styles.primary} disabled={checked.length === 0 || checked.length > PROCESS_BATCH_MAX} onClick={() => onProcess(checked)}>
          批量处理{checked.length ? `（${checked.length}）` : ''}
        </button>
      </ButtonPermission>
      <ButtonPermission code={BUTTON_IDS.sendCommand}>
        <button type="button" className={styles.normal} disabled={vehicles.length === 0} onClick={() => onCommand(vehicles)}>
          向所选车辆下发指令{vehicles.length ? `（${vehicles.length} 辆）` : ''}
        </button>
      </ButtonPermission>
      {checked.length > PROCESS_BATCH_MAX ? <Typography.Text type="warning">一次最多处理 {PROCESS_BATCH_MAX} 条</Typography.Text> : null}
    </div>
  );
});
