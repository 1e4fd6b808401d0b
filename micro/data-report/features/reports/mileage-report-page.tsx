import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { MileageReport, MileageRow, MileageSummary } from '@shared/api/dto/report-dto';
import { MILEAGE_SORT_FIELDS, type MileageQuery, type ReportSummaryQuery } from '@shared/api/endpoints/report-endpoints';
import { dayHeading } from '@shared/api/format/report-format';
import { queryDailyMileage, queryMileageSummary } from '@shared/api/report-api';
import type { ReportChartOption } from './report-chart';
import { dayColumnKey, ReportFrame } from './report-frame';
import { ReportDatesContext, ReportDayHeading } from './report-day-heading';
import { filterRequest, reportRequest } from './report-query';
import { useReport, type ReportSource } from './use-report';

const km = (value: number) => value.toFixed(2);

const SOURCE: ReportSource<MileageQuery, MileageReport, ReportSummaryQuery, MileageSummary> = {
  pageRequest: (state) => reportRequest(state, MILEAGE_SORT_FIELDS),
  summaryRequest: filterRequest,
  loadPage: queryDailyMileage,
  loadSummary: queryMileageSummary,
};

/** The columns for so many days; the days' headings come from the shown dates (report-day-heading.tsx). */
function mileageColumns(dayCount: number): ColumnsType<MileageRow> {
  return [
    { title: '车牌号', dataIndex: 'plate', key: 'plate', fixed: 'left', width: 120, sorter: true },
    { title: '设备号', dataIndex: 'deviceNo', width: 160 },
    { title: '所属分组', dataIndex: 'groupName', width: 120 },
    { title: '总里程(km)', dataIndex: 'totalKm', key: 'totalKm', width: 120, align: 'right', render: km, sorter: true },
    ...Array.from({ length: dayCount }, (_, index) => ({
      title: <ReportDayHeading index={index} />,
      // by position, not by date: another range keeps the same columns (antd measures a new column's
      // width after its first render and renders the whole table a second time)
      key: dayColumnKey(index),
      width: 80,
      align: 'right' as const,
      render: (_: unknown, row: MileageRow) => km(row.days[index]?.mileageKm ?? 0),
    })),
  ];
}

/** Bars of the day's kilometres summed over every matching vehicle. */
function mileageChart(summary: MileageSummary): ReportChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: summary.dates.map(dayHeading) },
    yAxis: { type: 'value', name: 'km' },
    series: [{ type: 'bar', name: '里程(km)', data: summary.dailyKm }],
  };
}

/** 里程报表: each vehicle's kilometres per day over the chosen days, the total over every matching vehicle. */
export const MileageReportPage = observer(function MileageReportPage() {
  const view = useReport(SOURCE);
  const { rows, summary } = view;
  // the columns change with the number of days shown, not with every page nor another range as long
  const datesKey = rows?.dates.join(',') ?? '';
  const dates = useMemo(() => (datesKey ? datesKey.split(',') : []), [datesKey]);
  const columns = useMemo(() => mileageColumns(dates.length), [dates.length]);
  const chart = useMemo(() => (summary ? mileageChart(summary) : null), [summary]);

  // a new totals row only with a new summary: the memoised table is not rendered again for each render of the page
  const totals = useMemo(
    () =>
      summary ? (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            <Typography.Text strong>合计（全部 {summary.vehicleCount} 辆车）</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            <Typography.Text strong data-testid="mileage-total">
              {km(summary.totalKm)}
            </Typography.Text>
          </Table.Summary.Cell>
          {summary.dailyKm.map((value, index) => (
            <Table.Summary.Cell key={dayColumnKey(index)} index={4 + index} align="right">
              {km(value)}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      ) : null,
    [summary],
  );

  return (
    <ReportDatesContext value={dates}>
      <ReportFrame<MileageRow>
        title="里程报表"
        exportType="mileageReport"
        view={view}
        rowKey="vehicleId"
        columns={columns}
        chartTitle="每日里程（全部车辆，km）"
        chart={chart}
        totals={totals}
      />
    </ReportDatesContext>
  );
});
