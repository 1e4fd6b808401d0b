import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import type { MileageReport, MileageRow } from '@shared/api/dto/report-dto';
import { dayHeading } from '@shared/api/format/report-format';
import type { ReportQuery } from '@shared/api/endpoints/report-endpoints';
import { queryDailyMileage } from '@shared/api/report-api';
import type { RequestOptions } from '@shared/http/http-client';
import { useDataReportContext } from '../../context/data-report-context';
import { ExportReportButton } from './export-report-button';
import { ReportChart, type ReportChartOption } from './report-chart';
import { ReportFilterBar } from './report-filter-bar';
import { reportRequest } from './report-query';
import { ReportScreen, reportPagination } from './report-screen';
import { currentData, useReportData } from './use-report-data';
import { useReportPage } from './use-report-page';

const km = (value: number) => value.toFixed(2);

function mileageColumns(dates: readonly string[]): ColumnsType<MileageRow> {
  return [
    { title: '车牌号', dataIndex: 'plate', fixed: 'left', width: 120 },
    { title: '设备号', dataIndex: 'deviceNo', width: 160 },
    { title: '所属分组', dataIndex: 'groupName', width: 120 },
    { title: '总里程(km)', dataIndex: 'totalKm', width: 110, align: 'right', render: km },
    ...dates.map((date, index) => ({
      title: dayHeading(date),
      key: date,
      width: 80,
      align: 'right' as const,
      render: (_: unknown, row: MileageRow) => km(row.days[index]?.mileageKm ?? 0),
    })),
  ];
}

/** Bars of the day's kilometres summed over the vehicles of the page. */
function mileageChart(report: MileageReport): ReportChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: report.dates.map(dayHeading) },
    yAxis: { type: 'value', name: 'km' },
    series: [
      {
        type: 'bar',
        name: '里程(km)',
        data: report.dates.map((_, index) => Math.round(report.list.reduce((sum, row) => sum + (row.days[index]?.mileageKm ?? 0), 0) * 100) / 100),
      },
    ],
  };
}

/** 里程报表: each vehicle's kilometres per day over the chosen days, the total over every matching vehicle. */
export const MileageReportPage = observer(function MileageReportPage() {
  const { stores } = useDataReportContext();
  const page = useReportPage();
  const request = useMemo(() => reportRequest(page.state), [page.state]);
  const load = useCallback((query: ReportQuery, options: RequestOptions) => queryDailyMileage(stores.http, query, options), [stores.http]);
  const data = useReportData(load, request, stores.sessionVersion);
  const report = currentData(data);
  const columns = useMemo(() => mileageColumns(report?.dates ?? []), [report]);
  const chart = useMemo(() => (report ? mileageChart(report) : null), [report]);

  return (
    <ReportScreen
      title="里程报表"
      filters={
        <ReportFilterBar
          filters={page.filters}
          check={page.check}
          onSearch={page.onSearch}
          onReset={page.onReset}
          actions={<ExportReportButton reportType="mileageReport" filters={page.filters} />}
        />
      }
      error={data.status === 'error' ? data.message : null}
      chart={chart ? <ReportChart title="每日里程（本页车辆，km）" option={chart} color={stores.theme.colorPrimary} /> : null}
      table={
        <Table<MileageRow>
          rowKey="vehicleId"
          size="middle"
          columns={columns}
          dataSource={report?.list ?? []}
          loading={data.status === 'loading'}
          scroll={{ x: 'max-content' }}
          pagination={reportPagination(page.state.pageNum, page.state.pageSize, report?.total ?? 0, page.onPage)}
          summary={() =>
            report ? (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={3}>
                    <Typography.Text strong>合计（全部 {report.total} 辆车）</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    <Typography.Text strong data-testid="mileage-total">
                      {km(report.totalKm)}
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} colSpan={report.dates.length} />
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      }
    />
  );
});
