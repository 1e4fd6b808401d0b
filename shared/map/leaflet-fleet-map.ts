import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './fleet-map.css';
import type { VehicleState } from '../api/dto/vehicle-dto';
import { convert, convertMany, type LngLat } from '../geo/coordinates';
import type {
  CircleMarkerHandle,
  CircleMarkerOptions,
  FleetMap,
  FleetMapOptions,
  LineHandle,
  MapVehicle,
  MapView,
  MovingMarkerHandle,
  PopupHandle,
  PopupOptions,
  ProvinceOutline,
  TileSourceId,
} from './fleet-map-types';
import { holdClusterWarmUp, scheduleClusterWarmUp, startClusterWorker } from './cluster-engine';
import { markerColor } from './marker-colors';
import { readTileSource } from './tile-setting';
import { TILE_SOURCES } from './tile-sources';
import { whenIdle } from '@shared/state/when-idle';
import { nextTask } from './next-task';
import { VehicleCanvasLayer } from './vehicle-canvas-layer';
import type { VehicleLayerSummary } from './vehicle-frame';
import { FittedView, fitPadding } from './fitted-view';
import { arrowSvg, CIRCLE_COLORS, LINE_STYLES, OFFLINE_SEA, OUTLINE_STYLE } from './map-primitive-styles';
import { installWujieShims } from './wujie-shims';
import { addZoomButtons } from './zoom-buttons';

// the clustering worker starts with the map chunk, not with the first map: it is warm by the first render
// (unless the first map, made right after, holds its warm-up: `clusterWarmUpAfter`)
startClusterWorker();
scheduleClusterWarmUp();

/** All of China: the view a map opens on when nothing else is asked. */
export const CHINA_CENTER: LngLat = { lng: 104.2, lat: 35.9 };
export const CHINA_ZOOM = 4;

/** The longest the tiles of a new map wait for its first vehicles to be drawn (see `addTiles`). */
const TILES_WAIT_MS = 100;
/** The longest Leaflet's teardown of a map that left waits for an idle moment (see `destroy`). */
const MAP_REMOVE_IDLE_CAP_MS = 2000;
/** The container's data attributes a map writes: its state, for tests, benches and styles. */
const MAP_DATA_ATTRIBUTES = ['data-map-offline', 'data-map-outlines', 'data-tile-source', 'data-markers', 'data-clusters', 'data-clustered-vehicles', 'data-zoom'] as const;

/**
 * Leaflet's element, filling the caller's container: `destroy()` takes it out at once and leaves
 * Leaflet's own teardown for later, so the container can hold a new map straight away (on the
 * container itself, a map built before that teardown failed: "Map container is already initialized").
 */
function leafletElement(container: HTMLElement): HTMLElement {
  const element = document.createElement('div');
  element.style.cssText = 'position:relative;width:100%;height:100%';
  container.append(element);
  return element;
}

