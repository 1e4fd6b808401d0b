import type { CoordType } from '../geo/coordinates';
import type { ClusterResult, PackedVehicles } from './vehicle-cluster';

/**
 * Messages between the vehicle layers and the clustering worker (`./cluster.worker.ts`). One worker
 * serves every map on the page: `layer` says whose index a request is about.
 */
export type ClusterRequest =
  | { type: 'load'; seq: number; layer: number; packed: PackedVehicles; coordType: CoordType; cluster: boolean }
  | { type: 'query'; seq: number; layer: number; bbox: [number, number, number, number]; zoom: number }
  | { type: 'expansion'; seq: number; layer: number; clusterId: number }
  | { type: 'drop'; seq: number; layer: number };

export type ClusterResponse =
  | { type: 'loaded'; seq: number }
  | { type: 'result'; seq: number; result: ClusterResult }
  | { type: 'expansion'; seq: number; zoom: number }
  | { type: 'dropped'; seq: number }
  | { type: 'error'; seq: number; message: string };
