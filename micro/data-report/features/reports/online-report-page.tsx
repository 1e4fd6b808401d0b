import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { OnlineReport, OnlineRow, OnlineSummary } from '@shared/api/dto/report-dto';
import { ONLINE_SORT_FIELDS, type OnlineQuery, type ReportSummaryQuery } from '@shared/api/endpoints/report-endpoints';
import { dayHeading, formatRate, onlineHours } from '@shared/api/format/report-format';
import { queryDailyOnline, queryOnlineSummary } from '@shared/api/report-api';
import type { ReportChartOption } from './report-chart';
import { dayColumns, dayTotalCells, useDayColumns } from './report-day-columns';
import { ReportDatesContext } from './report-day-heading';
import { ReportFrame } from './report-frame';
import { filterRequest, reportRequest } from './report-query';
import { useReport, type ReportSource } from './use-report';

const SOURCE: ReportSource<OnlineQuery, OnlineReport, ReportSummaryQuery, OnlineSummary> = {
  pageRequest: (state) => reportRequest(state, ONLINE_SORT_FIELDS),
  summaryRequest: filterRequest,
  loadPage: queryDailyOnline,
  loadSummary: queryOnlineSummary,
};

/** The columns for so many days; the days' headings come from the shown dates (report-day-heading.tsx). */
function onlineColumns(dayCount: number): ColumnsType<OnlineRow> {
  return [
    { title: '车牌号', dataIndex: 'plate', key: 'plate', fixed: 'left', width: 120, sorter: true },
    { title: '设备号', dataIndex: 'deviceNo', width: 160 },
    { title: '所属分组', dataIndex: 'groupName', width: 120 },
    { title: '在线天数', dataIndex: 'onlineDays', key: 'onlineDays', width: 100, align: 'right', sorter: true },
    {
      title: '在线时长(小时)',
      dataIndex: 'totalOnlineMinutes',
      key: 'totalOnlineMinutes',
      width: 140,
      align: 'right',
      sorter: true,
      render: (minutes: number) => onlineHours(minutes).toFixed(1),
    },
    { title: '在线率', dataIndex: 'onlineRate', key: 'onlineRate', width: 100, align: 'right', sorter: true, render: formatRate },
    ...dayColumns<OnlineRow>(dayCount, (row, index) => formatRate(row.days[index]?.onlineRate ?? 0)),
  ];
}

/** The day's online rate over every matching vehicle, as a line. */
function onlineChart(summary: OnlineSummary): ReportChartOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value) => `${String(value)}%` },
    grid: { left: 48, right: 16, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: summary.dates.map(dayHeading) },
    yAxis: { type: 'value', name: '%', max: 100, min: 0 },
    series: [{ type: 'line', name: '在线率', smooth: true, data: summary.dailyRate.map((rate) => Math.round(rate * 1000) / 10) }],
  };
}

/** 在线明细: each vehicle's online time per day, its online days and its rate over the chosen days. */
export const OnlineReportPage = observer(function OnlineReportPage() {
  const view = useReport(SOURCE);
  const { rows, summary } = view;
  const { dates, columns } = useDayColumns(rows?.dates, onlineColumns);
  const chart = useMemo(() => (summary ? onlineChart(summary) : null), [summary]);

  // a new totals row only with a new summary: the memoised table is not rendered again for each render of the page
  const totals = useMemo(
    () =>
      summary ? (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            <Typography.Text strong>合计（全部 {summary.vehicleCount} 辆车）</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            {summary.onlineDays}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right">
            {onlineHours(summary.totalOnlineMinutes).toFixed(1)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={5} align="right">
            <span data-testid="online-rate-total">{formatRate(summary.onlineRate)}</span>
          </Table.Summary.Cell>
          {dayTotalCells(summary.dailyRate, 6, formatRate)}
        </Table.Summary.Row>
      ) : null,
    [summary],
  );

  return (
    <ReportDatesContext value={dates}>
      <ReportFrame<OnlineRow>
        title="在线明细"
        exportType="onlineReport"
        view={view}
        rowKey="vehicleId"
        columns={columns}
        chartTitle="每日在线率（全部车辆）"
        chart={chart}
        totals={totals}
      />
    </ReportDatesContext>
  );
});
