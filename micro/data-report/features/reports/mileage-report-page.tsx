import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { MileageReport, MileageRow, MileageSummary } from '@shared/api/dto/report-dto';
import { MILEAGE_SORT_FIELDS, type MileageQuery, type ReportSummaryQuery } from '@shared/api/endpoints/report-endpoints';
import { dayHeading } from '@shared/api/format/report-format';
import { queryDailyMileage, queryMileageSummary } from '@shared/api/report-api';
import type { ReportChartOption } from './report-chart';
import { dayColumns, dayTotalCells, useDayColumns } from './report-day-columns';
import { ReportDatesContext } from './report-day-heading';
import { ReportFrame } from './report-frame';
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
    ...dayColumns<MileageRow>(dayCount, (row, index) => km(row.days[index]?.mileageKm ?? 0)),
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
  const { dates, columns } = useDayColumns(rows?.dates, mileageColumns);
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
          {dayTotalCells(summary.dailyKm, 4, km)}
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
