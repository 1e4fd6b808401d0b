/**
 * The report request started at the user's click, before the screen renders the new state: it
 * travels while React renders the navigation (a transition, in slices), and useReportData takes it
 * over for the same key instead of asking again once that render has committed. One at a time: a
 * newer start aborts the older one, and taking a request for another key aborts the stale one.
 */
export class StartedRequests<T> {
  private current: { key: string; promise: Promise<T>; controller: AbortController } | null = null;

  start(key: string, load: (signal: AbortSignal) => Promise<T>): void {
    if (this.current?.key === key) return;
    this.current?.controller.abort();
    const controller = new AbortController();
    const promise = load(controller.signal);
    // its outcome is handled where it is taken over (useReportData)
    promise.catch(() => undefined);
    this.current = { key, promise, controller };
  }

  /** The request started for `key`, now the caller's (with its controller), or null. */
  take(key: string): { promise: Promise<T>; controller: AbortController } | null {
    const started = this.current;
    this.current = null;
    if (started && started.key !== key) started.controller.abort();
    return started?.key === key ? started : null;
  }
}

/** The identity of a report request: its JSON and the session it was asked in. */
export const requestKey = (query: unknown, sessionVersion: number): string => JSON.stringify([query, sessionVersion]);
