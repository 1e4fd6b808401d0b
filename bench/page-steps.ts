import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { WithFramePaintedProbe } from './frame-painted-probe';
import { traceEventsOf } from './map/main-thread-trace';

/*
 * A browser step of a bench, measured in the page: an action run there until a condition holds and
 * the frame showing it is painted (frame-painted-probe.ts), the page's main-thread tasks of a traced
 * window on the page's own clock, and the waits a step needs first (motions settled). Used by
 * bench:alarms.
 */

export interface Painted {
  /** when the awaited element entered the DOM (the commit), page clock */
  domAt: number;
  /** the frame showing it painted (a task posted from its animation callback) */
  paintedAt: number;
  /** two animation frames after the commit: this bench's end before, printed beside */
  twoFramesAt: number;
  /** the longest task since `since` */
  longest: number;
  /** style elements inserted into and removed from the document during the step (each one restyles the page) */
  styles: { added: number; removed: number };
}

/**
 * In the page: runs `action`, then waits until `condition` holds (both literals of the calling bench; the
 * condition is checked by a MutationObserver, so at the commit, not at the next poll) and two
 * frames more.
 */
export async function actAndWait(page: Page, action: string, condition: string): Promise<Painted & { startedAt: number }> {
  return page.evaluate(
    async ({ code, wanted }) => {
      const startedAt = performance.now();
      const styles = { added: 0, removed: 0 };
      const styleWatch = new MutationObserver((records) =>
        records.forEach((record) => {
          styles.added += [...record.addedNodes].filter((node) => node.nodeName === 'STYLE').length;
          styles.removed += [...record.removedNodes].filter((node) => node.nodeName === 'STYLE').length;
        }),
      );
      styleWatch.observe(document.head, { childList: true });
      const holds = new Function(`return Boolean(${wanted});`) as () => boolean;
      const found = new Promise<number>((resolve) => {
        if (holds()) {
          resolve(performance.now());
          return;
        }
        const observer = new MutationObserver(() => {
          if (!holds()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      });
      new Function(code)();
      const domAt = await found;
      const { paintedAt, twoFramesAt } = await (window as unknown as WithFramePaintedProbe).benchFramePainted();
      styleWatch.disconnect();
      // a long task is reported once it has ended: give the last one time to be recorded
      await new Promise((done) => setTimeout(done, 100));
      const longest = (window as unknown as { benchLongTasks: () => { start: number; duration: number }[] })
        .benchLongTasks()
        .filter((task) => task.start + task.duration >= startedAt)
        .reduce((max, task) => Math.max(max, task.duration), 0);
      return { startedAt, domAt, paintedAt, twoFramesAt, longest, styles };
    },
    { code: action, wanted: condition },
  );
}

/** The last request to `path` the page made: when it was sent and when its last byte came (page clock). */
export async function lastRequest(page: Page, path: string): Promise<{ start: number; end: number }> {
  return page.evaluate((part) => {
    const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part)) as PerformanceResourceTiming[];
    const last = entries[entries.length - 1];
    return { start: last?.requestStart || last?.startTime || Number.NaN, end: last?.responseEnd ?? Number.NaN };
  }, path);
}

export interface WindowTask {
  /** page clock, ms */
  start: number;
  end: number;
  cpu: number;
}

const TRACE_TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const CLOCK_MARK = 'bench-step-clock';

/**
 * Runs `work` traced and returns the page's main-thread tasks on the page's clock, so a window of
 * the page's own times (a poll's answer to the frame showing it) can be read from the trace: the
 * long-task API reports only tasks over 50 ms, which says nothing of a 30 ms target. The clocks are
 * matched by a user-timing mark made in the page during the trace; its thread is the page's main
 * thread.
 */
export async function traceTasks<T>(browser: Browser, page: Page, work: () => Promise<T>, name = '', traceDir = ''): Promise<{ result: T; tasks: WindowTask[] }> {
  const categories = ['toplevel', 'blink.user_timing', ...(traceDir ? ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] : [])];
  await browser.startTracing(page, { categories });
  const markedAt = await page.evaluate((name) => performance.mark(name).startTime, CLOCK_MARK);
  const result = await work();
  const buffer = await browser.stopTracing();
  if (traceDir && name) writeFileSync(join(traceDir, `${name}.trace.json`), buffer);
  const events = traceEventsOf(buffer);
  const mark = events.find((event) => event.name === CLOCK_MARK);
  if (!mark) throw new Error('bench: the clock mark is not in the trace');
  const offsetMs = mark.ts / 1000 - markedAt;
  const tasks = events
    .filter((event) => event.ph === 'X' && TRACE_TASK_NAMES.has(event.name) && event.pid === mark.pid && event.tid === mark.tid && event.dur !== undefined)
    .map((event) => ({ start: event.ts / 1000 - offsetMs, end: (event.ts + (event.dur ?? 0)) / 1000 - offsetMs, cpu: (event.tdur ?? event.dur ?? 0) / 1000 }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  // with the timeline's categories a task is recorded twice, nested (RunTask inside the thread
  // controller's): only the outermost counts, or every sum counted it twice
  const outermost: WindowTask[] = [];
  for (const task of tasks) if (task.start >= (outermost.at(-1)?.end ?? Number.NEGATIVE_INFINITY)) outermost.push(task);
  return { result, tasks: outermost };
}

/**
 * Waits until no finite animation runs on the page (a dialog's opening zoom and mask fade, a list's
 * closing slide): a user reads the dialog before acting, and a full-screen fade composited in
 * software (this machine has no GPU) kept a core busy through the measured window (the dialog's
 * 300 ms opening overlapped the processing's answer when the bench clicked at once). Spinners and
 * other endless animations do not count.
 */
export async function motionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

/** The longest task (wall and CPU) overlapping [from, to] on the page's clock. */
export function longestIn(tasks: readonly WindowTask[], from: number, to: number): { wall: number; cpu: number; busyCpu: number } {
  const inWindow = tasks.filter((task) => task.end >= from && task.start <= to);
  return {
    wall: inWindow.reduce((max, task) => Math.max(max, task.end - task.start), 0),
    cpu: inWindow.reduce((max, task) => Math.max(max, task.cpu), 0),
    busyCpu: inWindow.reduce((sum, task) => sum + task.cpu, 0),
  };
}
