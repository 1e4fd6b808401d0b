import { writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';

/**
 * Main-thread CPU of the page's renderer, read from a Chromium performance trace. On a machine shared
 * by several processes the wall clock measures the others as much as the page; a trace's task
 * durations count only the time the renderer's main thread spent running the page's tasks.
 */
export interface MainThreadFigures {
  /** the longest task the renderer's main thread ran while traced, wall clock */
  longestTaskMs: number;
  /** the CPU time of that thread's most expensive task (thread time: not counting time other processes had the core) */
  longestTaskCpuMs: number;
  /** CPU time the main thread spent on tasks while traced */
  busyCpuMs: number;
  /**
   * CPU time the page's dedicated workers spent on tasks while traced: the map clusters and draws
   * there, work a main-thread figure alone would miss
   */
  workerCpuMs: number;
  /**
   * With `frames`: the main thread's CPU in each frame interval (from one BeginMainThreadFrame to the
   * next), ms. The rAF intervals of a pan are paced by the display (16.7 ms at best); this is how much
   * of each frame the page used, the headroom a slower machine has.
   */
  frameWorkMs: number[];
}

/** A Chromium trace event, as the benches read them. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** thread time of a complete event, when the trace records it */
  tdur?: number;
  /** a thread's name (metadata events), a request's address (resource events) */
  args?: { name?: string; data?: { url?: string } };
}

/** The events of a Chromium trace as `browser.stopTracing()` returns it (an object with `traceEvents`, or the bare array). */
export function traceEventsOf<Event extends TraceEvent = TraceEvent>(buffer: Buffer): Event[] {
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents?: Event[] } | Event[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * User-timing marks the page may set around the step it times (`performance.mark`): when present,
 * only the work between them counts (a task across a mark counts in proportion to its wall time
 * inside). Without them a first render's CPU also counted what ran after its end while the trace was
 * stopped: the tiles arriving and the frames painting them.
 */
export const STEP_START_MARK = 'map-bench-start';
export const STEP_END_MARK = 'map-bench-end';

/**
 * Runs `work` while tracing and returns its result with the renderer main thread's figures.
 * `frames`: also the main thread's work per frame (records the frame events too); `saveTo`: the trace
 * is also written to that file (to read a slow step's tasks afterwards).
 */
export async function traceMainThread<T>(
  browser: Browser,
  page: Page,
  work: () => Promise<T>,
  { frames = false, saveTo = '' }: { frames?: boolean; saveTo?: string } = {},
): Promise<{ result: T; mainThread: MainThreadFigures }> {
  const categories = ['toplevel', 'blink.user_timing'];
  if (frames) categories.push('devtools.timeline', 'disabled-by-default-devtools.timeline.frame');
  await browser.startTracing(page, { categories });
  const result = await work();
  const buffer = await browser.stopTracing();
  if (saveTo) writeFileSync(saveTo, buffer);
  return { result, mainThread: mainThreadFigures(traceEventsOf(buffer)) };
}

function mainThreadFigures(events: readonly TraceEvent[]): MainThreadFigures {
  const mainThreads = new Set<string>();
  const workerThreads = new Set<string>();
  for (const event of events) {
    if (event.ph !== 'M' || event.name !== 'thread_name') continue;
    if (event.args?.name === 'CrRendererMain') mainThreads.add(`${event.pid}:${event.tid}`);
    if (event.args?.name?.startsWith('DedicatedWorker') === true) workerThreads.add(`${event.pid}:${event.tid}`);
  }
  const from = Math.min(...events.filter((event) => event.name === STEP_START_MARK).map((event) => event.ts));
  const to = Math.max(...events.filter((event) => event.name === STEP_END_MARK).map((event) => event.ts));
  const step = Number.isFinite(from) && Number.isFinite(to) && to > from ? { from, to } : { from: -Infinity, to: Infinity };
  // several renderers may exist (a spare one): the page's is the one that ran the most
  const tasksByThread = new Map<string, Task[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !TASK_NAMES.has(event.name) || !(mainThreads.has(thread) || workerThreads.has(thread)) || event.dur === undefined) continue;
    const start = Math.max(step.from, event.ts);
    const end = Math.min(step.to, event.ts + event.dur);
    if (end <= start && event.dur > 0) continue;
    const cpu = event.tdur ?? event.dur;
    const tasks = tasksByThread.get(thread) ?? [];
    tasks.push({ start, end, cpu: event.dur > 0 ? (cpu * (end - start)) / event.dur : cpu });
    tasksByThread.set(thread, tasks);
  }
  let best: Omit<MainThreadFigures, 'workerCpuMs' | 'frameWorkMs'> = { longestTaskMs: 0, longestTaskCpuMs: 0, busyCpuMs: 0 };
  let bestThread = '';
  let workerCpuMs = 0;
  for (const [thread, tasks] of tasksByThread) {
    const figures = figuresOf(tasks);
    if (workerThreads.has(thread)) workerCpuMs += figures.busyCpuMs;
    else if (figures.busyCpuMs > best.busyCpuMs) {
      best = figures;
      bestThread = thread;
    }
  }
  const frameStarts = events
    .filter((event) => event.name === 'BeginMainThreadFrame' && `${event.pid}:${event.tid}` === bestThread)
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  return { ...best, workerCpuMs, frameWorkMs: frameWork(tasksByThread.get(bestThread) ?? [], frameStarts) };
}

/**
 * CPU of the tasks within each interval between two frame starts; a task across a frame start is
 * shared in proportion to its wall time on each side (tasks sorted by start, nested ones skipped).
 */
function frameWork(tasks: readonly Task[], frameStarts: readonly number[]): number[] {
  const work: number[] = [];
  const outer: Task[] = [];
  let openEnd = -Infinity;
  for (const task of tasks) {
    if (task.start < openEnd) continue;
    outer.push(task);
    openEnd = task.end;
  }
  let first = 0;
  for (let frame = 0; frame + 1 < frameStarts.length; frame += 1) {
    const from = frameStarts[frame] ?? 0;
    const to = frameStarts[frame + 1] ?? 0;
    while (first < outer.length && (outer[first]?.end ?? 0) <= from) first += 1;
    let cpu = 0;
    for (let at = first; at < outer.length; at += 1) {
      const task = outer[at];
      if (!task || task.start >= to) break;
      const wall = task.end - task.start;
      const inside = Math.min(to, task.end) - Math.max(from, task.start);
      cpu += wall > 0 ? (task.cpu * inside) / wall : task.cpu;
    }
    work.push(cpu / 1000);
  }
  return work;
}

interface Task {
  start: number;
  end: number;
  cpu: number;
}

function figuresOf(tasks: Task[]): Omit<MainThreadFigures, 'workerCpuMs' | 'frameWorkMs'> {
  tasks.sort((a, b) => a.start - b.start);
  let longest = 0;
  let longestCpu = 0;
  let busyCpu = 0;
  // a task nested in another (a nested run loop) is counted within its parent
  let openEnd = -Infinity;
  for (const task of tasks) {
    longest = Math.max(longest, task.end - task.start);
    longestCpu = Math.max(longestCpu, task.cpu);
    if (task.start >= openEnd) {
      busyCpu += task.cpu;
      openEnd = task.end;
    }
  }
  // trace times are microseconds
  return { longestTaskMs: longest / 1000, longestTaskCpuMs: longestCpu / 1000, busyCpuMs: busyCpu / 1000 };
}
