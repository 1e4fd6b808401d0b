/**
 * Preloaded into the benchmarked server only (`node --import tsx --import ./bench/event-loop-probe.ts
 * server/main.ts`), so the server itself carries no measuring code and no extra endpoint: it watches
 * the main thread's event loop with a `monitorEventLoopDelay` histogram and, on SIGUSR2, prints one
 * stdout line `PROBE_PREFIX{"maxMs":…,"p99Ms":…}` for the period since the previous signal and
 * starts a new period. The bench signals before and after each endpoint's run.
 *
 * The delay the histogram records is how late its timer fired: the longest one is the longest time
 * the loop could not run anything else (a synchronous query, a tick step, a big JSON.stringify), or
 * could not get a core at all: on a shared machine a starved process shows long "blocks" too. So
 * the line also carries the CPU time the main thread and the whole process used in the period
 * (Linux, from /proc): that figure does not depend on how busy the other tenants were, and it says
 * whether the simulator's work runs on the API's thread or beside it.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

export const PROBE_PREFIX = 'event-loop-probe ';
/** Timer period of the histogram; a block shorter than this shows as at most this. */
const RESOLUTION_MS = 5;

export interface ProbeReading {
  maxMs: number;
  p99Ms: number;
  /** CPU (user + system) of the main thread in the period; null where /proc is not there */
  mainCpuMs: number | null;
  /** CPU of the whole process (main thread, the simulator's worker, GC and I/O threads) */
  processCpuMs: number | null;
}

/** Linux reports CPU times in clock ticks, 100 a second on every common build. */
const TICK_MS = 10;

/** utime + stime of a /proc stat file, in ms; the fields after the command name, which may hold spaces. */
function cpuMs(statFile: string): number | null {
  try {
    const stat = readFileSync(statFile, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // after "pid (comm) ", field 14 (utime) and 15 (stime) of proc(5) are at index 11 and 12
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

// worker threads inherit `--import`; the probe is about the thread that answers requests
if (isMainThread && process.env.EVENT_LOOP_PROBE === '1') {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  // the main thread's task id is the process id
  const mainCpu = () => cpuMs(`/proc/self/task/${process.pid}/stat`);
  const processCpu = () => cpuMs('/proc/self/stat');
  let last = { main: mainCpu(), process: processCpu() };
  const since = (now: number | null, before: number | null) => (now === null || before === null ? null : now - before);
  process.on('SIGUSR2', () => {
    const now = { main: mainCpu(), process: processCpu() };
    const reading: ProbeReading = {
      maxMs: histogram.max / 1e6,
      p99Ms: histogram.percentile(99) / 1e6,
      mainCpuMs: since(now.main, last.main),
      processCpuMs: since(now.process, last.process),
    };
    process.stdout.write(`${PROBE_PREFIX}${JSON.stringify(reading)}\n`);
    histogram.reset();
    last = now;
  });
}
