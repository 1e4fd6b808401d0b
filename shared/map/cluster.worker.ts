import type { ClusterRequest, ClusterResponse } from './cluster-protocol';
import { buildClusterIndex, type VehicleClusterIndex } from './vehicle-cluster';

/**
 * The clustering worker: holds the supercluster index so that rebuilding it for 100k vehicles
 * (~150 ms) never blocks the page. Bundled inline by rsbuild (`?worker&inline`): a URL-based worker
 * throws SecurityError inside cross-origin wujie (wujie-notes.md).
 */
let index: VehicleClusterIndex | null = null;

function reply(message: ClusterResponse, transfer: Transferable[] = []): void {
  self.postMessage(message, { transfer });
}

self.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'load') {
      index = buildClusterIndex(request.packed, request.coordType, request.cluster);
      reply({ type: 'loaded', seq: request.seq });
    } else if (request.type === 'query') {
      const result = index?.query(request.bbox, request.zoom) ?? {
        pointIndex: new Int32Array(0),
        pointLngLat: new Float64Array(0),
        clusters: new Float64Array(0),
      };
      reply({ type: 'result', seq: request.seq, result }, [result.pointIndex.buffer, result.pointLngLat.buffer, result.clusters.buffer]);
    } else {
      reply({ type: 'expansion', seq: request.seq, zoom: index?.expansionZoom(request.clusterId) ?? 0 });
    }
  } catch (error) {
    reply({ type: 'error', seq: request.seq, message: error instanceof Error ? error.message : String(error) });
  }
};
