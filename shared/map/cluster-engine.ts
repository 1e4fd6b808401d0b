import type { CoordType } from '../geo/coordinates';
import type { ClusterRequest, ClusterResponse } from './cluster-protocol';
import ClusterWorker from './cluster.worker.ts?worker&inline';
import { ArrowSprites } from './arrow-sprites';
import { ClusterSprites } from './cluster-sprites';
import type { FrameCanvas } from './canvas-surface';
import { applyChanges, buildClusterIndex, changesBuffers, packedBuffers, type PackedVehicles, type VehicleChanges, type VehicleClusterIndex } from './vehicle-cluster';
import { drawVehicleFrame, type FrameRequest, type FrameSprites, type RenderedFrame } from './vehicle-frame';

/** Above this many vehicles the index is built in the worker; below, the main thread is quicker than a round trip. */
export const WORKER_THRESHOLD = 2000;

/** One clustering backend: the worker or the main thread, same answers. */
export interface ClusterEngine {
  /** false once the backend cannot answer any more (the worker died): the layer falls back to the main thread */
  readonly usable: boolean;
  /** `firstZoom`: the zoom of the frame asked for next, built first (`buildClusterIndex`) */
  load(packed: PackedVehicles, coordType: CoordType, cluster: boolean, firstZoom: number): Promise<void>;
  /** some vehicles of the loaded list changed: rebuilds the index with them (same drawing system and clustering as the load) */
  patch(changes: VehicleChanges, firstZoom: number): Promise<void>;
  /** clusters the view and draws it (`./vehicle-frame.ts`) */
  render(frame: FrameRequest): Promise<RenderedFrame>;
  expansionZoom(clusterId: number): Promise<number>;
  /**
   * The first frame of the latest list is on screen: the rest of its index (the zooms above the
   * first, `buildClusterIndex`) can be built now without competing with that frame for a core.
   */
  shown(): void;
  destroy(): void;
}

function emptyFrame(): RenderedFrame {
  return { bitmap: null, area: { x: 0, y: 0, width: 0, height: 0 }, targets: new Float64Array(0), summary: { markers: 0, clusters: 0, clusteredVehicles: 0 } };
}

/**
 * The engine on the page's thread, drawing on `canvas` (null: nothing is drawn, the targets are still
 * known). Small layers: the whole index is built at once (the first zoom first would only move a
 * second build onto this thread a moment later).
 */
export function createInlineClusterEngine(canvas: FrameCanvas | null): ClusterEngine {
  let loaded: { index: VehicleClusterIndex; packed: PackedVehicles; coordType: CoordType; cluster: boolean } | null = null;
  const sprites: FrameSprites = { arrows: new ArrowSprites(), clusters: new ClusterSprites() };
  return {
    usable: true,
    load(packed, coordType, cluster) {
      loaded = { index: buildClusterIndex(packed, coordType, cluster), packed, coordType, cluster };
      return Promise.resolve();
    },
    patch(changes) {
      if (!loaded) return Promise.reject(new Error('聚合图层不存在'));
      applyChanges(loaded.packed, changes);
      loaded.index = buildClusterIndex(loaded.packed, loaded.coordType, loaded.cluster);
      return Promise.resolve();
    },
    render(frame) {
      if (!loaded) return Promise.resolve(emptyFrame());
      return Promise.resolve(drawVehicleFrame(canvas, sprites, loaded.index.query(frame.bbox, frame.zoom), loaded.packed, frame));
    },
    expansionZoom(clusterId) {
      return Promise.resolve(loaded?.index.expansionZoom(clusterId) ?? 0);
    },
    shown() {
      // built whole at load
    },
    destroy() {
      loaded = null;
    },
  };
}

/** The page's one clustering worker: requests from every layer, answered in order, matched by sequence number. */
interface SharedClusterWorker {
  /** false once the worker failed to start or run (a policy blocking blob workers): layers cluster here instead */
  readonly usable: boolean;
  ask(request: ClusterRequest, transfer?: Transferable[]): Promise<ClusterResponse>;
  /** a message the worker does not answer */
  tell(request: ClusterRequest): void;
  nextSeq(): number;
}

type Settle = (response: ClusterResponse) => void;

/** undefined: not started yet; null: no worker on this page (none in the environment, or it failed to start) */
let shared: SharedClusterWorker | null | undefined;

