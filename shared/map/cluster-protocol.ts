import type { CoordType } from '../geo/coordinates';
import type { PackedVehicles, VehicleChanges } from './vehicle-cluster';
import type { FrameArea, FrameRequest, VehicleLayerSummary } from './vehicle-frame';

/**
 * Messages between the vehicle layers and the clustering worker (`./cluster.worker.ts`). One worker
 * serves every map on the page: `layer` says whose index a request is about.
 */
export type ClusterRequest =
  | { type: 'load'; seq: number; layer: number; packed: PackedVehicles; coordType: CoordType; cluster: boolean; firstZoom: number }
  /** some vehicles of the layer's list changed (a live tick): the index is rebuilt with them, answered by 'loaded' */
  | { type: 'patch'; seq: number; layer: number; changes: VehicleChanges; firstZoom: number }
  | { type: 'render'; seq: number; layer: number; frame: FrameRequest }
  | { type: 'expansion'; seq: number; layer: number; clusterId: number }
  | { type: 'drop'; seq: number; layer: number }
  /** the layer's first frame of its latest list is on screen (no answer): the worker may finish the index now */
  | { type: 'shown'; seq: number; layer: number }
  /** the page can spare a core now (no answer): the worker warms its code up, unless real work came first */
  | { type: 'warm-up'; seq: number };

export type ClusterResponse =
  | { type: 'loaded'; seq: number }
  | { type: 'frame'; seq: number; bitmap: ImageBitmap | null; area: FrameArea; targets: Float64Array<ArrayBuffer>; summary: VehicleLayerSummary }
  | { type: 'expansion'; seq: number; zoom: number }
  | { type: 'dropped'; seq: number }
  | { type: 'error'; seq: number; message: string };
