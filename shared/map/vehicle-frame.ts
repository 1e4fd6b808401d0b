import { VEHICLE_STATES } from '../api/dto/vehicle-dto';
import { ARROW_RADIUS, type ArrowSprites } from './arrow-sprites';
import { CLUSTER_SPRITE_MARGIN, type ClusterSprites } from './cluster-sprites';
import type { FrameCanvas } from './canvas-surface';
import { CLUSTER_COLORS, markerColor } from './marker-colors';
import { SEVERITY_RANK, severityFromRank, type ClusterResult, type PackedVehicles } from './vehicle-cluster';

/**
 * One frame of the vehicle layer, drawn where the index lives: in the clustering worker for large
 * layers (so a rebuild's main-thread work is only taking the finished bitmap), on the page for small
 * ones. Free of DOM and Leaflet: positions are projected here with the map's own projection.
 */

export interface VehicleLayerSummary {
  markers: number;
  clusters: number;
  clusteredVehicles: number;
}

/** The view to draw, in the map's pixel space at `zoom` (what Leaflet's `map.project()` gives). */
export interface FrameRequest {
  /** [west, south, east, north] of the whole frame in the drawing system, degrees */
  bbox: [number, number, number, number];
  zoom: number;
  /** projected pixel of the frame's top-left corner */
  originX: number;
  originY: number;
  /** the frame in CSS pixels (the view plus its padding on each side) */
  width: number;
  height: number;
  /** the padding on the left and top: a frame pixel minus it is a container pixel */
  padX: number;
  padY: number;
  /** the view (the map container) in CSS pixels: what is inside it counts as visible */
  viewWidth: number;
  viewHeight: number;
  ratio: number;
}

/**
 * What can be clicked, TARGET_STRIDE numbers per target: container x, y, radius, vehicle index in the
 * layer's list (or -1), cluster id (or -1). Clusters come last, as they are drawn on top.
 */
export const TARGET_STRIDE = 5;

/** The part of a frame a bitmap covers, in the frame's CSS pixels (0, 0: the frame's top-left corner). */
export interface FrameArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RenderedFrame {
  /** the finished drawing of `area`; null where nothing could be drawn off screen (drawn in place, or no canvas at all) or nothing is drawn */
  bitmap: ImageBitmap | null;
  /** where the drawing lies in the frame: only the box around what is drawn, not the whole frame */
  area: FrameArea;
  targets: Float64Array<ArrayBuffer>;
  summary: VehicleLayerSummary;
}

/** Leaflet's EPSG:3857 (spherical Mercator and its transformation), so points land on Leaflet's pixels. */
const EARTH_RADIUS = 6_378_137;
const MAX_LATITUDE = 85.051_128_779_8;
const DEGREE = Math.PI / 180;
const TRANSFORM_SCALE = 0.5 / (Math.PI * EARTH_RADIUS);

/** Leaflet's `map.project([lat, lng], zoom)` rounded like `latLngToLayerPoint` does, x then y. */
export function projectX(lng: number, scale: number): number {
  return Math.round(scale * (TRANSFORM_SCALE * (EARTH_RADIUS * lng * DEGREE) + 0.5));
}

export function projectY(lat: number, scale: number): number {
  const sin = Math.sin(Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE) * DEGREE);
  const y = (EARTH_RADIUS * Math.log((1 + sin) / (1 - sin))) / 2;
  return Math.round(scale * (-TRANSFORM_SCALE * y + 0.5));
}

export function clusterRadius(count: number): number {
  return 14 + Math.min(12, Math.log10(Math.max(count, 1)) * 4);
}


/** How far an arrow's sprite reaches from its centre, CSS px. */
const SPRITE_REACH = ARROW_RADIUS + 1;

/** The pre-rendered images a frame is stamped from (kept by whoever draws frames, made on first use). */
export interface FrameSprites {
  arrows: ArrowSprites;
  clusters: ClusterSprites;
}

/**
 * Draws the clustered view on `canvas` (when given: at the pixel ratio) and returns what can be
 * clicked and what is visible. Markers are arrows coloured by state and rotated by heading;
 * clusters are discs coloured by their worst member with their count.
 * Only the box around what is drawn is drawn: a fleet in one region covers a fraction of the padded
 * frame (bench:map's 10k vehicles around Guangzhou at zoom 9: 0.3 of 2 megapixels), and every pixel
 * of the bitmap costs its allocation, clearing, hand-over and compositing, blank or not.
 */
