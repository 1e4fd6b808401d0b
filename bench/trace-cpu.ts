import { traceEventsOf } from './map/main-thread-trace';

/* Main-thread CPU read from a Chromium trace (thread time: the machine's other load barely shows). */

/**
 * Main-thread CPU (thread time) of the page's tasks between two of its marks, from a trace: a task
 * cut by a mark counts for its part inside the window (pro rata).
 */
export function cpuBetweenMarks(buffer: Buffer, from: string | number, to: string): number {
  const events = traceEventsOf(buffer);
  const end = events.find((event) => event.name === to);
  // `from` as a number: that many ms before `to` (a window that starts at no mark, e.g. a request's start)
  const start = typeof from === 'number' ? (end ? { ...end, ts: end.ts - from * 1000 } : undefined) : events.find((event) => event.name === from);
  if (!start || !end) return Number.NaN;
  const thread = `${end.pid}:${end.tid}`;
  let cpu = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'ThreadControllerImpl::RunTask' || `${event.pid}:${event.tid}` !== thread || !event.dur) continue;
    const inside = Math.min(event.ts + event.dur, end.ts) - Math.max(event.ts, start.ts);
    if (inside > 0) cpu += ((event.tdur ?? event.dur) * inside) / event.dur;
  }
  return cpu / 1000;
}

/** The renderer main thread's longest task in a trace: its wall time and its CPU (thread time), ms. */
export function longestTask(buffer: Buffer): { wallMs: number; cpuMs: number } {
  const events = traceEventsOf(buffer);
  const main = new Set(events.filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'ThreadControllerImpl::RunTask' || !main.has(`${event.pid}:${event.tid}`)) continue;
    wall = Math.max(wall, (event.dur ?? 0) / 1000);
    cpu = Math.max(cpu, (event.tdur ?? event.dur ?? 0) / 1000);
  }
  return { wallMs: wall, cpuMs: cpu };
}
