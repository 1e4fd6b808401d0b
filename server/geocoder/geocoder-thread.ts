import { parentPort } from 'node:worker_threads';
import type { FromGeocoderWorker, ToGeocoderWorker } from './geocoder-messages';
import { createOfflineGeocoder } from './offline-geocoder';

/**
 * The offline geocoder's worker thread (started through `geocoder-worker.mjs` by
 * `geocoder-worker-host.ts`). Loading the boundaries (a 4 MB module, a 3 MB district index) and
 * building the indexes takes 1–3 s of CPU, and each lookup is point-in-polygon work: here none of it
 * runs on the API's event loop, so the first requests after a start (the console's vehicle list, a
 * track) are not held behind the warm-up, nor a report's query behind an export's addresses.
 */
const port = parentPort;
if (!port) throw new Error('geocoder-thread.ts runs only as a worker thread (see geocoder-worker-host.ts)');

const offline = createOfflineGeocoder();
const send = (message: FromGeocoderWorker): void => port.postMessage(message);
const reason = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));

port.on('message', (message: ToGeocoderWorker) => {
  const answer = message.type === 'warm' ? offline.ready().then((): FromGeocoderWorker => ({ type: 'ready', id: message.id })) : offline.addresses(message.points).then((addresses): FromGeocoderWorker => ({ type: 'addresses', id: message.id, addresses }));
  answer.then(send, (error: unknown) => send({ type: 'failed', id: message.id, message: reason(error) }));
});
