import { Spin, Table, theme } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import type { DataReportExportType } from '@shared/api/dto/export-dto';
import { useDataReportContext } from '../../context/data-report-context';
import { ReportChart, type ReportChartOption } from './report-chart';
import { ReportFilterBar } from './report-filter-bar';
import type { ReportSort } from './report-query';
import { ReportScreen, reportPagination } from './report-screen';
import type { ReportView } from './use-report';

export interface ReportFrameProps<Row> {
  title: string;
  exportType: DataReportExportType;
  withAlarmTypes?: boolean;
  view: ReportView<{ list: Row[]; total: number }, unknown>;
  rowKey: keyof Row & string;
  /** the columns; those with `sorter: true` and a `key` sort on the server by that key */
  columns: ColumnsType<Row>;
  chartTitle: string;
  chart: ReportChartOption | null;
  /** the totals row's cells (whole range, from the summary) */
  totals: ReactNode;
  totalText?: string;
}

/** A column without its own width (none today) counts as this much in the table's scroll width. */
const DEFAULT_COLUMN_WIDTH = 100;

const toSort = (sorter: SorterResult<unknown>): ReportSort | null =>
  sorter.order && sorter.columnKey !== undefined ? { field: String(sorter.columnKey), order: sorter.order === 'ascend' ? 'asc' : 'desc' } : null;

/**
 * The one frame of the three reports: title, filter bar (with 导出), the last load's refusal,
 * the whole-range chart, and the table wired to the address: paging, the server's sorting and the
 * whole-range totals row. The chart draws after the rows are shown (report-chart.tsx).
 */
function ReportFrameView<Row extends object>({ title, exportType, withAlarmTypes, view, rowKey, columns, chartTitle, chart, totals, totalText }: ReportFrameProps<Row>) {
  const { stores } = useDataReportContext();
  const { page } = view;
  const sort = page.state.sort;
  const sorted = useMemo(
    () =>
      columns.map((column) =>
        column.sorter
          ? { ...column, sortOrder: sort && column.key === sort.field ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null }
          : column,
      ),
    [columns, sort],
  );
  // a fixed layout over the columns' own widths: with 'max-content' the table measured every
  // column again for each new page and rendered twice (the widths followed the content)
  const scroll = useMemo(() => ({ x: columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : DEFAULT_COLUMN_WIDTH), 0) }), [columns]);
  const { onSort, onPage } = page;
  const { pageNum, pageSize } = page.state;
  const rows = view.rows;
  // the table is rendered again only when what it shows changes (rows, columns, sort, pager,
  // totals): not when a query starts or ends loading (the veil is its sibling), nor when only the
  // filters in the address change before the new rows arrive
  const table = useMemo(() => {
    const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
      if (extra.action !== 'sort') return;
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      onSort(single ? toSort(single as SorterResult<unknown>) : null);
    };
    return (
      <Table<Row>
        rowKey={rowKey}
        size="middle"
        columns={sorted}
        dataSource={rows?.list ?? []}
        scroll={scroll}
        tableLayout="fixed"
        onChange={onChange}
        showSorterTooltip={false}
        pagination={reportPagination(pageNum, pageSize, rows?.total ?? 0, onPage, totalText)}
        summary={() => (totals && rows?.list.length ? <Table.Summary fixed>{totals}</Table.Summary> : null)}
      />
    );
  }, [rowKey, sorted, rows, scroll, onSort, onPage, pageNum, pageSize, totalText, totals]);

  return (
    <ReportScreen
      title={title}
      filters={
        <ReportFilterBar
          filters={page.filters}
          withAlarmTypes={withAlarmTypes}
          check={page.check}
          onSearch={page.onSearch}
          onReset={page.onReset}
          exportType={exportType}
        />
      }
      error={view.error}
      chart={chart ? <ReportChart title={chartTitle} option={chart} color={stores.theme.colorPrimary} /> : null}
      table={
        // the loading veil is a sibling over the table, not antd's `loading` (a Spin around the
        // table): that one toggles a class with inherited styles on the table's container, and the
        // browser styled every cell again when a query started and again when it ended (issue 12)
        <div style={{ position: 'relative' }}>
          {table}
          {view.loading ? <LoadingVeil /> : null}
        </div>
      }
    />
  );
}

/**
 * The spinner shows only for a page that takes longer than this: a quick answer's rows replace the
 * dimmed ones without it. Its animation repainted the page every frame while the answer was on its
 * way (about 4 ms of the main thread a frame in the issue 12 trace), work that delayed the answer's rows.
 */
const SPIN_DELAY_MS = 300;

/** Over the table while a page loads: the previous rows stay in view, dimmed (in the theme's colours), and take no clicks. */
function LoadingVeil() {
  const { token } = theme.useToken();
  return (
    <div data-report-loading="" style={{ position: 'absolute', inset: 0, zIndex: 4 }}>
      <div style={{ position: 'absolute', inset: 0, background: token.colorBgContainer, opacity: 0.5 }} />
      <Spin aria-label="加载中" delay={SPIN_DELAY_MS} style={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }} />
    </div>
  );
}

export const ReportFrame = observer(ReportFrameView) as <Row extends object>(props: ReportFrameProps<Row>) => ReactNode;