function sharedWorker(): SharedClusterWorker | null {
  if (shared !== undefined) return shared;
  shared = null;
  if (typeof Worker === 'undefined') return null;
  try {
    const worker = new ClusterWorker({ name: 'fleet-map-cluster' });
    const waiting = new Map<number, { settle: Settle; fail: (error: Error) => void }>();
    let seq = 0;
    let usable = true;
    worker.onmessage = (event: MessageEvent<ClusterResponse>) => {
      const pending = waiting.get(event.data.seq);
      waiting.delete(event.data.seq);
      pending?.settle(event.data);
    };
    worker.onerror = (event) => {
      usable = false;
      const error = new Error(`聚合线程出错：${event.message}`);
      waiting.forEach((pending) => pending.fail(error));
      waiting.clear();
    };
    shared = {
      get usable() {
        return usable;
      },
      ask(request, transfer = []) {
        return new Promise((resolve, reject) => {
          if (!usable) {
            reject(new Error('聚合线程不可用'));
            return;
          }
          waiting.set(request.seq, {
            settle: (response) => (response.type === 'error' ? reject(new Error(response.message)) : resolve(response)),
            fail: reject,
          });
          worker.postMessage(request, transfer);
        });
      },
      tell(request) {
        if (usable) worker.postMessage(request);
      },
      nextSeq() {
        seq += 1;
        return seq;
      },
    };
  } catch (error) {
    console.warn('[map] 无法启动聚合线程，改在主线程计算', error);
  }
  return shared;
}

/** what the warm-up waits for besides its task: moments named by the maps made before it (`holdClusterWarmUp`) */
const warmUpHolds: Promise<void>[] = [];
let warmUpScheduled = false;

/**
 * Asks the clustering worker to warm up (cluster.worker.ts), once: in a task of its own, so that a map
 * made right after the chunk loads can hold it first (`holdClusterWarmUp`), then once every hold has
 * settled (a page that gave up waiting, its hold rejected, holds it no longer).
 */
export function scheduleClusterWarmUp(): void {
  if (warmUpScheduled) return;
  warmUpScheduled = true;
  setTimeout(() => {
    void Promise.all(warmUpHolds).then(() => {
      const worker = sharedWorker();
      worker?.tell({ type: 'warm-up', seq: worker.nextSeq() });
    });
  }, 0);
}

/**
 * Holds the worker's warm-up until `until` settles: a page that downloads a large list before its
 * map shows anything keeps both cores for the download meanwhile. No effect once the warm-up is asked.
 */
export function holdClusterWarmUp(until: PromiseLike<unknown>): void {
  // settled either way, and handled now: a hold that rejects before the warm-up's task is no unhandled rejection
  warmUpHolds.push(
    Promise.resolve(until).then(
      () => undefined,
      () => undefined,
    ),
  );
}

/**
 * Starts the page's clustering worker. Called when the map chunk loads, so the worker has started
 * (its script parsed) by the time the first map hands it vehicles: a first render never clusters on
 * the main thread, and a second map on the page reuses the same worker instead of starting its own.
 */
export function startClusterWorker(): void {
  sharedWorker();
}

let nextLayer = 0;

/** A layer's engine on the shared worker, or null when the page has no usable worker. */
export function createWorkerClusterEngine(): ClusterEngine | null {
  const worker = sharedWorker();
  if (!worker?.usable) return null;
  nextLayer += 1;
  const layer = nextLayer;
  return {
    get usable() {
      return worker.usable;
    },
    async load(packed, coordType, cluster, firstZoom) {
      const request: ClusterRequest = { type: 'load', seq: worker.nextSeq(), layer, packed, coordType, cluster, firstZoom };
      await worker.ask(request, packedBuffers(packed));
    },
    async patch(changes, firstZoom) {
      await worker.ask({ type: 'patch', seq: worker.nextSeq(), layer, changes, firstZoom }, changesBuffers(changes));
    },
    async render(frame) {
      const response = await worker.ask({ type: 'render', seq: worker.nextSeq(), layer, frame });
      if (response.type !== 'frame') throw new Error('聚合结果无效');
      return { bitmap: response.bitmap, area: response.area, targets: response.targets, summary: response.summary };
    },
    async expansionZoom(clusterId) {
      const response = await worker.ask({ type: 'expansion', seq: worker.nextSeq(), layer, clusterId });
      return response.type === 'expansion' ? response.zoom : 0;
    },
    shown() {
      worker.tell({ type: 'shown', seq: worker.nextSeq(), layer });
    },
    destroy() {
      // the worker stays for the page's other maps; only this layer's index goes
      if (worker.usable) void worker.ask({ type: 'drop', seq: worker.nextSeq(), layer }).catch(() => undefined);
    },
  };
}
