import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

/** A report's state and its setter, and the moment its address may follow (see `useReportState`). */
export interface ReportStateHandle {
  state: ReportState;
  setState(next: ReportState): void;
  /** the page's own last change is shown (its rows painted or refused): the address follows now */
  publishAddress(): void;
}

/**
 * A report's state lives in its address: reading it is parsing the query string, changing it is a
 * navigation (so the link can be shared, restored and walked back with the browser's back button).
 * The page's own change (查询, a page, a sort) is shown at once, in the click's own render: the
 * router's navigation is a transition, rendered in slices, and an answer arriving before it had
 * committed waited for it (its render restarted), so the rows came 50–100 ms after their answer.
 * The address follows once the page has shown that state (`publishAddress`, after the paint): the
 * navigation renders the app's router and, inside the shell, pushes the shell's address and renders
 * the shell (about a third of the main thread's work between 查询 and the rows, issue 12 trace), and
 * none of that is needed to show the rows. The state the page set keeps its identity when the
 * address reaches it, so that navigation renders nothing new; another address (the back button, a
 * link) is read from the address again and drops a change not yet published.
 */
export function useReportState(): ReportStateHandle {
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
  // the path the address is to follow once its state is shown (null: nothing to publish)
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    // another address than the one the page left (the back button, a link) wins over a change not yet published
    const path = pending.current;
    if (path !== null && path.slice(path.indexOf('?')) !== search) pending.current = null;
    address.current = search;
  }, [search]);
  const setState = useCallback(
    (next: ReportState) => {
      const nextSearch = writeReportState(next).toString();
      setOwn({ state: next, search: nextSearch, from: address.current });
      pending.current = `${pathname}?${nextSearch}`;
    },
    [pathname],
  );
  const scheduled = useRef<{ frame: number; timer: ReturnType<typeof setTimeout> | null } | null>(null);
  const cancelScheduled = useCallback(() => {
    const slot = scheduled.current;
    if (!slot) return;
    scheduled.current = null;
    cancelAnimationFrame(slot.frame);
    if (slot.timer !== null) clearTimeout(slot.timer);
  }, []);
  const publishAddress = useCallback(() => {
    const path = pending.current;
    if (path === null) return;
    cancelScheduled();
    // after the next paint: a frame, then a task after it
    const slot: { frame: number; timer: ReturnType<typeof setTimeout> | null } = { frame: 0, timer: null };
    slot.frame = requestAnimationFrame(() => {
      slot.timer = setTimeout(() => {
        scheduled.current = null;
        // a newer change since has its own publication when it is shown
        if (pending.current !== path) return;
        pending.current = null;
        go(path);
      }, 0);
    });
    scheduled.current = slot;
  }, [go, cancelScheduled]);
  useEffect(() => cancelScheduled, [cancelScheduled]);
  return { state, setState, publishAddress };
}
