import { setPriority } from 'node:os';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/connection';
import type { FromSimulatorWorker, SimulatorWorkerData, ToSimulatorWorker } from './simulator-messages';
import { createSimulator } from './simulator';

/**
 * The simulator's worker thread (started through `simulator-worker.mjs` by `simulator-host.ts`).
 * It opens its OWN connection to the API's database file: SQLite connections are not shared across
 * threads, and WAL lets the API's readers go on while this one writes. `openDatabase` sets the same
 * busy_timeout on both connections, so whichever needs the write lock while the other holds it
 * waits (at most one step of the simulator, or one request's write) instead of failing.
 *
 * Ticks run one after another in the order they were asked for; `stop` lets the tick under way end
 * at its next step, closes the connection and lets the thread exit.
 */

/**
 * The worker's nice value. A thread of its own keeps the simulator's queries off the API's event
 * loop, but on a busy machine both threads still compete for the same cores; the simulator is
 * background work and the API is what people wait for, so the scheduler should prefer the API.
 * At 10 (CFS weight 110 against 1024) the worker still gets ~10 % of a core it shares with a busy
 * API thread, about what a 100k fleet's ticks use (6–10 % of a core in `npm run bench:server`); an
 * idle core it gets whole. Ticks never overlap, so a starved worker only makes them come later.
 */
const SIMULATOR_NICE = 10;

const port = parentPort;
if (!port) throw new Error('simulator-thread.ts runs only as a worker thread (see simulator-host.ts)');

// Linux keeps a nice value per thread, and 0 names the calling thread: this lowers the worker only.
// Elsewhere (macOS, Windows) it would lower the whole process, API included, so it is left alone.
if (process.platform === 'linux') setPriority(SIMULATOR_NICE);

const data = workerData as SimulatorWorkerData;
const send = (message: FromSimulatorWorker): void => port.postMessage(message);
const db = openDatabase(data.dataDir);
const simulator = createSimulator(db, { slice: data.slice, presence: data.presence });
let queue: Promise<void> = Promise.resolve();
send({ type: 'log', level: 'info', msg: 'simulator worker started' });
let stopping = false;

const tick = async (id: number, now: number): Promise<void> => {
  if (stopping) {
    send({ type: 'failed', id, message: 'simulator stopping' });
    return;
  }
  try {
    const report = await simulator.runTick(now);
    send({ type: 'report', id, report: { ...report, threadId } });
  } catch (error) {
    send({ type: 'failed', id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
};

port.on('message', (message: ToSimulatorWorker) => {
  if (message.type === 'tick') {
    queue = queue.then(() => tick(message.id, message.now));
  } else if (message.type === 'stop' && !stopping) {
    stopping = true;
    simulator.stop();
    void queue.then(() => {
      db.close();
      // nothing keeps the thread alive any more: it exits, and the host's 'exit' event ends its stop()
      port.close();
    });
  }
});
