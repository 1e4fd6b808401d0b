import type { ClusterRequest, ClusterResponse } from './cluster-protocol';
import { buildClusterIndex, type ClusterResult, type VehicleClusterIndex } from './vehicle-cluster';

/**
 * The clustering worker: holds the supercluster index of every map on the page (one worker for all
 * of them, keyed by layer) so that rebuilding it for 100k vehicles (~150 ms) never blocks the page.
 * Bundled inline by rsbuild (`?worker&inline`): a URL-based worker throws SecurityError inside
 * cross-origin wujie (wujie-notes.md).
 */
const indexes = new Map<number, VehicleClusterIndex>();

function reply(message: ClusterResponse, transfer: Transferable[] = []): void {
  self.postMessage(message, { transfer });
}

function empty(): ClusterResult {
  return { pointIndex: new Int32Array(0), pointLngLat: new Float64Array(0), clusters: new Float64Array(0) };
}

self.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'load') {
      indexes.set(request.layer, buildClusterIndex(request.packed, request.coordType, request.cluster));
      reply({ type: 'loaded', seq: request.seq });
    } else if (request.type === 'query') {
      const result = indexes.get(request.layer)?.query(request.bbox, request.zoom) ?? empty();
      reply({ type: 'result', seq: request.seq, result }, [result.pointIndex.buffer, result.pointLngLat.buffer, result.clusters.buffer]);
    } else if (request.type === 'expansion') {
      reply({ type: 'expansion', seq: request.seq, zoom: indexes.get(request.layer)?.expansionZoom(request.clusterId) ?? 0 });
    } else {
      indexes.delete(request.layer);
      reply({ type: 'dropped', seq: request.seq });
    }
  } catch (error) {
    reply({ type: 'error', seq: request.seq, message: error instanceof Error ? error.message : String(error) });
  }
};
