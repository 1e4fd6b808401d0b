import { Table } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { TableRowSelection } from 'antd/es/table/interface';
import { memo, useCallback, useMemo } from 'react';
import type { AlarmRow } from '@shared/api/dto/alarm-dto';

export interface AlarmTableProps {
  rows: readonly AlarmRow[];
  columns: ColumnsType<AlarmRow>;
  /** the real-time list: virtual, no pages */
  realtime: boolean;
  checked: readonly number[];
  onCheck: (alarmIds: number[]) => void;
  focusId: number | null;
  loading: boolean;
  pagination: TablePaginationConfig | false;
}

const checkboxProps = (row: AlarmRow) => ({ disabled: row.processed, 'aria-label': `选择 ${row.plate} ${row.typeName}` });
const REALTIME_SCROLL = { x: 1000, y: 520 };
const HISTORY_SCROLL = { x: 1600 };
const REALTIME_LOCALE = { emptyText: '暂无未处理的报警' };
const HISTORY_LOCALE = { emptyText: '没有符合条件的报警' };

/**
 * The alarm table of both tabs. Memoised with stable props: the page renders again for its badge
 * and each poll's loading state, and a thousand-row table must not render with it unless its rows,
 * columns or checks changed. The real-time list is virtual: only the visible rows are in the DOM.
 */
export const AlarmTable = memo(function AlarmTable({ rows, columns, realtime, checked, onCheck, focusId, loading, pagination }: AlarmTableProps) {
  const onChange = useCallback((keys: React.Key[]) => onCheck(keys.map(Number)), [onCheck]);
  const rowSelection: TableRowSelection<AlarmRow> = useMemo(
    () => ({ selectedRowKeys: [...checked], onChange, getCheckboxProps: checkboxProps }),
    [checked, onChange],
  );
  const rowClassName = useCallback((row: AlarmRow) => (row.alarmId === focusId ? 'ant-table-row-selected' : ''), [focusId]);
  return (
    <Table<AlarmRow>
      rowKey="alarmId"
      size="small"
      columns={columns}
      dataSource={rows as AlarmRow[]}
      loading={loading}
      virtual={realtime}
      scroll={realtime ? REALTIME_SCROLL : HISTORY_SCROLL}
      rowClassName={rowClassName}
      rowSelection={rowSelection}
      locale={realtime ? REALTIME_LOCALE : HISTORY_LOCALE}
      pagination={pagination}
    />
  );
});
