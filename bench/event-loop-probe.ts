/**
 * Preloaded into the benchmarked server only (`node --import tsx --import ./bench/event-loop-probe.ts
 * server/main.ts`), so the server itself carries no measuring code and no extra endpoint: it watches
 * the main thread's event loop with a `monitorEventLoopDelay` histogram and, on SIGUSR2, prints one
 * stdout line `PROBE_PREFIX{"maxMs":…,"p99Ms":…}` for the period since the previous signal and
 * starts a new period. The bench signals before and after each endpoint's run.
 *
 * The delay the histogram records is how late its timer fired: the longest one is the longest time
 * the loop could not run anything else (a synchronous query, a tick step, a big JSON.stringify).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

export const PROBE_PREFIX = 'event-loop-probe ';
/** Timer period of the histogram; a block shorter than this shows as at most this. */
const RESOLUTION_MS = 5;

export interface ProbeReading {
  maxMs: number;
  p99Ms: number;
}

// worker threads inherit `--import`; the probe is about the thread that answers requests
if (isMainThread && process.env.EVENT_LOOP_PROBE === '1') {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const reading: ProbeReading = { maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 };
    process.stdout.write(`${PROBE_PREFIX}${JSON.stringify(reading)}\n`);
    histogram.reset();
  });
}
