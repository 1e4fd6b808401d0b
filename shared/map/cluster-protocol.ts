import type { CoordType } from '../geo/coordinates';
import type { ClusterResult, PackedVehicles } from './vehicle-cluster';

/** Messages between the vehicle layer and the clustering worker (`./cluster.worker.ts`). */
export type ClusterRequest =
  | { type: 'load'; seq: number; packed: PackedVehicles; coordType: CoordType; cluster: boolean }
  | { type: 'query'; seq: number; bbox: [number, number, number, number]; zoom: number }
  | { type: 'expansion'; seq: number; clusterId: number };

export type ClusterResponse =
  | { type: 'loaded'; seq: number }
  | { type: 'result'; seq: number; result: ClusterResult }
  | { type: 'expansion'; seq: number; zoom: number }
  | { type: 'error'; seq: number; message: string };
