import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { FromSimulatorWorker, SimulatorWorkerData, ToSimulatorWorker, WorkerTickReport } from './simulator-messages';
import type { PresenceRates } from './presence';
import { TICK_INTERVAL_MS } from './simulator';

const WORKER_URL = new URL('./simulator-worker.mjs', import.meta.url);
/** How long stop() waits for the tick under way to reach its next step before ending the thread. */
const STOP_GRACE_MS = 10_000;
/** Options that preload modules, with or without `=value`. */
const PRELOADS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);

/**
 * The parent's Node options without its preloads. A worker inherits `process.execArgv`, preloads
 * included, and those are the parent's business: tsx's loader (`tsx server/main.ts`), a benchmark's
 * probe (`--import ./bench/event-loop-probe.ts`, a .ts file a worker without tsx's hooks cannot
 * load). The worker's entry loads its own code (simulator-worker.mjs); the other options
 * (`--conditions`, `--enable-source-maps`, …) still apply to it.
 */
export function workerExecArgv(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i += 1) {
    const arg = execArgv[i] ?? '';
    if (PRELOADS.has(arg)) i += 1;
    else if (!PRELOADS.has(arg.split('=')[0] ?? '')) kept.push(arg);
  }
  return kept;
}

export interface SimulatorWorkerOptions {
  /** the API's data directory; the worker opens its own connection to the same file */
  dataDir: string;
  /** the API's clock (`config.now`): each scheduled tick runs at the time it reads */
  now: () => number;
  log: FastifyBaseLogger;
  intervalMs?: number;
  slice?: number;
  presence?: PresenceRates;
}

export interface SimulatorWorker {
  /** the worker's thread id (the main thread's is 0) */
  readonly threadId: number;
  /** runs one tick at `now` in the worker, after any tick already asked for, and resolves with its report */
  runTick(now: number): Promise<WorkerTickReport>;
  /** no further ticks; resolves once the worker has finished its tick under way, closed its connection and exited */
  stop(): Promise<void>;
}

/**
 * Starts the simulator in a worker thread (`simulator-thread.ts`, its own SQLite connection) and
 * schedules a tick every `intervalMs`. The main thread only keeps the schedule and the clock, and
 * hears back reports and log lines; none of the simulator's queries run on the API's event loop.
 * The next tick is asked for when the previous one has answered, so ticks never pile up however
 * slow the machine; the timer never keeps the process alive on its own.
 */
export function startSimulatorWorker(options: SimulatorWorkerOptions): SimulatorWorker {
  const { log } = options;
  const workerData: SimulatorWorkerData = { dataDir: options.dataDir, slice: options.slice, presence: options.presence };
  const worker = new Worker(WORKER_URL, { workerData, execArgv: workerExecArgv(process.execArgv) });
  // like the old in-process timer, the simulator alone does not keep the process alive
  worker.unref();
  const pending = new Map<number, { resolve: (report: WorkerTickReport) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped = false;
  let alive = true;
  let timer: NodeJS.Timeout | null = null;

  const exited = new Promise<void>((resolve) => {
    worker.once('exit', (code) => {
      alive = false;
      if (!stopped) log.error({ code }, 'simulator worker exited');
      for (const waiting of pending.values()) waiting.reject(new Error(`simulator worker exited (code ${code})`));
      pending.clear();
      resolve();
    });
  });
  worker.on('error', (error) => log.error({ err: error }, 'simulator worker failed'));
  worker.on('message', (message: FromSimulatorWorker) => {
    if (message.type === 'log') {
      log[message.level]({ threadId: worker.threadId }, message.msg);
      return;
    }
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.type === 'report') waiting?.resolve(message.report);
    else waiting?.reject(new Error(message.message));
  });

  const post = (message: ToSimulatorWorker): void => worker.postMessage(message);
  const runTick = (now: number): Promise<WorkerTickReport> =>
    new Promise((resolve, reject) => {
      if (stopped || !alive) {
        reject(new Error('simulator stopped'));
        return;
      }
      const id = nextId;
      nextId += 1;
      pending.set(id, { resolve, reject });
      post({ type: 'tick', id, now });
    });

  const intervalMs = options.intervalMs ?? TICK_INTERVAL_MS;
  const schedule = (): void => {
    if (stopped || !alive) return;
    timer = setTimeout(() => {
      runTick(options.now())
        .then((tick) => log.debug({ tick }, 'simulator tick'))
        .catch((error: unknown) => {
          if (!stopped) log.error({ err: error }, 'simulator tick failed');
        })
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    threadId: worker.threadId,
    runTick,
    stop: async () => {
      if (!stopped) {
        stopped = true;
        if (timer) clearTimeout(timer);
        if (alive) post({ type: 'stop' });
      }
      const grace = setTimeout(() => {
        log.error('simulator worker did not stop in time; terminating it');
        void worker.terminate();
      }, STOP_GRACE_MS);
      await exited;
      clearTimeout(grace);
    },
  };
}
