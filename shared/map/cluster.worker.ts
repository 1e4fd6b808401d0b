import { ArrowSprites } from './arrow-sprites';
import { ClusterSprites } from './cluster-sprites';
import { createOffscreenFrameCanvas, type FrameCanvas } from './canvas-surface';
import type { ClusterRequest, ClusterResponse } from './cluster-protocol';
import type { CoordType } from '../geo/coordinates';
import { applyChanges, buildClusterIndex, packVehicles, type PackedVehicles, type VehicleClusterIndex } from './vehicle-cluster';
import { drawVehicleFrame, projectX, projectY, type FrameRequest, type FrameSprites, type RenderedFrame } from './vehicle-frame';

/**
 * The clustering worker: holds the supercluster index of every map on the page (one worker for all
 * of them, keyed by layer) so that rebuilding it for 100k vehicles (~150 ms) never blocks the page,
 * and draws each layer's frames, handing the page a finished bitmap: a rebuild costs the page's
 * main thread only taking that bitmap (drawing and rasterising a frame of the padded view took
 * 10–18 ms of it, bench:map).
 * Bundled inline by rsbuild (`?worker&inline`): a URL-based worker throws SecurityError inside
 * cross-origin wujie (wujie-notes.md).
 */
interface Layer {
  index: VehicleClusterIndex;
  packed: PackedVehicles;
  coordType: CoordType;
  cluster: boolean;
}

const layers = new Map<number, Layer>();
/**
 * One canvas and one set of sprites for every layer: a frame is drawn and handed over within
 * one message, so layers never share it at the same time, and a new map's first frame draws on the
 * canvas the warm-up already set up instead of a new one (bench:map: a new OffscreenCanvas cost its
 * first frame 10–20 ms more to set up and hand over).
 */
let sharedCanvas: FrameCanvas | null | undefined;
const frameCanvas = (): FrameCanvas | null => (sharedCanvas ??= createOffscreenFrameCanvas());
const sprites: FrameSprites = { arrows: new ArrowSprites(), clusters: new ClusterSprites() };

function reply(message: ClusterResponse, transfer: Transferable[] = []): void {
  self.postMessage(message, { transfer });
}

function render(layer: Layer, frame: FrameRequest): RenderedFrame {
  return drawVehicleFrame(frameCanvas(), sprites, layer.index.query(frame.bbox, frame.zoom), layer.packed, frame);
}

/**
 * The zooms above a new index's first one (`buildClusterIndex`), built in a task of their own once
 * the page says the index's first frame is on screen, unless a newer list replaced the index
 * meanwhile. Started right after the frame's bitmap was handed over (as before), this build (10k
 * vehicles: ~35 ms of CPU, 100k: ~300) took one of the machine's cores while the page was still
 * presenting that frame (its compositing and the tiles' decoding and rasterising run on other
 * threads of the same two cores). A zoom in before then builds them on demand, as it always could.
 */
function completeLater(layerId: number, index: VehicleClusterIndex): void {
  setTimeout(() => {
    if (layers.get(layerId)?.index === index) index.complete();
  }, 0);
}

self.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const request = event.data;
  if (request.type === 'warm-up') {
    if (warming && !warmUpStarted) {
      warmUpStarted = true;
      warmUp(0);
    }
    return;
  }
  warming = false;
  try {
    if (request.type === 'load') {
      const index = buildClusterIndex(request.packed, request.coordType, request.cluster, request.firstZoom);
      layers.set(request.layer, { index, packed: request.packed, coordType: request.coordType, cluster: request.cluster });
      reply({ type: 'loaded', seq: request.seq });
    } else if (request.type === 'patch') {
      const layer = layers.get(request.layer);
      if (!layer) throw new Error('聚合图层不存在');
      applyChanges(layer.packed, request.changes);
      // supercluster has no update of single points: the index is built again from the patched list
      layer.index = buildClusterIndex(layer.packed, layer.coordType, layer.cluster, request.firstZoom);
      reply({ type: 'loaded', seq: request.seq });
    } else if (request.type === 'render') {
      const layer = layers.get(request.layer);
      const frame: RenderedFrame = layer
        ? render(layer, request.frame)
        : { bitmap: null, area: { x: 0, y: 0, width: 0, height: 0 }, targets: new Float64Array(0), summary: { markers: 0, clusters: 0, clusteredVehicles: 0 } };
      const transfer: Transferable[] = [frame.targets.buffer];
      if (frame.bitmap) transfer.push(frame.bitmap);
      reply({ type: 'frame', seq: request.seq, ...frame }, transfer);
    } else if (request.type === 'shown') {
      const layer = layers.get(request.layer);
      if (layer) completeLater(request.layer, layer.index);
    } else if (request.type === 'expansion') {
      reply({ type: 'expansion', seq: request.seq, zoom: layers.get(request.layer)?.index.expansionZoom(request.clusterId) ?? 0 });
    } else {
      layers.delete(request.layer);
      reply({ type: 'dropped', seq: request.seq });
    }
  } catch (error) {
    reply({ type: 'error', seq: request.seq, message: error instanceof Error ? error.message : String(error) });
  }
};

/**
 * Before any map has vehicles, the worker builds and draws small throwaway layers, so the first real
 * rebuild runs compiled code instead of V8's first, interpreted pass (bench:map: the first render of
 * a page was its slowest, 154 ms against a median of 85, its worker task full of tier-up interrupts).
 * It starts when the page says it can spare a core ('warm-up': at once for most maps; the console
 * waits for its 100k-vehicle list, whose transfer the rounds slowed by a sixth, bench:console). One
 * round per task: a real request waits for one round at most, and ends the warm-up.
 */
const WARM_UP_ROUNDS = 4;
let warming = true;
let warmUpStarted = false;

function warmUpRound(round: number): void {
  let seed = 7 + round;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const vehicles = Array.from({ length: 4000 }, (_, id) => ({
    id,
    lng: 113 + random() * 1.5,
    lat: 22.3 + random(),
    state: id % 5 === 0 ? ('offline' as const) : ('online' as const),
    heading: random() * 360,
    alarm: id % 97 === 0,
  }));
  const packed = packVehicles(vehicles);
  const zoom = round % 2 === 0 ? 9 : 14;
  // both ways an index is built: the first zoom alone, and every zoom
  const index = buildClusterIndex(packed, 'gcj02', true, zoom);
  index.complete();
  const layer: Layer = { index, packed, coordType: 'gcj02', cluster: true };
  const scale = 256 * Math.pow(2, zoom);
  const frame = render(layer, {
    bbox: [113, 22.3, 114.5, 23.3],
    zoom,
    originX: projectX(113.75, scale) - 600,
    originY: projectY(22.8, scale) - 300,
    width: 1200,
    height: 600,
    padX: 100,
    padY: 100,
    viewWidth: 1000,
    viewHeight: 400,
    ratio: 1,
  });
  frame.bitmap?.close();
}

function warmUp(round: number): void {
  if (!warming || round >= WARM_UP_ROUNDS) return;
  try {
    warmUpRound(round);
    setTimeout(() => warmUp(round + 1), 0);
  } catch (error) {
    // a failed warm-up only means a slower first rebuild
    console.warn('[map] 聚合线程预热失败', error);
  }
}

