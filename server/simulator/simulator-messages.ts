import type { PresenceRates } from './presence';
import type { TickReport } from './simulator';

/**
 * What the API's main thread and the simulator's worker thread say to each other
 * (`simulator-host.ts` ↔ `simulator-thread.ts`). Everything here is structured-clonable data.
 */
export interface SimulatorWorkerData {
  /** the same data directory the API opened: the worker opens its own connection to the file */
  dataDir: string;
  slice?: number;
  presence?: PresenceRates;
}

/**
 * Main → worker. The main thread owns the clock (`config.now`: real time in production, a fake one
 * in tests), so every tick carries its `now`.
 */
export type ToSimulatorWorker = { type: 'tick'; id: number; now: number } | { type: 'stop' };

/** One tick's report as the worker sends it, with the worker's thread id (never the main thread's 0). */
export interface WorkerTickReport extends TickReport {
  threadId: number;
}

export type SimulatorLogLevel = 'info' | 'warn' | 'error';

/** Worker → main: the answer to a tick, or a log line for the server's logger. */
export type FromSimulatorWorker =
  | { type: 'report'; id: number; report: WorkerTickReport }
  | { type: 'failed'; id: number; message: string }
  | { type: 'log'; level: SimulatorLogLevel; msg: string };
