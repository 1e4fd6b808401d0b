import { Table } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { TableRowSelection } from 'antd/es/table/interface';
import { memo, useCallback, useMemo } from 'react';
import type { AlarmRow } from '@shared/api/dto/alarm-dto';

export interface AlarmHistoryTableProps {
  rows: readonly AlarmRow[];
  columns: ColumnsType<AlarmRow>;
  checked: readonly number[];
  onCheck: (alarmIds: number[]) => void;
  loading: boolean;
  pagination: TablePaginationConfig;
}

const checkboxProps = (row: AlarmRow) => ({ disabled: row.processed, 'aria-label': `选择 ${row.plate} ${row.typeName}` });
const SCROLL = { x: 1600 };
const LOCALE = { emptyText: '没有符合条件的报警' };

/**
 * The history table: ten rows a page (spec §9), so antd's Table with its pager. Memoised with
 * stable props: the page renders again for its badge and each poll, the table only when its rows,
 * columns or checks change.
 */
export const AlarmHistoryTable = memo(function AlarmHistoryTable({ rows, columns, checked, onCheck, loading, pagination }: AlarmHistoryTableProps) {
  const onChange = useCallback((keys: React.Key[]) => onCheck(keys.map(Number)), [onCheck]);
  const rowSelection: TableRowSelection<AlarmRow> = useMemo(
    () => ({ selectedRowKeys: [...checked], onChange, getCheckboxProps: checkboxProps }),
    [checked, onChange],
  );
  return (
    <Table<AlarmRow>
      rowKey="alarmId"
      size="small"
      columns={columns}
      dataSource={rows as AlarmRow[]}
      loading={loading}
      scroll={SCROLL}
      rowSelection={rowSelection}
      locale={LOCALE}
      pagination={pagination}
    />
  );
});
