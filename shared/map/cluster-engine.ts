import type { CoordType } from '../geo/coordinates';
import type { ClusterRequest, ClusterResponse } from './cluster-protocol';
import ClusterWorker from './cluster.worker.ts?worker&inline';
import { buildClusterIndex, type ClusterResult, type PackedVehicles, type VehicleClusterIndex } from './vehicle-cluster';

/** Above this many vehicles the index is built in the worker; below, the main thread is quicker than a round trip. */
export const WORKER_THRESHOLD = 2000;
/**
 * Up to this many vehicles a first build runs on the main thread while the worker is still starting
 * (~20 ms for 10k, wujie-notes.md): the first render does not wait for the worker's start-up.
 */
export const INLINE_WHILE_STARTING_MAX = 20_000;

/** One clustering backend: the worker or the main thread, same answers. */
export interface ClusterEngine {
  /** false until the backend can answer without start-up delay (the worker's first reply) */
  readonly ready: boolean;
  load(packed: PackedVehicles, coordType: CoordType, cluster: boolean): Promise<void>;
  query(bbox: [number, number, number, number], zoom: number): Promise<ClusterResult>;
  expansionZoom(clusterId: number): Promise<number>;
  destroy(): void;
}

export function createInlineClusterEngine(): ClusterEngine {
  let index: VehicleClusterIndex | null = null;
  const empty = (): ClusterResult => ({ pointIndex: new Int32Array(0), pointLngLat: new Float64Array(0), clusters: new Float64Array(0) });
  return {
    ready: true,
    load(packed, coordType, cluster) {
      index = buildClusterIndex(packed, coordType, cluster);
      return Promise.resolve();
    },
    query(bbox, zoom) {
      return Promise.resolve(index?.query(bbox, zoom) ?? empty());
    },
    expansionZoom(clusterId) {
      return Promise.resolve(index?.expansionZoom(clusterId) ?? 0);
    },
    destroy() {
      index = null;
    },
  };
}

type Settle = (response: ClusterResponse) => void;

/** The worker-backed engine; requests are answered in order, matched by sequence number. */
export function createWorkerClusterEngine(): ClusterEngine {
  const worker = new ClusterWorker({ name: 'fleet-map-cluster' });
  const waiting = new Map<number, Settle>();
  let seq = 0;
  let ready = false;
  worker.onmessage = (event: MessageEvent<ClusterResponse>) => {
    ready = true;
    const settle = waiting.get(event.data.seq);
    waiting.delete(event.data.seq);
    settle?.(event.data);
  };
  function ask(request: ClusterRequest, transfer: Transferable[] = []): Promise<ClusterResponse> {
    return new Promise((resolve, reject) => {
      waiting.set(request.seq, (response) => (response.type === 'error' ? reject(new Error(response.message)) : resolve(response)));
      worker.postMessage(request, transfer);
    });
  }
  // an empty query right away: its answer says the worker has started
  seq += 1;
  worker.postMessage({ type: 'query', seq, bbox: [0, 0, 0, 0], zoom: 0 } satisfies ClusterRequest);
  return {
    get ready() {
      return ready;
    },
    async load(packed, coordType, cluster) {
      seq += 1;
      await ask({ type: 'load', seq, packed, coordType, cluster }, [packed.lng.buffer, packed.lat.buffer, packed.severity.buffer]);
    },
    async query(bbox, zoom) {
      seq += 1;
      const response = await ask({ type: 'query', seq, bbox, zoom });
      if (response.type !== 'result') throw new Error('聚合结果无效');
      return response.result;
    },
    async expansionZoom(clusterId) {
      seq += 1;
      const response = await ask({ type: 'expansion', seq, clusterId });
      return response.type === 'expansion' ? response.zoom : 0;
    },
    destroy() {
      worker.terminate();
      waiting.clear();
    },
  };
}