/** Builds a FleetMap on Leaflet; reached only through `loadFleetMap()` (lazy chunk). */
export function createLeafletFleetMap(container: HTMLElement, options: FleetMapOptions): FleetMap {
  if (options.clusterWarmUpAfter) holdClusterWarmUp(options.clusterWarmUpAfter);
  let sourceId: TileSourceId = options.tileSource ?? readTileSource();
  const element = leafletElement(container);
  const map = L.map(element, {
    zoomControl: false,
    attributionControl: true,
    worldCopyJump: false,
    minZoom: 3,
    // a fading tile repaints the page on every frame for 200 ms: during a pan new tiles arrive all the time
    fadeAnimation: false,
  });
  // Leaflet's own zoom buttons are titled in English and drop clicks made during a zoom animation
  if (options.zoomControl ?? true) addZoomButtons(map);
  map.attributionControl.setPrefix(false);
  map.createPane('fleetOutlines').style.zIndex = '150';

  const coordType = () => TILE_SOURCES[sourceId].coordType;
  const toDisplay = (position: LngLat): L.LatLng => {
    const drawn = convert(position, 'wgs84', coordType());
    return L.latLng(drawn.lat, drawn.lng);
  };
  /** Many positions at once (tracks, outlines): one conversion call, not one per point. */
  const toDisplayMany = (positions: readonly (readonly [number, number])[]): L.LatLng[] =>
    convertMany(positions, 'wgs84', coordType()).map(([lng, lat]) => L.latLng(lat, lng));
  const pairs = (positions: readonly LngLat[]): [number, number][] => positions.map(({ lng, lat }) => [lng, lat]);
  /** the view in data coordinates (the tiles' system converted back to WGS-84) */
  const viewOf = (): MapView => {
    const center = map.getCenter();
    return { center: convert({ lng: center.lng, lat: center.lat }, coordType(), 'wgs84'), zoom: map.getZoom() };
  };

  const start = options.center ?? CHINA_CENTER;
  map.setView(toDisplay(start), options.zoom ?? CHINA_ZOOM);

  let destroyed = false;

  /* tiles, and the outlines when they fail */
  let tileLayers: L.TileLayer[] = [];
  let outlines: L.LayerGroup | null = null;
  let outlineData: ProvinceOutline[] | null = null;
  let outlinesRequested = false;
  let lastTileFailed = false;

  function drawOutlines(): void {
    outlines?.remove();
    if (!outlineData) return;
    const group = L.layerGroup();
    for (const province of outlineData) {
      const rings = province.rings.map((ring) => toDisplayMany(ring));
      L.polygon(rings, OUTLINE_STYLE).addTo(group);
    }
    outlines = group.addTo(map);
  }

  function showOffline(): void {
    lastTileFailed = true;
    container.dataset.mapOffline = 'true';
    element.style.background = OFFLINE_SEA;
    if (outlinesRequested || !options.loadOutlines) return;
    outlinesRequested = true;
    options
      .loadOutlines()
      .then((data) => {
        outlineData = data;
        if (!destroyed) drawOutlines();
        container.dataset.mapOutlines = String(data.length);
      })
      .catch((error: unknown) => {
        outlinesRequested = false; // a later tile failure retries
        console.warn('[map] 省界数据加载失败', error);
      });
  }

  function addTiles(): void {
    tilesAdded = true;
    tileLayers.forEach((layer) => layer.remove());
    const source = TILE_SOURCES[sourceId];
    const urls = source.labelsUrl ? [source.url, source.labelsUrl] : [source.url];
    tileLayers = urls.map((url, i) =>
      L.tileLayer(url, {
        subdomains: source.subdomains,
        maxZoom: source.maxZoom,
        attribution: i === 0 ? source.attribution : '',
        crossOrigin: false,
      })
        .on('tileerror', showOffline)
        .on('tileload', () => {
          // tiles are back (or only some failed): the outlines stay underneath, the state says online
          lastTileFailed = false;
          delete container.dataset.mapOffline;
        })
        .addTo(map),
    );
    container.dataset.tileSource = sourceId;
  }
  // the tiles in a task of their own, after the caller's first vehicles: creating their images is
  // the costliest part of a new map (bench:map), and the worker clusters those vehicles meanwhile
  // instead of after it. The images load from the network anyway, a task later changes nothing seen.
  // When vehicles were handed over before that task, the tiles wait for the frame showing them
  // (at most TILES_WAIT_MS): the tiles' image elements, their load events, decoding and the frames
  // painting them took the main thread and the cores ahead of the worker's bitmap (trace of
  // bench:map's first render, 10k vehicles: the bitmap's message queued behind the tiles' load events
  // and two frames painting tiles, ~40 ms), and a tile from the network comes later than that anyway.
  let tilesAdded = false;
  let vehiclesWaiting = false;
  const addTilesOnce = () => {
    if (!destroyed && !tilesAdded) addTiles();
  };
  container.dataset.tileSource = sourceId;
  // the zoom level, on the container as the layer's figures are (tests and tools read the view there)
  const showZoom = () => {
    if (!destroyed) container.dataset.zoom = String(map.getZoom());
  };
  showZoom();
  map.on('zoomend', showZoom);
  void nextTask().then(() => {
    if (vehiclesWaiting) setTimeout(addTilesOnce, TILES_WAIT_MS);
    else addTilesOnce();
  });
  /**
   * The vehicles' bitmap is handed to its canvas: the tiles come in the animation frame after the
   * one showing it (the timer above stays as a bound). In the task right after that frame they ran
   * ahead of whatever else waited for it to be done, 4 ms of main thread (bench:map's end, a click):
   * tasks on one message port run in one go, so a second turn did not put them behind.
   */
  const vehiclesShown = () => {
    if (tilesAdded || !vehiclesWaiting) return;
    vehiclesWaiting = false;
    requestAnimationFrame(() => requestAnimationFrame(() => void nextTask().then(addTilesOnce)));
  };

  /* the vehicle layer */
  const clickHandlers = new Set<(id: number) => void>();
  const vehicleLayer = new VehicleCanvasLayer(map, {
    cluster: options.cluster ?? true,
    coordType: coordType(),
    onVehicleClick: (id) => clickHandlers.forEach((handler) => handler(id)),
    onDrawn: (summary: VehicleLayerSummary) => {
      container.dataset.markers = String(summary.markers);
      container.dataset.clusters = String(summary.clusters);
      container.dataset.clusteredVehicles = String(summary.clusteredVehicles);
      vehiclesShown();
    },
  });

  /* primitives redrawn when the tile source (and so the map system) changes */
  const reprojectors = new Set<() => void>();
  let openPopupRef: L.Popup | null = null;
  const fittedView = new FittedView(map, element);
  const removeShims = installWujieShims(map, element, () => fittedView.resized());

  const fleetMap: FleetMap = {
    get tileSource() {
      return sourceId;
    },
    get offline() {
      return lastTileFailed;
    },
    setTileSource(source) {
      if (source === sourceId) return;
      const { center } = viewOf();
      sourceId = source;
      addTiles();
      map.setView(toDisplay(center), map.getZoom(), { animate: false });
      vehicleLayer.setCoordType(coordType());
      drawOutlines();
      reprojectors.forEach((reproject) => reproject());
    },
    setView(center, zoom) {
      fittedView.moved();
      map.setView(toDisplay(center), zoom ?? map.getZoom());
    },
    fitBounds(positions, maxZoom = 16) {
      const first = positions[0];
      if (!first) return;
      // converted at each fit: a tile source changed since draws them in another system
      fittedView.fit((instant) => {
        const animation = instant ? { animate: false } : {};
        if (positions.length === 1) map.setView(toDisplay(first), maxZoom, animation);
        else map.fitBounds(L.latLngBounds(toDisplayMany(pairs(positions))), { maxZoom, ...animation, ...fitPadding(options.overlayInsets) });
      });
    },
    getZoom() {
      return map.getZoom();
    },
    getView: viewOf,
    setVehicles(vehicles: readonly MapVehicle[]) {
      if (!tilesAdded && vehicles.length > 0) vehiclesWaiting = true;
      vehicleLayer.setVehicles(vehicles);
    },
    onVehicleClick(handler) {
      clickHandlers.add(handler);
      return () => clickHandlers.delete(handler);
    },
    visibleSummary() {
      return vehicleLayer.getSummary();
    },
    openPopup(position: LngLat, popupOptions: PopupOptions = {}): PopupHandle {
      fittedView.moved();
      const element = document.createElement('div');
      element.className = 'fleet-map-popup';
      let where = position;
      const popup = L.popup({ offset: [0, -(popupOptions.offsetY ?? 8)], autoPan: true, maxWidth: 360, minWidth: 240 })
        .setLatLng(toDisplay(where))
        .setContent(element);
      const reproject = () => popup.setLatLng(toDisplay(where));
      reprojectors.add(reproject);
      popup.once('remove', () => {
        reprojectors.delete(reproject);
        if (openPopupRef === popup) openPopupRef = null;
        popupOptions.onClose?.();
      });
      openPopupRef = popup;
      popup.openOn(map);
      // Leaflet names its close button in English
      popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', '关闭');
      return {
        element,
        setPosition(next) {
          where = next;
          popup.setLatLng(toDisplay(next));
        },
        close() {
          map.closePopup(popup);
        },
      };
    },
    closePopup() {
      if (openPopupRef) map.closePopup(openPopupRef);
    },
    addLine(positions, style): LineHandle {
      let current = positions;
      const line = L.polyline(toDisplayMany(pairs(current)), { ...LINE_STYLES[style], interactive: false }).addTo(map);
      const reproject = () => line.setLatLngs(toDisplayMany(pairs(current)));
      reprojectors.add(reproject);
      return {
        setPositions(next) {
          current = next;
          line.setLatLngs(toDisplayMany(pairs(next)));
        },
        setStyle(next) {
          line.setStyle(LINE_STYLES[next]);
        },
        remove() {
          reprojectors.delete(reproject);
          line.remove();
        },
      };
    },
    addMovingMarker(position, heading, state: VehicleState): MovingMarkerHandle {
      let where = position;
      let angle = heading;
      const icon = (color: string) => L.divIcon({ className: 'fleet-map-moving', html: arrowSvg(color), iconSize: [28, 28], iconAnchor: [14, 14] });
      const marker = L.marker(toDisplay(where), { icon: icon(markerColor(state, false)), interactive: false, keyboard: false, zIndexOffset: 1000 }).addTo(map);
      const rotate = () => {
        const svg = marker.getElement()?.querySelector('svg');
        if (svg) svg.style.transform = `rotate(${angle}deg)`;
      };
      rotate();
      const reproject = () => marker.setLatLng(toDisplay(where));
      reprojectors.add(reproject);
      return {
        setPosition(next, nextHeading) {
          where = next;
          angle = nextHeading;
          marker.setLatLng(toDisplay(next));
          rotate();
        },
        setState(nextState, alarm) {
          marker.setIcon(icon(markerColor(nextState, alarm)));
          rotate();
        },
        remove() {
          reprojectors.delete(reproject);
          marker.remove();
        },
      };
    },
    addCircleMarker(position, circleOptions: CircleMarkerOptions): CircleMarkerHandle {
      const circle = L.circleMarker(toDisplay(position), {
        radius: 7,
        color: '#ffffff',
        weight: 2,
        fillColor: CIRCLE_COLORS[circleOptions.kind],
        fillOpacity: 1,
        interactive: Boolean(circleOptions.title ?? circleOptions.onClick),
      }).addTo(map);
      if (circleOptions.title) circle.bindTooltip(circleOptions.title);
      const { onClick } = circleOptions;
      if (onClick) circle.on('click', () => onClick());
      const reproject = () => circle.setLatLng(toDisplay(position));
      reprojectors.add(reproject);
      return {
        remove() {
          reprojectors.delete(reproject);
          circle.remove();
        },
      };
    },
    invalidateSize() {
      map.invalidateSize({ pan: false });
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      removeShims();
      fittedView.destroy();
      vehicleLayer.destroy();
      clickHandlers.clear();
      reprojectors.clear();
      element.remove();
      // what the container says of its map (read by tests and benches) goes with the map
      for (const name of MAP_DATA_ATTRIBUTES) container.removeAttribute(name);
      // Leaflet's own teardown (panes, layers, listeners: ~6 ms) when the browser is idle: the map
      // is destroyed when its page leaves, and the next screen's first frames come first (after
      // the next paint only, it still fell inside the alarm centre's first opening: ~3 ms of its
      // profile). Its element is out of the document by then and nothing of ours calls it.
      whenIdle(() => map.remove(), MAP_REMOVE_IDLE_CAP_MS);
    },
  };
  return fleetMap;
}

