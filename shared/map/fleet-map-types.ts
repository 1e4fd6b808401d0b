import type { VehicleState } from '../api/dto/vehicle-dto';
import type { LngLat } from '../geo/coordinates';

/**
 * The public interface of the one map module (issue 9 part 4/5, fleet-domain.md "Live map at
 * scale"). Every map of the platform (the console's monitoring page, track playback, the shell's
 * follow tab) goes through `loadFleetMap()` (`./load-fleet-map.ts`), which lazy-loads Leaflet, so no
 * app's initial JS grows. The engine stays behind this interface: nothing outside `shared/map/`
 * imports Leaflet.
 *
 * Coordinates: every position given to or received from a FleetMap is WGS-84 (what devices report
 * and the API sends). The map converts to the tile source's system (GCJ-02 for AMap) only when
 * drawing, through `shared/geo/coordinates.ts`.
 */

/** The tile sources a user can pick (`./tile-sources.ts` holds their URLs and map systems). */
export const TILE_SOURCE_IDS = ['amap', 'tianditu', 'osm'] as const;
export type TileSourceId = (typeof TILE_SOURCE_IDS)[number];

/** One vehicle drawn by the vehicle layer. */
export interface MapVehicle {
  /** the vehicle id; comes back in `onVehicleClick` */
  id: number;
  /** WGS-84 */
  lat: number;
  lng: number;
  state: VehicleState;
  /** degrees clockwise from north; the marker is rotated by it */
  heading: number;
  /** an unhandled alarm: drawn red, and makes its cluster red (alarm > offline > online) */
  alarm: boolean;
}

/** What a cluster's colour says: its worst member. */
export type ClusterSeverity = 'alarm' | 'offline' | 'online';

export interface FleetMapOptions {
  /** tile source; default: the user's setting (`readTileSource()`), else AMap */
  tileSource?: TileSourceId;
  /** initial view; default: all of China */
  center?: LngLat;
  zoom?: number;
  /**
   * Loads China's province outlines, drawn when tiles cannot load (no internet, a blocked host) so
   * the map is never a grey void. A loader rather than a URL keeps the map free of any HTTP client:
   * pass `() => getProvinceOutlines(http)`. Default: no outlines.
   */
  loadOutlines?: () => Promise<ProvinceOutline[]>;
  /** vehicle layer: cluster markers (default true); a follow map with one vehicle turns it off */
  cluster?: boolean;
  /** show the zoom buttons (default true) */
  zoomControl?: boolean;
  /**
   * When the clustering worker may warm up (a few rounds on made-up vehicles, so the first real index
   * runs compiled code): a page whose map stays empty until a large download arrives (the console:
   * 100k vehicles, none checked at first) passes that moment and keeps the machine's cores for the
   * download meanwhile. Default: right after the map chunk loads. The worker warms up once per page: only
   * maps made before then (the one whose load fetched the chunk) can hold it.
   */
  clusterWarmUpAfter?: PromiseLike<unknown>;
  /**
   * Pixels along each edge that the page's own controls cover (the monitoring page's status bar over
   * its bottom-left corner): `fitBounds` keeps the positions clear of them. Default: none.
   */
  overlayInsets?: MapInsets;
}

/** Pixels along each edge of a map. */
export interface MapInsets {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

/** A province outline as the server sends it: rings of WGS-84 [lng, lat]. */
export interface ProvinceOutline {
  name: string;
  rings: readonly (readonly (readonly [number, number])[])[];
}

/** Popup content: a DOM element the caller owns (a React root can render into it). */
export interface PopupHandle {
  /** the element inside the popup; render into it (e.g. `createRoot(handle.element)`) */
  readonly element: HTMLElement;
  /** moves the popup (WGS-84), e.g. when its vehicle moves */
  setPosition(position: LngLat): void;
  close(): void;
}

export interface PopupOptions {
  /** called once when the popup closes (by the user, `close()`, another popup, or `destroy()`) */
  onClose?: () => void;
  /** pixel offset above the anchor; default one marker height */
  offsetY?: number;
}

/** A line drawn by the playback player: two styles, the full track and the part already played. */
export type LineStyle = 'track' | 'played';

export interface LineHandle {
  setPositions(positions: readonly LngLat[]): void;
  setStyle(style: LineStyle): void;
  remove(): void;
}

/** A marker moved along a track (playback): a vehicle arrow rotated by heading. */
export interface MovingMarkerHandle {
  setPosition(position: LngLat, heading: number): void;
  setState(state: VehicleState, alarm: boolean): void;
  remove(): void;
}

export type CircleKind = 'stop' | 'alarm' | 'start' | 'end';

export interface CircleMarkerHandle {
  remove(): void;
}

export interface CircleMarkerOptions {
  kind: CircleKind;
  /** text shown on hover (stop duration, alarm name) */
  title?: string;
  onClick?: () => void;
}

/** A map's view: its centre (WGS-84) and zoom level. */
export interface MapView {
  center: LngLat;
  zoom: number;
}

export interface FleetMap {
  /** the tile source in use */
  readonly tileSource: TileSourceId;
  setTileSource(source: TileSourceId): void;
  /** true after tiles failed to load and the province outlines are shown instead */
  readonly offline: boolean;

  setView(center: LngLat, zoom?: number): void;
  /** where the map looks now (WGS-84 centre): a page that comes back opens its map there again */
  getView(): MapView;
  /**
   * Fits the view to the positions (WGS-84); no-op on an empty list. The view stays fitted to them
   * through resizes of the container until the operator moves the map or the page sets another
   * view or opens a popup (`./fitted-view.ts`).
   */
  fitBounds(positions: readonly LngLat[], maxZoom?: number): void;
  getZoom(): number;

  /**
   * Replaces the vehicles of the vehicle layer (clustered in a Web Worker when there are many).
   * Cheap to call per live tick: the layer redraws once per animation frame.
   */
  setVehicles(vehicles: readonly MapVehicle[]): void;
  /** a vehicle marker was clicked (not a cluster: clicking a cluster zooms into it) */
  onVehicleClick(handler: (id: number) => void): () => void;
  /** what the layer currently shows: single markers and cluster totals (for tests and the status bar) */
  visibleSummary(): { markers: number; clusters: number; clusteredVehicles: number };

  openPopup(position: LngLat, options?: PopupOptions): PopupHandle;
  closePopup(): void;

  addLine(positions: readonly LngLat[], style: LineStyle): LineHandle;
  addMovingMarker(position: LngLat, heading: number, state: VehicleState): MovingMarkerHandle;
  addCircleMarker(position: LngLat, options: CircleMarkerOptions): CircleMarkerHandle;

  /** after the container changed size while hidden (a ResizeObserver does this already) */
  invalidateSize(): void;
  /** removes the map, its listeners, its worker and its observers */
  destroy(): void;
}

/** The lazy entry (`./load-fleet-map.ts`). */
export type LoadFleetMap = (container: HTMLElement, options?: FleetMapOptions) => Promise<FleetMap>;
