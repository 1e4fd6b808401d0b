import L from 'leaflet';
import type { CoordType } from '../geo/coordinates';
import { createCanvasSurface, createOffscreenFrameCanvas, type CanvasSurface } from './canvas-surface';
import { createInlineClusterEngine, createWorkerClusterEngine, WORKER_THRESHOLD, type ClusterEngine } from './cluster-engine';
import type { MapVehicle } from './fleet-map-types';
import { nextTask } from './next-task';
import { packChanges, packVehiclesInSlices } from './vehicle-cluster';
import { TARGET_STRIDE, type FrameRequest, type RenderedFrame, type VehicleLayerSummary } from './vehicle-frame';

/**
 * Canvas drawn beyond the view on each side (fraction of its size), so a pan shows markers before
 * the redraw at its end: 0.2 covers a drag of a fifth of the view each way (Leaflet's own renderers
 * use 0.1). Every pixel of it is rasterised and handed to the compositor on each redraw (bench:map,
 * 1366×768: 0.5 made 4.2 megapixels, 27 ms of main thread per redraw; 0.2 makes 2 megapixels).
 */
const PADDING = 0.2;

export interface VehicleCanvasLayerOptions {
  cluster: boolean;
  coordType: CoordType;
  onVehicleClick: (id: number) => void;
  onDrawn: (summary: VehicleLayerSummary) => void;
}

/**
 * The vehicle layer: one canvas in its own pane, redrawn when the view settles (a pan moves the
 * canvas with the map pane for free, so dragging costs no drawing: pan frames stay under 16.7 ms
 * with 10k vehicles) and when the vehicles change (coalesced: at most one rebuild under way, the
 * latest list wins). The frame is clustered and drawn where the index lives (`./vehicle-frame.ts`:
 * in the worker for large layers); this thread only shows the finished bitmap and keeps what can
 * be clicked.
 */
