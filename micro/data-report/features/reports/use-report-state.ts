import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../../context/use-app-navigate';
import { readReportState, writeReportState, type ReportState } from './report-query';

/** A state the page set itself: shown at once, before (and after) the address reaches it. */
interface OwnState {
  state: ReportState;
  /** its query string */
  search: string;
  /** the query string it replaced, while the address has not moved yet (null once it has) */
  from: string | null;
}

/**
 * A report's state lives in its address: reading it is parsing the query string, changing it is a
 * navigation (so the link can be shared, restored and walked back with the browser's back button).
 * The page's own change (查询, a page, a sort) is shown at once, in the click's own render: the
 * router's navigation is a transition, rendered in slices, and an answer arriving before it had
 * committed waited for it (its render restarted), so the rows came 50–100 ms after their answer.
 * The state the page set keeps its identity when the address reaches it, so that navigation
 * renders nothing new; another address (the back button, a link) is read from the address again.
 */
export function useReportState(): [ReportState, (next: ReportState) => void] {
  const { pathname, search } = useLocation();
  const go = useAppNavigate();
  // "today" for the default dates is read once per screen, not at every render
  const [now] = useState(() => Date.now());
  const [own, setOwn] = useState<OwnState | null>(null);
  const ownSearch = own ? `?${own.search}` : null;
  if (own && own.from !== null && ownSearch === search) setOwn({ ...own, from: null });
  const shown = own !== null && (ownSearch === search || own.from === search) ? own.state : null;
  const state = useMemo(() => shown ?? readReportState(new URLSearchParams(search), now), [shown, search, now]);
  // the address now, for the setter (which keeps its identity: the memoized filter bar holds it)
  const address = useRef(search);
  useLayoutEffect(() => {
    address.current = search;
  }, [search]);
  const setState = useCallback(
    (next: ReportState) => {
      const nextSearch = writeReportState(next).toString();
      setOwn({ state: next, search: nextSearch, from: address.current });
      go(`${pathname}?${nextSearch}`);
    },
    [go, pathname],
  );
  return [state, setState];
}
