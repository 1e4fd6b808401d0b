import L from 'leaflet';
import type { CoordType } from '../geo/coordinates';
import { ArrowSprites, ARROW_RADIUS } from './arrow-sprites';
import { createCanvasSurface, type CanvasSurface, type Context2d } from './canvas-surface';
import { createInlineClusterEngine, createWorkerClusterEngine, WORKER_THRESHOLD, type ClusterEngine } from './cluster-engine';
import type { MapVehicle } from './fleet-map-types';
import { CLUSTER_COLORS, markerColor } from './marker-colors';
import { packVehiclesInSlices, severityFromRank, type ClusterResult } from './vehicle-cluster';

/**
 * Canvas drawn beyond the view on each side (fraction of its size), so a pan shows markers before
 * the redraw at its end: 0.2 covers a drag of a fifth of the view each way (Leaflet's own renderers
 * use 0.1). Every pixel of it is rasterised and handed to the compositor on each redraw, which is
 * most of a redraw's main-thread time (bench:map, 1366×768: 0.5 made 4.2 megapixels, 27 ms of
 * main thread per redraw; 0.2 makes 2 megapixels).
 */
const PADDING = 0.2;

interface HitTarget {
  x: number;
  y: number;
  r: number;
  vehicleId: number | null;
  clusterId: number | null;
}

interface DrawnFrame {
  topLeft: L.Point;
  targets: HitTarget[];
  summary: VehicleLayerSummary;
}

/** Resolvers waiting for their turn, woken one per message on the one channel below. */
const turns: (() => void)[] = [];
let turnChannel: MessageChannel | null = null;

/**
 * A turn for the page, then a new task. A message, not `setTimeout(0)`: nested timers are clamped to
 * 4 ms after the fifth, which would add ~80 ms to the twenty slices of a 100k list. One channel for
 * every turn: opening and closing a channel per turn cost ~0.5 ms of main thread each (CPU profile).
 */
function nextTask(): Promise<void> {
  if (!turnChannel) {
    turnChannel = new MessageChannel();
    turnChannel.port1.onmessage = () => turns.shift()?.();
  }
  const channel = turnChannel;
  return new Promise((resolve) => {
    turns.push(resolve);
    channel.port2.postMessage(null);
  });
}

export interface VehicleLayerSummary {
  markers: number;
  clusters: number;
  clusteredVehicles: number;
}

export interface VehicleCanvasLayerOptions {
  cluster: boolean;
  coordType: CoordType;
  onVehicleClick: (id: number) => void;
  onDrawn: (summary: VehicleLayerSummary) => void;
}

function clusterRadius(count: number): number {
  return 14 + Math.min(12, Math.log10(Math.max(count, 1)) * 4);
}

/**
 * The vehicle layer: one canvas in its own pane, redrawn when the view settles (a pan moves the
 * canvas with the map pane for free, so dragging costs no drawing: pan frames stay under 16.7 ms
 * with 10k vehicles) and when the vehicles change (coalesced: at most one rebuild under way, the
 * latest list wins). Markers are arrows coloured by state and rotated by heading; clusters are
 * discs coloured by their worst member with their count.
 */
export class VehicleCanvasLayer {
  private readonly canvas: HTMLCanvasElement;
  private readonly surface: CanvasSurface;
  private readonly sprites = new ArrowSprites();
  /** what the canvas shows (vehicles version and view), so an unchanged view is not drawn twice */
  private drawnKey = '';
  private vehicles: readonly MapVehicle[] = [];
  private loadedVehicles: readonly MapVehicle[] = [];
  private version = 0;
  private loadedVersion = -1;
  private running = false;
  private again = false;
  private destroyed = false;
  private inline: ClusterEngine | null = null;
  private worker: ClusterEngine | null = null;
  private engine: ClusterEngine | null = null;
  private targets: HitTarget[] = [];
  private summary: VehicleLayerSummary = { markers: 0, clusters: 0, clusteredVehicles: 0 };
  private readonly onViewChange = () => this.refresh();
  private readonly onClick = (event: L.LeafletMouseEvent) => this.handleClick(event);
  private readonly onMouseMove = (event: L.LeafletMouseEvent) => this.handleHover(event);

