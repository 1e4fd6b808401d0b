import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ALARM_LEVEL_NAMES, ALARM_TYPE_INFO, PROCESS_METHOD_NAMES, type AlarmRow } from '@shared/api/dto/alarm-dto';
import type { AlarmReport } from '@shared/api/dto/report-dto';
import type { AlarmReportQuery } from '@shared/api/endpoints/report-endpoints';
import { getAddresses } from '@shared/api/geo-api';
import { queryAlarmDetail } from '@shared/api/report-api';
import { formatChinaTime, parseTime } from '@shared/api/time/china-time';
import type { HttpClient, RequestOptions } from '@shared/http/http-client';
import { useDataReportContext } from '../../context/data-report-context';
import { ExportReportButton } from './export-report-button';
import { ReportChart, type ReportChartOption } from './report-chart';
import { ReportFilterBar } from './report-filter-bar';
import { reportRequest } from './report-query';
import { ReportScreen, reportPagination } from './report-screen';
import { currentData, useReportData } from './use-report-data';
import { useReportPage } from './use-report-page';

const time = (iso: string | null) => (iso ? (formatChinaTime(parseTime(iso)) ?? iso) : '—');
const levelName = (level: number) => Object.entries(ALARM_LEVEL_NAMES).find(([key]) => Number(key) === level)?.[1] ?? String(level);

function alarmColumns(addresses: ReadonlyMap<number, string>): ColumnsType<AlarmRow> {
  return [
    { title: '报警时间', dataIndex: 'alarmTime', width: 170, render: time },
    { title: '车牌号', dataIndex: 'plate', width: 120 },
    { title: '所属分组', dataIndex: 'groupName', width: 120 },
    { title: '报警类型', dataIndex: 'typeName', width: 110 },
    { title: '级别', dataIndex: 'level', width: 70, render: levelName },
    {
      title: '地址',
      key: 'address',
      width: 240,
      render: (_: unknown, row: AlarmRow) => (row.lng === null || row.lat === null ? '无定位' : (addresses.get(row.alarmId) ?? '地址解析中…')),
    },
    { title: '速度(km/h)', dataIndex: 'speed', width: 100, align: 'right' },
    {
      title: '处理状态',
      dataIndex: 'processed',
      width: 90,
      render: (processed: boolean) => (processed ? <Tag color="success">已处理</Tag> : <Tag color="warning">未处理</Tag>),
    },
    { title: '处理方式', dataIndex: 'processMethod', width: 120, render: (method: AlarmRow['processMethod']) => (method ? PROCESS_METHOD_NAMES[method] : '—') },
    { title: '处理人', dataIndex: 'handlerName', width: 100, render: (name: string | null) => name ?? '—' },
    { title: '处理时间', dataIndex: 'processedAt', width: 170, render: time },
  ];
}

/** The page's alarms counted by type, as bars. */
function alarmChart(report: AlarmReport): ReportChartOption {
  const counts = new Map<string, number>();
  for (const row of report.list) counts.set(row.type, (counts.get(row.type) ?? 0) + 1);
  const types = [...counts.keys()];
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: types.map((type) => ALARM_TYPE_INFO[type as AlarmRow['type']].name) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name: '报警数', data: types.map((type) => counts.get(type) ?? 0) }],
  };
}

/** Addresses of the visible rows' positions (the reference server's getGeo, 50 at a time: a page holds at most 100). */
function useAddresses(http: HttpClient, rows: readonly AlarmRow[] | undefined): Map<number, string> {
  const [addresses, setAddresses] = useState(() => new Map<number, string>());
  useEffect(() => {
    const located = (rows ?? []).filter((row) => row.lng !== null && row.lat !== null);
    if (!located.length) return;
    const controller = new AbortController();
    const batches: AlarmRow[][] = [];
    for (let i = 0; i < located.length; i += 50) batches.push(located.slice(i, i + 50));
    void Promise.all(
      batches.map((batch) =>
        getAddresses(
          http,
          { lonAndLatToAddressVOS: batch.map((row) => ({ lon: row.lng ?? 0, lat: row.lat ?? 0, index: row.alarmId })) },
          { signal: controller.signal },
        ).catch(() => []),
      ),
    ).then((answers) => {
      if (controller.signal.aborted) return;
      const next = new Map<number, string>();
      answers.flat().forEach((answer) => next.set(Number(answer.index), answer.address || '未知地址'));
      setAddresses(next);
    });
    return () => controller.abort();
  }, [http, rows]);
  return addresses;
}

/** 报警明细: the alarms of the chosen days with type, time, address and handling, newest first. */
export const AlarmReportPage = observer(function AlarmReportPage() {
  const { stores } = useDataReportContext();
  const page = useReportPage();
  const request = useMemo(
    () => ({ ...reportRequest(page.state), ...(page.state.alarmTypes.length ? { alarmTypes: page.state.alarmTypes } : {}) }),
    [page.state],
  );
  const load = useCallback((query: AlarmReportQuery, options: RequestOptions) => queryAlarmDetail(stores.http, query, options), [stores.http]);
  const data = useReportData(load, request, stores.sessionVersion);
  const report = currentData(data);
  const addresses = useAddresses(stores.http, report?.list);
  const columns = useMemo(() => alarmColumns(addresses), [addresses]);
  const chart = useMemo(() => (report && report.list.length ? alarmChart(report) : null), [report]);
  const totalText = report ? `共 ${report.totalCapped ? `${report.total}+` : report.total} 条报警` : undefined;

  return (
    <ReportScreen
      title="报警明细"
      filters={
        <ReportFilterBar
          filters={page.filters}
          withAlarmTypes
          check={page.check}
          onSearch={page.onSearch}
          onReset={page.onReset}
          actions={<ExportReportButton reportType="alarmReport" filters={page.filters} />}
        />
      }
      error={data.status === 'error' ? data.message : null}
      chart={chart ? <ReportChart title="报警类型分布（本页）" option={chart} color={stores.theme.colorPrimary} /> : null}
      table={
        <Table<AlarmRow>
          rowKey="alarmId"
          size="middle"
          columns={columns}
          dataSource={report?.list ?? []}
          loading={data.status === 'loading'}
          scroll={{ x: 'max-content' }}
          pagination={reportPagination(page.state.pageNum, page.state.pageSize, report?.total ?? 0, page.onPage, totalText)}
        />
      }
    />
  );
});
