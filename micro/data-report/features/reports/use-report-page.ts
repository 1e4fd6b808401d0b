import { useCallback, useMemo } from 'react';
import { checkRequest } from '@shared/api/call-endpoint';
import { queryDailyMileageEndpoint } from '@shared/api/endpoints/report-endpoints';
import { pageChange, reportRequest, resetState, searchWith, type ReportFilters } from './report-query';
import { useReportState } from './use-report-state';

/** The paging and filter actions every report page has, over the state in its address. */
export function useReportPage() {
  const [state, setState] = useReportState();
  const filters: ReportFilters = useMemo(
    () => ({ startDate: state.startDate, endDate: state.endDate, groupIds: state.groupIds, vehicleIds: state.vehicleIds, alarmTypes: state.alarmTypes }),
    [state],
  );
  return {
    state,
    filters,
    /** the bar's filters checked by the reports' own request schema (the server's limits and messages) */
    check: useCallback((next: ReportFilters) => checkRequest(queryDailyMileageEndpoint, reportRequest(searchWith(state, next))), [state]),
    onSearch: useCallback((next: ReportFilters) => setState(searchWith(state, next)), [state, setState]),
    onReset: useCallback(() => setState(resetState(state, Date.now())), [state, setState]),
    onPage: useCallback((pageNum: number, pageSize: number) => setState(pageChange(state, pageNum, pageSize)), [state, setState]),
  };
}