  constructor(
    private readonly map: L.Map,
    private options: VehicleCanvasLayerOptions,
  ) {
    const pane = map.getPane('fleetVehicles') ?? map.createPane('fleetVehicles');
    pane.style.zIndex = '450';
    pane.style.pointerEvents = 'none';
    this.canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide fleet-map-vehicles', pane);
    this.canvas.setAttribute('aria-hidden', 'true');
    this.surface = createCanvasSurface(this.canvas);
    map.on('moveend zoomend resize viewreset', this.onViewChange);
    map.on('click', this.onClick);
    map.on('mousemove', this.onMouseMove);
  }

  setVehicles(vehicles: readonly MapVehicle[]): void {
    this.vehicles = vehicles;
    this.version += 1;
    this.refresh();
  }

  setCoordType(coordType: CoordType): void {
    this.options = { ...this.options, coordType };
    this.version += 1;
    this.refresh();
  }

  getSummary(): VehicleLayerSummary {
    return this.summary;
  }

  destroy(): void {
    this.destroyed = true;
    this.map.off('moveend zoomend resize viewreset', this.onViewChange);
    this.map.off('click', this.onClick);
    this.map.off('mousemove', this.onMouseMove);
    this.canvas.remove();
    this.inline?.destroy();
    this.worker?.destroy();
  }

  /**
   * Small layers cluster on the main thread (quicker than a round trip); large ones on the page's
   * shared worker, started when the map chunk loaded, so even a first render waits for nothing but
   * the worker's answer. Without a usable worker (blocked by policy, or it died) everything runs here.
   */
  private pickEngine(count: number): ClusterEngine {
    if (this.worker && !this.worker.usable) {
      this.worker.destroy();
      this.worker = null;
    }
    if (count > WORKER_THRESHOLD) {
      this.worker ??= createWorkerClusterEngine();
      if (this.worker) return this.worker;
    }
    this.inline ??= createInlineClusterEngine();
    return this.inline;
  }

  /** Runs the pipeline (rebuild if the vehicles changed, then query the view); coalesces calls. */
  private refresh(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.pump().finally(() => {
      this.running = false;
    });
  }

  private async pump(): Promise<void> {
    do {
      this.again = false;
      try {
        if (this.loadedVersion !== this.version) {
          const version = this.version;
          const list = this.vehicles;
          const engine = this.pickEngine(list.length);
          const packed = await packVehiclesInSlices(list, nextTask);
          // a newer list arrived while this one was read: read that one instead
          if (version !== this.version || this.destroyed) continue;
          await engine.load(packed, this.options.coordType, this.options.cluster);
          this.engine = engine;
          this.loadedVehicles = list;
          this.loadedVersion = version;
        }
        if (!this.engine || this.destroyed) return;
        // moveend, zoomend and viewreset often come together for one change of view: draw it once
        const key = this.viewKey();
        if (key === this.drawnKey) continue;
        const result = await this.engine.query(this.viewBox(), this.map.getZoom());
        if (this.destroyed) return;
        const frame = this.draw(result, this.loadedVehicles);
        // the handover (the bitmap transfer, then the compositor's copy of it at the next frame) in a
        // task of its own: the drawing's task and the handover's do not add up to one long task
        if (this.surface.offscreen) await nextTask();
        if (this.destroyed) return;
        this.present(frame);
        this.drawnKey = key;
      } catch (error) {
        console.error('[map] 车辆图层绘制失败', error);
        // the worker died under this build: build again on the main thread (an error inside a working worker is not retried)
        if (this.worker && !this.worker.usable) this.again = true;
      }
    } while (this.again && !this.destroyed);
  }

  private viewKey(): string {
    const size = this.map.getSize();
    const origin = this.map.getPixelOrigin();
    const topLeft = this.map.getPixelBounds().min ?? origin;
    return `${this.loadedVersion}|${this.map.getZoom()}|${size.x}x${size.y}|${origin.x},${origin.y}|${topLeft.x},${topLeft.y}`;
  }

  private viewBox(): [number, number, number, number] {
    const bounds = this.map.getBounds().pad(PADDING);
    return [Math.max(-180, bounds.getWest()), Math.max(-90, bounds.getSouth()), Math.min(180, bounds.getEast()), Math.min(90, bounds.getNorth())];
  }

