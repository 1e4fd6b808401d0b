import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@shared/http/api-error';
import type { RequestOptions } from '@shared/http/http-client';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';
import { requestKey, type StartedRequests } from './started-requests';

export type ReportData<T> = { status: 'loading'; last: T | null } | { status: 'ready'; data: T } | { status: 'error'; message: string; last: T | null };

interface Settled<T> {
  /** the request (and session) this answer belongs to */
  key: string;
  data: T | null;
  error: string | null;
}

/**
 * Loads a report for a request, again whenever the request (its JSON) or the session changes; a
 * newer request aborts the older one, and while it loads the previous rows stay in view. A refused
 * request (bad dates...) shows its Chinese message in the page; anything else goes to the app's
 * one error path too. A request already started for the key (`started`, at the click) is taken
 * over rather than asked again. With `wait`, a new request waits (a report's summary waits for its page:
 * the page is what the user looks at first, and the server answers one request at a time); an
 * answer already loaded for the request is not asked for again.
 */
export function useReportData<Q, T>(
  load: (query: Q, options: RequestOptions) => Promise<T>,
  query: Q,
  sessionVersion: number,
  wait = false,
  started?: StartedRequests<T>,
): ReportData<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const reportError = useReportError();
  const key = requestKey(query, sessionVersion);
  const loadedKey = useRef<string | null>(null);

  useEffect(() => {
    if (wait || loadedKey.current === key) return;
    // the request the click already sent for this key, if any (one for another key is stale)
    const taken = started?.take(key) ?? null;
    const controller = taken?.controller ?? new AbortController();
    const [request] = JSON.parse(key) as [Q, number];
    (taken?.promise ?? load(request, { signal: controller.signal })).then(
      (data) => {
        loadedKey.current = key;
        setSettled({ key, data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled((current) => ({ key, data: current?.data ?? null, error: isApiError(error) ? error.message : '报表加载失败，请重试' }));
        if (!isApiError(error) || error.kind !== 'invalid-request') reportError(error);
      },
    );
    return () => controller.abort();
  }, [load, key, wait, reportError, started]);

  if (!settled || settled.key !== key) return { status: 'loading', last: settled?.data ?? null };
  if (settled.error !== null) return { status: 'error', message: settled.error, last: settled.data };
  return settled.data === null ? { status: 'loading', last: null } : { status: 'ready', data: settled.data };
}

export function currentData<T>(data: ReportData<T>): T | null {
  return data.status === 'ready' ? data.data : data.last;
}
