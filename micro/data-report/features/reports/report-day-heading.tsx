import { createContext, use } from 'react';
import { dayHeading } from '@shared/api/format/report-format';

/**
 * The days the report's rows show, for the day columns' headings. A context rather than titles the
 * columns are built with: another range of as many days (the next 查询) keeps the same columns, so
 * antd does not take every column again (header cells, widths, fixed offsets); only the headings render.
 */
export const ReportDatesContext = createContext<readonly string[]>([]);

/** The heading of the report's nth day column (its date, as in the export). */
export function ReportDayHeading({ index }: { index: number }) {
  const dates = use(ReportDatesContext);
  const date = dates[index];
  return date === undefined ? null : dayHeading(date);
}
