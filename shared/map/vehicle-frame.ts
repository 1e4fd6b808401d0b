import { VEHICLE_STATES } from '../api/dto/vehicle-dto';
import { ARROW_RADIUS, type ArrowSprites } from './arrow-sprites';
import type { Context2d } from './canvas-surface';
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

export interface RenderedFrame {
  /** the finished drawing; null where nothing could be drawn off screen (drawn in place, or no canvas at all) */
  bitmap: ImageBitmap | null;
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

/**
 * Draws the clustered view on `ctx` (when given: sized to the frame, at the pixel ratio) and returns
 * what can be clicked and what is visible. Markers are arrows coloured by state and rotated by
 * heading; clusters are discs coloured by their worst member with their count.
 */
export function drawVehicleFrame(
  ctx: Context2d | null,
  sprites: ArrowSprites,
  result: ClusterResult,
  packed: Pick<PackedVehicles, 'severity' | 'state' | 'heading'>,
  request: FrameRequest,
): { targets: Float64Array<ArrayBuffer>; summary: VehicleLayerSummary } {
  const scale = 256 * Math.pow(2, request.zoom);
  const { originX, originY, padX, padY, viewWidth, viewHeight } = request;
  const points = result.pointIndex.length;
  const clusterCount = result.clusters.length / 5;
  const targets = new Float64Array((points + clusterCount) * TARGET_STRIDE);
  const summary: VehicleLayerSummary = { markers: 0, clusters: 0, clusteredVehicles: 0 };
  const visible = (x: number, y: number) => x >= 0 && y >= 0 && x <= viewWidth && y <= viewHeight;
  let t = 0;

  sprites.setRatio(request.ratio);
  for (let k = 0; k < points; k += 1) {
    const index = result.pointIndex[k] ?? 0;
    const x = projectX(result.pointLngLat[k * 2] ?? 0, scale) - originX;
    const y = projectY(result.pointLngLat[k * 2 + 1] ?? 0, scale) - originY;
    const alarm = packed.severity[index] === SEVERITY_RANK.alarm;
    const state = VEHICLE_STATES[packed.state[index] ?? 0] ?? 'online';
    if (ctx) sprites.draw(ctx, x, y, markerColor(state, alarm), alarm, packed.heading[index] ?? 0);
    t = putTarget(targets, t, x - padX, y - padY, ARROW_RADIUS, index, -1);
    if (visible(x - padX, y - padY)) summary.markers += 1;
  }
  if (ctx && clusterCount > 0) {
    // once per frame, not per cluster: a font string is parsed each time it is set
    ctx.font = 'bold 12px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
  }
  for (let k = 0; k < result.clusters.length; k += 5) {
    const count = result.clusters[k + 2] ?? 0;
    const x = projectX(result.clusters[k] ?? 0, scale) - originX;
    const y = projectY(result.clusters[k + 1] ?? 0, scale) - originY;
    const r = clusterRadius(count);
    if (ctx) drawCluster(ctx, x, y, r, count, CLUSTER_COLORS[severityFromRank(result.clusters[k + 3] ?? 0)]);
    t = putTarget(targets, t, x - padX, y - padY, r, -1, result.clusters[k + 4] ?? 0);
    if (visible(x - padX, y - padY)) {
      summary.clusters += 1;
      summary.clusteredVehicles += count;
    }
  }
  return { targets, summary };
}

function putTarget(targets: Float64Array<ArrayBuffer>, at: number, x: number, y: number, r: number, vehicleIndex: number, clusterId: number): number {
  targets[at] = x;
  targets[at + 1] = y;
  targets[at + 2] = r;
  targets[at + 3] = vehicleIndex;
  targets[at + 4] = clusterId;
  return at + TARGET_STRIDE;
}

/** A cluster's disc and count; the font and text alignment are set once per frame by the caller. */
function drawCluster(ctx: Context2d, x: number, y: number, r: number, count: number, color: string): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.globalAlpha = 0.9;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.fillText(count >= 10_000 ? `${Math.round(count / 1000)}k` : String(count), x, y);
}