export function drawVehicleFrame(
  canvas: FrameCanvas | null,
  sprites: FrameSprites,
  result: ClusterResult,
  packed: Pick<PackedVehicles, 'severity' | 'state' | 'heading'>,
  request: FrameRequest,
): RenderedFrame {
  const scale = 256 * Math.pow(2, request.zoom);
  const { originX, originY, padX, padY, viewWidth, viewHeight } = request;
  const points = result.pointIndex.length;
  const clusterCount = result.clusters.length / 5;
  const targets = new Float64Array((points + clusterCount) * TARGET_STRIDE);
  const summary: VehicleLayerSummary = { markers: 0, clusters: 0, clusteredVehicles: 0 };
  const visible = (x: number, y: number) => x >= 0 && y >= 0 && x <= viewWidth && y <= viewHeight;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const reach = (x: number, y: number, r: number) => {
    left = Math.min(left, x - r);
    top = Math.min(top, y - r);
    right = Math.max(right, x + r);
    bottom = Math.max(bottom, y + r);
  };

  // first where everything lands (the targets, in container pixels), and the box around it
  let t = 0;
  for (let k = 0; k < points; k += 1) {
    const x = projectX(result.pointLngLat[k * 2] ?? 0, scale) - originX;
    const y = projectY(result.pointLngLat[k * 2 + 1] ?? 0, scale) - originY;
    reach(x, y, SPRITE_REACH);
    t = putTarget(targets, t, x - padX, y - padY, ARROW_RADIUS, result.pointIndex[k] ?? 0, -1);
    if (visible(x - padX, y - padY)) summary.markers += 1;
  }
  for (let k = 0; k < result.clusters.length; k += 5) {
    const count = result.clusters[k + 2] ?? 0;
    const x = projectX(result.clusters[k] ?? 0, scale) - originX;
    const y = projectY(result.clusters[k + 1] ?? 0, scale) - originY;
    // whole pixels: one sprite per radius and colour
    const r = Math.round(clusterRadius(count));
    reach(x, y, r + CLUSTER_SPRITE_MARGIN);
    t = putTarget(targets, t, x - padX, y - padY, r, -1, result.clusters[k + 4] ?? 0);
    if (visible(x - padX, y - padY)) {
      summary.clusters += 1;
      summary.clusteredVehicles += count;
    }
  }
  const [x, width] = snapSpan(left, right, request.width);
  const [y, height] = snapSpan(top, bottom, request.height);
  const area: FrameArea = { x, y, width, height };
  if (area.width === 0 || area.height === 0) return { bitmap: null, area: { x: 0, y: 0, width: 0, height: 0 }, targets, summary };

  // then the drawing, in frame pixels shifted to the box
  const ctx = canvas?.begin(area.width, area.height, request.ratio) ?? null;
  if (!ctx || !canvas) return { bitmap: null, area, targets, summary };
  ctx.translate(-area.x, -area.y);
  sprites.arrows.setRatio(request.ratio);
  sprites.clusters.setRatio(request.ratio);
  for (let k = 0; k < points; k += 1) {
    const at = k * TARGET_STRIDE;
    const index = result.pointIndex[k] ?? 0;
    const alarm = packed.severity[index] === SEVERITY_RANK.alarm;
    const state = VEHICLE_STATES[packed.state[index] ?? 0] ?? 'online';
    sprites.arrows.draw(ctx, (targets[at] ?? 0) + padX, (targets[at + 1] ?? 0) + padY, markerColor(state, alarm), alarm, packed.heading[index] ?? 0);
  }
  if (clusterCount > 0) {
    // once per frame, not per cluster: a font string is parsed each time it is set
    ctx.font = 'bold 12px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#ffffff';
  }
  for (let c = 0; c < clusterCount; c += 1) {
    const at = (points + c) * TARGET_STRIDE;
    const count = result.clusters[c * 5 + 2] ?? 0;
    const color = CLUSTER_COLORS[severityFromRank(result.clusters[c * 5 + 3] ?? 0)];
    const x = (targets[at] ?? 0) + padX;
    const y = (targets[at + 1] ?? 0) + padY;
    sprites.clusters.draw(ctx, x, y, targets[at + 2] ?? 0, color);
    ctx.fillText(count >= 10_000 ? `${Math.round(count / 1000)}k` : String(count), x, y);
  }
  return { bitmap: canvas.finish(), area, targets, summary };
}

/**
 * The bitmap's sides are whole steps of this many CSS pixels (or the whole frame). The page keeps the
 * shared memory of a shown bitmap for the next one of the same size; a bitmap of a new size makes it
 * allocate new memory in the GPU process, a synchronous round trip inside the frame's commit. The box
 * around the drawing changes by a few pixels with every list (a live tick, a rebuild), so sized to
 * the pixel nearly every frame paid that round trip (bench:map, 100k rebuild: the presenting frame
 * waited 5–10 ms of its 20–30 ms of wall time in it, for 2–3 ms of CPU).
 */
export const AREA_STEP = 128;

/** [start, size] of the drawn span [from, to) within [0, limit), its size rounded up to AREA_STEP. */
function snapSpan(from: number, to: number, limit: number): [number, number] {
  const start = Math.max(0, Math.floor(from));
  const end = Math.min(limit, Math.ceil(to));
  if (end <= start) return [0, 0];
  const size = Math.min(limit, Math.ceil((end - start) / AREA_STEP) * AREA_STEP);
  // grown past the frame's edge: the span starts earlier instead
  return [Math.min(start, limit - size), size];
}

function putTarget(targets: Float64Array<ArrayBuffer>, at: number, x: number, y: number, r: number, vehicleIndex: number, clusterId: number): number {
  targets[at] = x;
  targets[at + 1] = y;
  targets[at + 2] = r;
  targets[at + 3] = vehicleIndex;
  targets[at + 4] = clusterId;
  return at + TARGET_STRIDE;
}
