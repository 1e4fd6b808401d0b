import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import type { OnlineReport, OnlineRow } from '@shared/api/dto/report-dto';
import { dayHeading, formatRate, onlineHours } from '@shared/api/format/report-format';
import type { ReportQuery } from '@shared/api/endpoints/report-endpoints';
import { queryDailyOnline } from '@shared/api/report-api';
import type { RequestOptions } from '@shared/http/http-client';
import { useDataReportContext } from '../../context/data-report-context';
import { ExportReportButton } from './export-report-button';
import { ReportChart, type ReportChartOption } from './report-chart';
import { ReportFilterBar } from './report-filter-bar';
import { reportRequest } from './report-query';
import { ReportScreen, reportPagination } from './report-screen';
import { currentData, useReportData } from './use-report-data';
import { useReportPage } from './use-report-page';

function onlineColumns(dates: readonly string[]): ColumnsType<OnlineRow> {
  return [
    { title: '车牌号', dataIndex: 'plate', fixed: 'left', width: 120 },
    { title: '设备号', dataIndex: 'deviceNo', width: 160 },
    { title: '所属分组', dataIndex: 'groupName', width: 120 },
    { title: '在线天数', dataIndex: 'onlineDays', width: 90, align: 'right' },
    { title: '在线时长(小时)', dataIndex: 'totalOnlineMinutes', width: 130, align: 'right', render: (minutes: number) => onlineHours(minutes).toFixed(1) },
    { title: '在线率', dataIndex: 'onlineRate', width: 90, align: 'right', render: formatRate },
    ...dates.map((date, index) => ({
      title: dayHeading(date),
      key: date,
      width: 80,
      align: 'right' as const,
      render: (_: unknown, row: OnlineRow) => formatRate(row.days[index]?.onlineRate ?? 0),
    })),
  ];
}

const average = (values: readonly number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);

/** The day's online rate averaged over the vehicles of the page, as a line. */
function onlineChart(report: OnlineReport): ReportChartOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value) => `${String(value)}%` },
    grid: { left: 48, right: 16, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: report.dates.map(dayHeading) },
    yAxis: { type: 'value', name: '%', max: 100, min: 0 },
    series: [
      {
        type: 'line',
        name: '平均在线率',
        smooth: true,
        data: report.dates.map((_, index) => Math.round(average(report.list.map((row) => row.days[index]?.onlineRate ?? 0)) * 1000) / 10),
      },
    ],
  };
}

/** 在线明细: each vehicle's online time per day, its online days and its rate over the chosen days. */
export const OnlineReportPage = observer(function OnlineReportPage() {
  const { stores } = useDataReportContext();
  const page = useReportPage();
  const request = useMemo(() => reportRequest(page.state), [page.state]);
  const load = useCallback((query: ReportQuery, options: RequestOptions) => queryDailyOnline(stores.http, query, options), [stores.http]);
  const data = useReportData(load, request, stores.sessionVersion);
  const report = currentData(data);
  const columns = useMemo(() => onlineColumns(report?.dates ?? []), [report]);
  const chart = useMemo(() => (report ? onlineChart(report) : null), [report]);
  const pageMinutes = report?.list.reduce((sum, row) => sum + row.totalOnlineMinutes, 0) ?? 0;

  return (
    <ReportScreen
      title="在线明细"
      filters={
        <ReportFilterBar
          filters={page.filters}
          check={page.check}
          onSearch={page.onSearch}
          onReset={page.onReset}
          actions={<ExportReportButton reportType="onlineReport" filters={page.filters} />}
        />
      }
      error={data.status === 'error' ? data.message : null}
      chart={chart ? <ReportChart title="每日平均在线率（本页车辆）" option={chart} color={stores.theme.colorPrimary} /> : null}
      table={
        <Table<OnlineRow>
          rowKey="vehicleId"
          size="middle"
          columns={columns}
          dataSource={report?.list ?? []}
          loading={data.status === 'loading'}
          scroll={{ x: 'max-content' }}
          pagination={reportPagination(page.state.pageNum, page.state.pageSize, report?.total ?? 0, page.onPage)}
          summary={() =>
            report && report.list.length ? (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={3}>
                    <Typography.Text strong>本页合计（共 {report.total} 辆车）</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    {report.list.reduce((sum, row) => sum + row.onlineDays, 0)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    {onlineHours(pageMinutes).toFixed(1)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">
                    {formatRate(average(report.list.map((row) => row.onlineRate)))}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={6} colSpan={report.dates.length} />
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      }
    />
  );
});
