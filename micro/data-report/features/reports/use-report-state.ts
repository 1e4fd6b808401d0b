import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../../context/use-app-navigate';
import { readReportState, writeReportState, type ReportState } from './report-query';

/**
 * A report's state lives in its address: reading it is parsing the query string, changing it is a
 * navigation (so the link can be shared, restored and walked back with the browser's back button).
 */
export function useReportState(): [ReportState, (next: ReportState) => void] {
  const { pathname, search } = useLocation();
  const go = useAppNavigate();
  // "today" for the default dates is read once per screen, not at every render
  const [now] = useState(() => Date.now());
  const state = useMemo(() => readReportState(new URLSearchParams(search), now), [search, now]);
  const setState = useCallback((next: ReportState) => go(`${pathname}?${writeReportState(next).toString()}`), [go, pathname]);
  return [state, setState];
}