export class VehicleCanvasLayer {
  private readonly canvas: HTMLCanvasElement;
  private readonly surface: CanvasSurface;
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
  /** TARGET_STRIDE numbers per target (`./vehicle-frame.ts`), for the vehicles of `targetVehicles` */
  private targets = new Float64Array(0);
  private targetVehicles: readonly MapVehicle[] = [];
  /**
   * The list an engine's index holds now, set once its load (or patch) went through: a next list can
   * then be sent as its changes against it. Null while a load is under way or after one failed.
   */
  private held: { engine: ClusterEngine; list: readonly MapVehicle[]; coordType: CoordType; cluster: boolean } | null = null;
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
   * Small layers cluster and draw on the main thread (quicker than a round trip); large ones on the
   * page's shared worker, started when the map chunk loaded, so even a first render waits for nothing
   * but the worker's answer. Without a usable worker (blocked by policy, or it died), or where frames
   * cannot be handed over as bitmaps (no OffscreenCanvas), everything runs here.
   */
  private pickEngine(count: number): ClusterEngine {
    if (this.worker && !this.worker.usable) {
      this.worker.destroy();
      this.worker = null;
    }
    if (count > WORKER_THRESHOLD && !this.surface.inPlace) {
      this.worker ??= createWorkerClusterEngine();
      if (this.worker) return this.worker;
    }
    this.inline ??= createInlineClusterEngine(this.surface.inPlace ?? createOffscreenFrameCanvas());
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
        let loading: { engine: ClusterEngine; list: readonly MapVehicle[]; version: number; done: Promise<void> } | null = null;
        if (this.loadedVersion !== this.version) {
          const version = this.version;
          const list = this.vehicles;
          const engine = this.pickEngine(list.length);
          const { coordType, cluster } = this.options;
          const held = this.held;
          // a live tick: the same list with some vehicles changed is sent as those changes only
          // (not the very array the index holds: a caller that changed it in place would show no change)
          const same = held !== null && held.list !== list && held.engine === engine && held.coordType === coordType && held.cluster === cluster;
          const changes = same ? packChanges(list, held.list) : null;
          const packed = changes ? null : await packVehiclesInSlices(list, nextTask);
          // a newer list arrived while this one was read: read that one instead
          if (version !== this.version || this.destroyed) continue;
          // the index is built for the zoom about to be drawn first, the others after that frame
          const firstZoom = Math.round(this.map.getZoom());
          this.held = null;
          // no vehicle changed: the index stays as it is
          const sent = changes
            ? changes.index.length > 0
              ? engine.patch(changes, firstZoom)
              : Promise.resolve()
            : packed
              ? engine.load(packed, coordType, cluster, firstZoom)
              : Promise.resolve();
          const done = sent.then(() => {
            this.held = { engine, list, coordType, cluster };
          });
          loading = { engine, list, version, done };
        }
        const engine = loading?.engine ?? this.engine;
        if (!engine || this.destroyed) return;
        // moveend, zoomend and viewreset often come together for one change of view: draw it once
        const key = this.viewKey(loading?.version ?? this.loadedVersion);
        if (!loading && key === this.drawnKey) continue;
        const { request, topLeft } = this.frameRequest();
        const projection = this.projectionKey();
        // a new list's frame is asked for right behind its load: the worker answers both in one go,
        // without a round trip to this thread in between
        const [, frame] = await Promise.all([loading?.done, engine.render(request)]);
        if (loading) {
          this.engine = engine;
          this.loadedVehicles = loading.list;
          this.loadedVersion = loading.version;
        }
        // a zoom (or a reset of the map's pixel origin) while the frame was drawn: it would land in the
        // wrong place, and the view change has already asked for the next one
        if (this.destroyed || projection !== this.projectionKey()) {
          frame.bitmap?.close();
          if (this.destroyed) return;
          this.again = true;
          continue;
        }
        this.present(topLeft, frame, this.loadedVehicles);
        this.drawnKey = key;
        // the first frame of a new list: once it is on screen (its animation frame rendered), the
        // engine may finish the list's index, not while the frame is still being produced
        if (loading) {
          const { engine: shown, version } = loading;
          requestAnimationFrame(() => {
            void nextTask().then(() => {
              // not when a newer list came meanwhile: its own first frame will say so
              if (!this.destroyed && this.engine === shown && this.version === version) shown.shown();
            });
          });
        }
      } catch (error) {
        console.error('[map] 车辆图层绘制失败', error);
        // the worker died under this build: build again on the main thread (an error inside a working worker is not retried)
        if (this.worker && !this.worker.usable) this.again = true;
      }
    } while (this.again && !this.destroyed);
  }

  /** What a frame's pixels depend on besides the vehicles: the zoom and the map's pixel origin (a pan changes neither). */
  private projectionKey(): string {
    const origin = this.map.getPixelOrigin();
    return `${this.map.getZoom()}|${origin.x},${origin.y}`;
  }

  private viewKey(version: number): string {
    const size = this.map.getSize();
    const origin = this.map.getPixelOrigin();
    const topLeft = this.map.getPixelBounds().min ?? origin;
    return `${version}|${this.map.getZoom()}|${size.x}x${size.y}|${origin.x},${origin.y}|${topLeft.x},${topLeft.y}`;
  }

  /** The view to draw now: the container and PADDING around it, and where that lands on the map pane. */
  private frameRequest(): { request: FrameRequest; topLeft: L.Point } {
    const size = this.map.getSize();
    const pad = size.multiplyBy(PADDING).round();
    const zoom = this.map.getZoom();
    const topLeft = this.map.containerPointToLayerPoint([-pad.x, -pad.y]);
    const origin = this.map.getPixelOrigin().add(topLeft);
    const bounds = this.map.getBounds().pad(PADDING);
    const request: FrameRequest = {
      bbox: [Math.max(-180, bounds.getWest()), Math.max(-90, bounds.getSouth()), Math.min(180, bounds.getEast()), Math.min(90, bounds.getNorth())],
      zoom,
      originX: origin.x,
      originY: origin.y,
      width: size.x + pad.x * 2,
      height: size.y + pad.y * 2,
      padX: pad.x,
      padY: pad.y,
      viewWidth: size.x,
      viewHeight: size.y,
      ratio: window.devicePixelRatio || 1,
    };
    return { request, topLeft };
  }

  private present(topLeft: L.Point, frame: RenderedFrame, vehicles: readonly MapVehicle[]): void {
    // the bitmap covers only the box around what is drawn (`frame.area`), placed there within the frame
    this.surface.show(frame.bitmap, frame.area.width, frame.area.height);
    L.DomUtil.setPosition(this.canvas, topLeft.add([frame.area.x, frame.area.y]));
    // an empty layer is not shown at all: the compositor has one big layer less to handle per frame
    this.canvas.style.display = frame.area.width === 0 ? 'none' : '';
    this.targets = frame.targets;
    this.targetVehicles = vehicles;
    this.summary = frame.summary;
    this.options.onDrawn(frame.summary);
  }

  /** The clicked target's start in `targets`, or -1. */
  private hit(event: L.LeafletMouseEvent): number {
    const { x, y } = event.containerPoint;
    const targets = this.targets;
    // clusters are drawn last (on top): search from the end
    for (let at = targets.length - TARGET_STRIDE; at >= 0; at -= TARGET_STRIDE) {
      const r = targets[at + 2] ?? 0;
      if (((targets[at] ?? 0) - x) ** 2 + ((targets[at + 1] ?? 0) - y) ** 2 <= r ** 2) return at;
    }
    return -1;
  }

  private handleClick(event: L.LeafletMouseEvent): void {
    const at = this.hit(event);
    if (at < 0) return;
    const vehicleIndex = this.targets[at + 3] ?? -1;
    if (vehicleIndex >= 0) {
      const vehicle = this.targetVehicles[vehicleIndex];
      if (vehicle) this.options.onVehicleClick(vehicle.id);
      return;
    }
    const engine = this.engine;
    const clusterId = this.targets[at + 4] ?? -1;
    if (clusterId < 0 || !engine) return;
    const center = event.latlng;
    void engine.expansionZoom(clusterId).then((zoom) => {
      if (!this.destroyed) this.map.setView(center, Math.max(zoom, this.map.getZoom() + 1));
    });
  }

  private handleHover(event: L.LeafletMouseEvent): void {
    // no hit testing while a pan is under way: every frame of a drag counts
    if (event.originalEvent.buttons !== 0) return;
    const cursor = this.hit(event) >= 0 ? 'pointer' : '';
    const style = this.map.getContainer().style;
    if (style.cursor !== cursor) style.cursor = cursor;
  }
}
