import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import type { AlarmRow } from '@shared/api/dto/alarm-dto';
import { VirtualTable, type VirtualColumn, type VirtualRowKey, type VirtualSelection } from '@shared/ui/virtual-table/virtual-table';
import type { AlarmCentreStore } from './alarm-centre-store';

export interface RealtimeAlarmTableProps {
  store: AlarmCentreStore;
  columns: readonly VirtualColumn<AlarmRow>[];
  checked: readonly number[];
  onCheck: (alarmIds: number[]) => void;
  /** the alarm the user came to see (the shell's tip links to it): shown selected */
  focusId: number | null;
}

const alarmKey = (row: AlarmRow) => row.alarmId;
const checkLabel = (row: AlarmRow) => `选择 ${row.plate} ${row.typeName}`;
const isProcessed = (row: AlarmRow) => row.processed;
const ROW_HEIGHT = 40;
/** the list's box, header included: 12 rows in view, the page scrolls no further */
const MAX_HEIGHT = 13 * ROW_HEIGHT + 2;

/**
 * The real-time list: up to a thousand unprocessed alarms, newest first, in a light virtual table
 * (only the rows in view are in the DOM). It reads the store's list itself: a poll with new alarms
 * renders this list and the batch bar, not the whole page (tabs, filters, dialogs).
 */
export const RealtimeAlarmTable = observer(function RealtimeAlarmTable({ store, columns, checked, onCheck, focusId }: RealtimeAlarmTableProps) {
  const onChange = useCallback((keys: VirtualRowKey[]) => onCheck(keys.map(Number)), [onCheck]);
  const selection = useMemo(
    (): VirtualSelection<AlarmRow> => ({ checked, onChange, disabled: isProcessed, label: checkLabel }),
    [checked, onChange],
  );
  const rows = store.realtime;
  const state = store.realtimeState;
  return (
    <>
      {state.isError && state.error ? <Alert type="error" showIcon message={state.error.message} /> : null}
      <VirtualTable<AlarmRow>
        label="实时报警"
        rows={rows}
        columns={columns}
        rowKey={alarmKey}
        rowHeight={ROW_HEIGHT}
        maxHeight={MAX_HEIGHT}
        minWidth={1000}
        selection={selection}
        highlightKey={focusId}
        emptyText="暂无未处理的报警"
        // read only while the list is empty: each poll's loading state does not reach a full list
        loading={rows.length === 0 && state.isLoading}
      />
    </>
  );
});
