/**
 * Runs `work` when the browser is idle, or after `timeoutMs` at the latest (a page that is never
 * idle still gets it); a plain timer where there is no requestIdleCallback (jsdom, old engines).
 * Returns the cancel function (the owner unmounted before the moment came).
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, Math.min(200, timeoutMs));
  return () => window.clearTimeout(timer);
}
