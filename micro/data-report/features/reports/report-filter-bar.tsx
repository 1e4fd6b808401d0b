import { Alert, Button, Select, Space } from 'antd';
import { memo, useCallback, useState } from 'react';
import type { DataReportExportType } from '@shared/api/dto/export-dto';
import { ALARM_TYPES, ALARM_TYPE_INFO, type AlarmType } from '@shared/api/dto/alarm-dto';
import { errorText } from '@shared/http/api-error';
import { TextRangePicker } from '@shared/ui/date/text-range-picker';
import { GroupTreeSelect } from '@shared/ui/group-select/group-tree-select';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';
import { useDataReportContext } from '../../context/data-report-context';
import type { ReportFilters } from './report-query';
import { VehicleSelect } from '@shared/ui/vehicle-select/vehicle-select';
import { REPORT_VEHICLE_FILTER_MAX } from '@shared/api/endpoints/report-endpoints';
import { ExportReportButton } from './export-report-button';

export interface ReportFilterBarProps {
  /** the filters the report shows now (the bar edits a copy until 查询) */
  filters: ReportFilters;
  /** the alarm report also filters by type */
  withAlarmTypes?: boolean;
  /** throws the server's Chinese message when the filters would be refused (span, order) */
  check: (filters: ReportFilters) => void;
  onSearch: (filters: ReportFilters) => void;
  onReset: () => void;
  /** 导出 of this report, for exactly the filters shown */
  exportType: DataReportExportType;
}

/** The group tree rendered again only when its value (or the http client) changes. */
const MemoGroupTreeSelect = memo(GroupTreeSelect);

const sameList = (a: readonly (number | string)[], b: readonly (number | string)[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** The same filter values (the bar's draft after its 查询 and the report's filters read back from the address). */
const sameFilters = (a: ReportFilters, b: ReportFilters) =>
  a.startDate === b.startDate && a.endDate === b.endDate && sameList(a.groupIds, b.groupIds) && sameList(a.vehicleIds, b.vehicleIds) && sameList(a.alarmTypes, b.alarmTypes);

const DAY_LABELS = ['开始日期', '结束日期'] as const;

const ALARM_TYPE_OPTIONS = ALARM_TYPES.map((type) => ({ value: type, label: ALARM_TYPE_INFO[type].name }));

/**
 * The reports' filters: days (the server's limits, its Chinese messages), vehicle groups (the
 * shared tree select with counts), vehicles, and alarm types for the alarm report. Memoized: a
 * page, a sort or a page's load does not render the bar (and its group tree) again.
 */
export const ReportFilterBar = memo(function ReportFilterBar({ filters, withAlarmTypes, check, onSearch, onReset, exportType }: ReportFilterBarProps) {
  const { stores } = useDataReportContext();
  const reportError = useReportError();
  const [draft, setDraft] = useState<ReportFilters>(filters);
  const [problem, setProblem] = useState<string | null>(null);
  // the report's filters changed (a search, 重置, the back button): the bar shows them again, without
  // remounting (which would load the group tree anew on every search)
  const [shown, setShown] = useState(filters);
  if (shown !== filters) {
    setShown(filters);
    // after the bar's own 查询 the draft already holds these values: kept as it is, the group tree
    // and the vehicle select (memoized on their value) are not rendered again for the new query
    setDraft((current) => (sameFilters(current, filters) ? current : filters));
    setProblem(null);
  }
  const edit = useCallback((change: Partial<ReportFilters>) => {
    setProblem(null);
    setDraft((current) => ({ ...current, ...change }));
  }, []);
  const onDays = useCallback(([startDate, endDate]: [string, string]) => edit({ startDate, endDate }), [edit]);
  const onGroups = useCallback((groupIds: number[]) => edit({ groupIds }), [edit]);
  const onVehicles = useCallback((vehicleIds: number[]) => edit({ vehicleIds }), [edit]);

  const search = () => {
    try {
      check(draft);
    } catch (error) {
      setProblem(errorText(error));
      return;
    }
    onSearch(draft);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <TextRangePicker labels={DAY_LABELS} format="YYYY-MM-DD" value={[draft.startDate, draft.endDate]} onChange={onDays} />
        <MemoGroupTreeSelect http={stores.http} value={draft.groupIds} onChange={onGroups} onError={reportError} />
        <VehicleSelect http={stores.http} value={draft.vehicleIds} onChange={onVehicles} max={REPORT_VEHICLE_FILTER_MAX} />
        {withAlarmTypes ? (
          <Select<AlarmType[]>
            aria-label="报警类型"
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            placeholder="全部报警类型"
            options={ALARM_TYPE_OPTIONS}
            value={draft.alarmTypes}
            onChange={(alarmTypes) => edit({ alarmTypes })}
            maxTagCount="responsive"
            optionFilterProp="label"
          />
        ) : null}
        <Button type="primary" onClick={search}>
          查询
        </Button>
        <Button onClick={onReset}>重置</Button>
        <ExportReportButton reportType={exportType} filters={filters} />
      </Space>
      {problem ? <Alert type="error" showIcon message={problem} role="alert" /> : null}
    </Space>
  );
});
