import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { AlarmType } from '@shared/api/dto/alarm-dto';
import { checkRequest } from '@shared/api/call-endpoint';
import { queryMileageSummaryEndpoint } from '@shared/api/endpoints/report-endpoints';
import { filterRequest, pageChange, resetState, searchWith, sortChange, type ReportFilters, type ReportSort, type ReportState } from './report-query';
import { useReportState } from './use-report-state';

/**
 * The paging, sorting and filter actions every report page has, over the state in its address.
 * The actions keep their identity across renders (they read the latest state from a ref), and the
 * filters object changes only when a filter does: the filter bar, memoized, is not rendered again
 * when only the page or the sort changes, nor while a page loads. `willShow` hears each new state
 * before the address changes (the report starts its request there).
 */
export function useReportPage(willShow?: (next: ReportState, shown: ReportState) => void) {
  const { state, setState: setShownState, publishAddress } = useReportState();
  const latest = useRef<ReportState>(state);
  const announce = useRef(willShow);
  useLayoutEffect(() => {
    latest.current = state;
    announce.current = willShow;
  }, [state, willShow]);
  // told first, so the new page's request leaves at the click, not after the navigation's render
  const setState = useCallback(
    (next: ReportState) => {
      announce.current?.(next, latest.current);
      setShownState(next);
    },
    [setShownState],
  );
  const filtersKey = JSON.stringify([state.startDate, state.endDate, state.groupIds, state.vehicleIds, state.alarmTypes]);
  const filters = useMemo((): ReportFilters => {
    const [startDate, endDate, groupIds, vehicleIds, alarmTypes] = JSON.parse(filtersKey) as [string, string, number[], number[], AlarmType[]];
    return { startDate, endDate, groupIds, vehicleIds, alarmTypes };
  }, [filtersKey]);
  return {
    state,
    filters,
    publishAddress,
    /** the bar's filters checked by the reports' own request schema (the server's limits and messages) */
    check: useCallback((next: ReportFilters) => checkRequest(queryMileageSummaryEndpoint, filterRequest(next)), []),
    onSearch: useCallback((next: ReportFilters) => setState(searchWith(latest.current, next)), [setState]),
    onReset: useCallback(() => setState(resetState(latest.current, Date.now())), [setState]),
    onPage: useCallback((pageNum: number, pageSize: number) => setState(pageChange(latest.current, pageNum, pageSize)), [setState]),
    onSort: useCallback((sort: ReportSort | null) => setState(sortChange(latest.current, sort)), [setState]),
  };
}

export type ReportPage = ReturnType<typeof useReportPage>;