  /** Draws the view (not shown yet: `present()` does); returns where it goes and what it shows. */
  private draw(result: ClusterResult, vehicles: readonly MapVehicle[]): DrawnFrame {
    const size = this.map.getSize();
    const pad = size.multiplyBy(PADDING).round();
    const width = size.x + pad.x * 2;
    const height = size.y + pad.y * 2;
    const ratio = window.devicePixelRatio || 1;
    const topLeft = this.map.containerPointToLayerPoint([-pad.x, -pad.y]);
    this.sprites.setRatio(ratio);
    const ctx = this.surface.begin(width, height, ratio);
    const targets: HitTarget[] = [];
    const summary: VehicleLayerSummary = { markers: 0, clusters: 0, clusteredVehicles: 0 };
    const visible = (x: number, y: number) => x >= 0 && y >= 0 && x <= size.x && y <= size.y;

    for (let k = 0; k < result.pointIndex.length; k += 1) {
      const vehicle = vehicles[result.pointIndex[k] ?? -1];
      if (!vehicle) continue;
      const point = this.map.latLngToContainerPoint([result.pointLngLat[k * 2 + 1] ?? 0, result.pointLngLat[k * 2] ?? 0]);
      if (ctx) this.sprites.draw(ctx, point.x + pad.x, point.y + pad.y, markerColor(vehicle.state, vehicle.alarm), vehicle.alarm, vehicle.heading);
      targets.push({ x: point.x, y: point.y, r: ARROW_RADIUS, vehicleId: vehicle.id, clusterId: null });
      if (visible(point.x, point.y)) summary.markers += 1;
    }
    for (let k = 0; k < result.clusters.length; k += 5) {
      const lng = result.clusters[k] ?? 0;
      const lat = result.clusters[k + 1] ?? 0;
      const count = result.clusters[k + 2] ?? 0;
      const severity = severityFromRank(result.clusters[k + 3] ?? 0);
      const point = this.map.latLngToContainerPoint([lat, lng]);
      const r = clusterRadius(count);
      if (ctx) drawCluster(ctx, point.x + pad.x, point.y + pad.y, r, count, CLUSTER_COLORS[severity]);
      targets.push({ x: point.x, y: point.y, r, vehicleId: null, clusterId: result.clusters[k + 4] ?? 0 });
      if (visible(point.x, point.y)) {
        summary.clusters += 1;
        summary.clusteredVehicles += count;
      }
    }
    return { topLeft, targets, summary };
  }

  private present({ topLeft, targets, summary }: DrawnFrame): void {
    this.surface.end();
    L.DomUtil.setPosition(this.canvas, topLeft);
    // an empty layer is not shown at all: the compositor has one big layer less to handle per frame
    this.canvas.style.display = targets.length === 0 ? 'none' : '';
    this.targets = targets;
    this.summary = summary;
    this.options.onDrawn(summary);
  }

  private hit(event: L.LeafletMouseEvent): HitTarget | null {
    const { x, y } = event.containerPoint;
    // clusters are drawn last (on top): search from the end
    for (let i = this.targets.length - 1; i >= 0; i -= 1) {
      const target = this.targets[i];
      if (target && (target.x - x) ** 2 + (target.y - y) ** 2 <= target.r ** 2) return target;
    }
    return null;
  }

  private handleClick(event: L.LeafletMouseEvent): void {
    const target = this.hit(event);
    if (!target) return;
    if (target.vehicleId !== null) {
      this.options.onVehicleClick(target.vehicleId);
      return;
    }
    const engine = this.engine;
    if (target.clusterId === null || !engine) return;
    const center = event.latlng;
    void engine.expansionZoom(target.clusterId).then((zoom) => {
      if (!this.destroyed) this.map.setView(center, Math.max(zoom, this.map.getZoom() + 1));
    });
  }

  private handleHover(event: L.LeafletMouseEvent): void {
    // no hit testing while a pan is under way: every frame of a drag counts
    if (event.originalEvent.buttons !== 0) return;
    const cursor = this.hit(event) ? 'pointer' : '';
    const style = this.map.getContainer().style;
    if (style.cursor !== cursor) style.cursor = cursor;
  }
}

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
  ctx.font = 'bold 12px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(count >= 10_000 ? `${Math.round(count / 1000)}k` : String(count), x, y);
}
