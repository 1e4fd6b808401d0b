import { Worker } from 'node:worker_threads';
import type { LngLat } from '@shared/geo/coordinates';
import type { AddressProvider } from './address-provider';
import type { FromGeocoderWorker, ToGeocoderWorker } from './geocoder-messages';
import { workerExecArgv } from '../simulator/simulator-host';

const WORKER_URL = new URL('./geocoder-worker.mjs', import.meta.url);

/** The offline lookup as the server uses it: in its own thread, started on first use. */
export interface OfflineGeocoder extends AddressProvider {
  /** builds the indexes now (in the worker) instead of on the first lookup */
  ready(): Promise<void>;
  /** ends the worker (the server's close); a later lookup starts a new one */
  close(): Promise<void>;
}

/** What the worker is asked (its message without the id). */
type Question = { type: 'warm' } | { type: 'addresses'; points: readonly LngLat[] };

interface Running {
  worker: Worker;
  pending: Map<number, { resolve: (message: FromGeocoderWorker) => void; reject: (error: Error) => void }>;
}

/**
 * The offline geocoder (`offline-geocoder.ts`) run in a worker thread (`geocoder-thread.ts`): the
 * boundaries' loading, the index build and every point-in-polygon lookup leave the API's event loop.
 * The worker is started on the first call (most test servers never look up an address), does not
 * keep the process alive on its own, and is started again if it ever exits; a lookup under way when
 * it exits fails (the caller answers 获取位置失败 for that batch, as for any failed lookup).
 */
export function createOfflineGeocoderWorker(): OfflineGeocoder {
  let running: Running | null = null;
  let nextId = 1;

  const start = (): Running => {
    const worker = new Worker(WORKER_URL, { execArgv: workerExecArgv(process.execArgv) });
    worker.unref();
    const started: Running = { worker, pending: new Map() };
    const fail = (error: Error): void => {
      if (running === started) running = null;
      for (const waiting of started.pending.values()) waiting.reject(error);
      started.pending.clear();
    };
    worker.on('message', (message: FromGeocoderWorker) => {
      const waiting = started.pending.get(message.id);
      started.pending.delete(message.id);
      if (message.type === 'failed') waiting?.reject(new Error(`geocoder worker: ${message.message}`));
      else waiting?.resolve(message);
    });
    worker.on('error', (error) => fail(error));
    worker.once('exit', (code) => fail(new Error(`geocoder worker exited (code ${code})`)));
    return started;
  };

  const ask = (question: Question): Promise<FromGeocoderWorker> =>
    new Promise((resolve, reject) => {
      running ??= start();
      const id = nextId;
      nextId += 1;
      running.pending.set(id, { resolve, reject });
      running.worker.postMessage({ ...question, id } satisfies ToGeocoderWorker);
    });

  return {
    name: 'offline',
    async ready() {
      await ask({ type: 'warm' });
    },
    async addresses(points) {
      if (points.length === 0) return [];
      const answer = await ask({ type: 'addresses', points });
      return answer.type === 'addresses' ? answer.addresses : points.map(() => null);
    },
    async close() {
      const stopping = running;
      running = null;
      if (stopping) await stopping.worker.terminate();
    },
  };
}
