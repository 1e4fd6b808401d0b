import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { ALARM_LEVEL_NAMES, ALARM_TYPE_INFO, PROCESS_METHOD_NAMES, type AlarmRow } from '@shared/api/dto/alarm-dto';
import type { AlarmReport, AlarmSummary } from '@shared/api/dto/report-dto';
import { ALARM_SORT_FIELDS, type AlarmReportQuery, type AlarmSummaryQuery } from '@shared/api/endpoints/report-endpoints';
import { getAddresses } from '@shared/api/geo-api';
import { queryAlarmDetail, queryAlarmSummary } from '@shared/api/report-api';
import { formatChinaTime, parseTime } from '@shared/api/time/china-time';
import type { HttpClient } from '@shared/http/http-client';
import { useDataReportContext } from '../../context/data-report-context';
import { AlarmAddressCell, AlarmAddressesContext } from './alarm-address-cell';
import type { ReportChartOption } from './report-chart';
import { ReportFrame } from './report-frame';
import { filterRequest, reportRequest, type ReportFilters } from './report-query';
import { useReport, type ReportSource } from './use-report';

const time = (iso: string | null) => (iso ? (formatChinaTime(parseTime(iso)) ?? iso) : '—');
const levelName = (level: number) => Object.entries(ALARM_LEVEL_NAMES).find(([key]) => Number(key) === level)?.[1] ?? String(level);

const withTypes = (filters: ReportFilters) => (filters.alarmTypes.length ? { alarmTypes: filters.alarmTypes } : {});

const SOURCE: ReportSource<AlarmReportQuery, AlarmReport, AlarmSummaryQuery, AlarmSummary> = {
  pageRequest: (state) => ({ ...reportRequest(state, ALARM_SORT_FIELDS), ...withTypes(state) }),
  summaryRequest: (filters) => ({ ...filterRequest(filters), ...withTypes(filters) }),
  loadPage: queryAlarmDetail,
  loadSummary: queryAlarmSummary,
};

/** The columns, one list for the page's life (the addresses reach their cells through a context). */
const ALARM_COLUMNS: ColumnsType<AlarmRow> = [
  { title: '报警时间', dataIndex: 'alarmTime', key: 'alarmTime', width: 170, render: time, sorter: true },
  { title: '车牌号', dataIndex: 'plate', key: 'plate', width: 120, sorter: true },
  { title: '所属分组', dataIndex: 'groupName', width: 120 },
  { title: '报警类型', dataIndex: 'typeName', width: 110 },
  { title: '级别', dataIndex: 'level', key: 'level', width: 80, render: levelName, sorter: true },
  {
    title: '地址',
    key: 'address',
    width: 240,
    render: (_: unknown, row: AlarmRow) => <AlarmAddressCell row={row} />,
  },
  { title: '速度(km/h)', dataIndex: 'speed', key: 'speed', width: 110, align: 'right', sorter: true },
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

/** Every matching alarm counted by type, as bars. */
function alarmChart(summary: AlarmSummary): ReportChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: summary.byType.map((entry) => ALARM_TYPE_INFO[entry.type].name) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name: '报警数', data: summary.byType.map((entry) => entry.count) }],
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
  const view = useReport(SOURCE);
  const { rows, summary } = view;
  const addresses = useAddresses(stores.http, rows?.list);
  const chart = useMemo(() => (summary && summary.total ? alarmChart(summary) : null), [summary]);
  const totalText = rows ? `共 ${rows.totalCapped ? `${rows.total}+` : rows.total} 条报警` : undefined;

  // a new totals row only with a new summary: the memoised table is not rendered again for each render of the page
  const totals = useMemo(
    () =>
      summary ? (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={11}>
            <Typography.Text strong data-testid="alarm-total">
              合计：{summary.total} 条报警，已处理 {summary.processed} 条，未处理 {summary.total - summary.processed} 条
            </Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      ) : null,
    [summary],
  );

  return (
    <AlarmAddressesContext value={addresses}>
      <ReportFrame<AlarmRow>
        title="报警明细"
        exportType="alarmReport"
        withAlarmTypes
        view={view}
        rowKey="alarmId"
        columns={ALARM_COLUMNS}
        chartTitle="报警类型分布"
        chart={chart}
        totalText={totalText}
        totals={totals}
      />
    </AlarmAddressesContext>
  );
});
