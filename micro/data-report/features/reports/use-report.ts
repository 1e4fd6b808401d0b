import { useCallback, useEffect, useMemo, useState } from 'react';
import type { HttpClient, RequestOptions } from '@shared/http/http-client';
import { useDataReportContext } from '../../context/data-report-context';
import type { ReportFilters, ReportState } from './report-query';
import { currentData, useReportData } from './use-report-data';
import { requestKey, StartedRequests } from './started-requests';
import { useReportPage, type ReportPage } from './use-report-page';

/** One report's two requests: its page (filters, page, sort) and its whole-range summary (filters only). */
export interface ReportSource<PageQuery, Page, SummaryQuery, Summary> {
  pageRequest(state: ReportState): PageQuery;
  summaryRequest(filters: ReportFilters): SummaryQuery;
  loadPage(http: HttpClient, query: PageQuery, options: RequestOptions): Promise<Page>;
  loadSummary(http: HttpClient, query: SummaryQuery, options: RequestOptions): Promise<Summary>;
}

/**
 * Loads a report for the state in the address: the page again on every page, sort or filter
 * change, the summary (totals and chart) only when a filter changes. `source` is a module constant.
 */
export interface ReportView<Page, Summary> {
  page: ReportPage;
  /** the page is loading (the previous rows stay in view meanwhile) */
  loading: boolean;
  /** the page's refusal (bad dates...) in Chinese */
  error: string | null;
  rows: Page | null;
  summary: Summary | null;
}

export function useReport<PageQuery, Page, SummaryQuery, Summary>(source: ReportSource<PageQuery, Page, SummaryQuery, Summary>): ReportView<Page, Summary> {
  const { stores } = useDataReportContext();
  const [started] = useState(() => new StartedRequests<Page>());
  // 查询, a page or a sort sends the new page's request at once: it travels while React renders
  // the navigation, instead of leaving after that render has committed
  const startPage = useCallback(
    (next: ReportState, shown: ReportState) => {
      const query = source.pageRequest(next);
      const key = requestKey(query, stores.sessionVersion);
      if (key !== requestKey(source.pageRequest(shown), stores.sessionVersion)) {
        started.start(key, (signal) => source.loadPage(stores.http, query, { signal }));
      }
    },
    [source, stores, started],
  );
  const page = useReportPage(startPage);
  const pageQuery = useMemo(() => source.pageRequest(page.state), [source, page.state]);
  const summaryQuery = useMemo(() => source.summaryRequest(page.filters), [source, page.filters]);
  const loadPage = useCallback((query: PageQuery, options: RequestOptions) => source.loadPage(stores.http, query, options), [source, stores.http]);
  const loadSummary = useCallback(
    (query: SummaryQuery, options: RequestOptions) => source.loadSummary(stores.http, query, options),
    [source, stores.http],
  );
  const data = useReportData(loadPage, pageQuery, stores.sessionVersion, false, started);
  const summaryData = useReportData(loadSummary, summaryQuery, stores.sessionVersion, data.status === 'loading');
  // the address follows a state once its page is shown (or refused), not on the way to its rows
  const { publishAddress } = page;
  const settled = data.status !== 'loading';
  useEffect(() => {
    if (settled) publishAddress();
  }, [settled, publishAddress, page.state]);
  return {
    page,
    loading: data.status === 'loading',
    // the page's refusal says it all: the summary is refused for the same filters
    error: data.status === 'error' ? data.message : null,
    rows: currentData(data),
    summary: currentData(summaryData),
  };
}
