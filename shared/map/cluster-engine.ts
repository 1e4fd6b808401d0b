import type { CoordType } from '../geo/coordinates';
import type { ClusterRequest, ClusterResponse } from './cluster-protocol';
import ClusterWorker from './cluster.worker.ts?worker&inline';
import { buildClusterIndex, type ClusterResult, type PackedVehicles, type VehicleClusterIndex } from './vehicle-cluster';

/** Above this many vehicles the index is built in the worker; below, the main thread is quicker than a round trip. */
export const WORKER_THRESHOLD = 2000;

/** One clustering backend: the worker or the main thread, same answers. */
export interface ClusterEngine {
  load(packed: PackedVehicles, coordType: CoordType, cluster: boolean): Promise<void>;
  query(bbox: [number, number, number, number], zoom: number): Promise<ClusterResult>;
  expansionZoom(clusterId: number): Promise<number>;
  destroy(): void;
}

export function createInlineClusterEngine(): ClusterEngine {
  let index: VehicleClusterIndex | null = null;
  const empty = (): ClusterResult => ({ pointIndex: new Int32Array(0), pointLngLat: new Float64Array(0), clusters: new Float64Array(0) });
  return {
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
  worker.onmessage = (event: MessageEvent<ClusterResponse>) => {
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
  return {
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
