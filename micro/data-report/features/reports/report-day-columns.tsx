import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, type ReactNode } from 'react';
import { ReportDayHeading } from './report-day-heading';

/** The key of the report's nth day column (and totals cell): the same for every range. */
export const dayColumnKey = (index: number): string => `day-${index}`;

/**
 * The day columns of a per-day report (里程, 在线): one column of 80 px per shown day, its heading the
 * day's date (report-day-heading.tsx), its cell the row's figure for that day as `text` words it.
 */
export function dayColumns<Row>(dayCount: number, text: (row: Row, index: number) => string): ColumnsType<Row> {
  return Array.from({ length: dayCount }, (_, index) => ({
    title: <ReportDayHeading index={index} />,
    // by position, not by date: another range keeps the same columns (antd measures a new column's
    // width after its first render and renders the whole table a second time)
    key: dayColumnKey(index),
    width: 80,
    align: 'right' as const,
    render: (_: unknown, row: Row) => text(row, index),
  }));
}

/** The totals row's day cells, after `firstIndex` other cells: the whole range's figure for each day. */
export function dayTotalCells(values: readonly number[], firstIndex: number, text: (value: number) => string): ReactNode[] {
  return values.map((value, index) => (
    <Table.Summary.Cell key={dayColumnKey(index)} index={firstIndex + index} align="right">
      {text(value)}
    </Table.Summary.Cell>
  ));
}

/**
 * The days the rows show, and the columns built for as many days: the columns change with the
 * number of days shown, not with every page nor another range as long.
 */
export function useDayColumns<Row>(shownDates: readonly string[] | undefined, build: (dayCount: number) => ColumnsType<Row>) {
  const datesKey = shownDates?.join(',') ?? '';
  const dates = useMemo(() => (datesKey ? datesKey.split(',') : []), [datesKey]);
  // `build` is a module function of the page
  const columns = useMemo(() => build(dates.length), [build, dates.length]);
  return { dates, columns };
}
