import Supercluster, { type PointFeature } from 'supercluster';
import { VEHICLE_STATES, type VehicleState } from '../api/dto/vehicle-dto';
import { convertManyInPlace, type CoordType } from '../geo/coordinates';
import type { ClusterSeverity, MapVehicle } from './fleet-map-types';

/**
 * The clustering of the vehicle layer, free of DOM and Leaflet so that it runs in the Web Worker
 * (`./cluster.worker.ts`), on the main thread for small layers, and in unit tests alike.
 * Vehicles cross the worker boundary as packed typed arrays (transferred, not copied: the main
 * thread blocks ≤ 7 ms for 100k, wujie-notes.md).
 */

/** Severity ranks: a cluster takes the highest rank among its members. */
export const SEVERITY_RANK: Record<ClusterSeverity, number> = { online: 0, offline: 1, alarm: 2 };
const SEVERITY_BY_RANK: readonly ClusterSeverity[] = ['online', 'offline', 'alarm'];

/** States that count as offline for a cluster's colour: the vehicle is not reporting. */
const OFFLINE_STATES: ReadonlySet<VehicleState> = new Set(['offline', 'inactive', 'expired']);

export function severityOf(vehicle: Pick<MapVehicle, 'state' | 'alarm'>): ClusterSeverity {
  if (vehicle.alarm) return 'alarm';
  return OFFLINE_STATES.has(vehicle.state) ? 'offline' : 'online';
}

export function severityFromRank(rank: number): ClusterSeverity {
  return SEVERITY_BY_RANK[rank] ?? 'online';
}

/**
 * Vehicles packed column-wise; `index` in results points into these arrays (and the caller's list).
 * `state` (index in VEHICLE_STATES) and `heading` are what the worker needs to draw a marker.
 */
export interface PackedVehicles {
  lng: Float64Array<ArrayBuffer>;
  lat: Float64Array<ArrayBuffer>;
  severity: Uint8Array<ArrayBuffer>;
  state: Uint8Array<ArrayBuffer>;
  heading: Float32Array<ArrayBuffer>;
}

/** The buffers of a packed list, to transfer it to the worker instead of copying it. */
export function packedBuffers(packed: PackedVehicles): ArrayBuffer[] {
  return [packed.lng.buffer, packed.lat.buffer, packed.severity.buffer, packed.state.buffer, packed.heading.buffer];
}

export function packVehicles(vehicles: readonly MapVehicle[]): PackedVehicles {
  const packed = emptyPacked(vehicles.length);
  packRange(vehicles, packed, 0, vehicles.length);
  return packed;
}

/**
 * Vehicles packed per slice of the list, yielding to the page between slices: 10k objects read in
 * ≈ 1 ms here, so a slice stays well under 8 ms on a machine 5× slower. A list of 10k (a first view
 * of the monitoring page) is read in the task that hands it over, so the worker starts on it at once
 * instead of after the tasks queued meanwhile (the map's tiles).
 */
export const PACK_SLICE = 10_000;

/**
 * `packVehicles` for large lists on the page's thread: 100k vehicle objects take tens of ms to read
 * on a slow machine, so the list is read in slices with `yieldToPage` between them and no slice makes
 * a long task. Resolves with the same arrays as `packVehicles`.
 */
export async function packVehiclesInSlices(vehicles: readonly MapVehicle[], yieldToPage: () => Promise<void>): Promise<PackedVehicles> {
  const packed = emptyPacked(vehicles.length);
  for (let from = 0; from < vehicles.length; from += PACK_SLICE) {
    if (from > 0) await yieldToPage();
    packRange(vehicles, packed, from, Math.min(vehicles.length, from + PACK_SLICE));
  }
  return packed;
}

function emptyPacked(count: number): PackedVehicles {
  return {
    lng: new Float64Array(count),
    lat: new Float64Array(count),
    severity: new Uint8Array(count),
    state: new Uint8Array(count),
    heading: new Float32Array(count),
  };
}

const STATE_INDEX: ReadonlyMap<VehicleState, number> = new Map(VEHICLE_STATES.map((state, i) => [state, i]));

function packRange(vehicles: readonly MapVehicle[], packed: PackedVehicles, from: number, to: number): void {
  for (let i = from; i < to; i += 1) {
    const vehicle = vehicles[i];
    if (vehicle) packOne(vehicle, packed, i);
  }
}

function packOne(vehicle: MapVehicle, packed: PackedVehicles, slot: number): void {
  packed.lng[slot] = vehicle.lng;
  packed.lat[slot] = vehicle.lat;
  packed.severity[slot] = SEVERITY_RANK[severityOf(vehicle)];
  packed.state[slot] = STATE_INDEX.get(vehicle.state) ?? 0;
  packed.heading[slot] = vehicle.heading;
}

/**
 * A live tick changes a few thousand of the tens of thousands of vehicles on the map (bench:console:
 * 5,000 of 26,647 checked), and the monitoring page hands the map its whole list again, keeping the
 * very objects of the vehicles that did not change (a changed vehicle is a new object). Only the
 * changed ones are packed and sent (`VehicleChanges`); the index still holds the others.
 */
export interface VehicleChanges {
  /** where each changed vehicle is in the list (and in the index's packed arrays) */
  index: Int32Array<ArrayBuffer>;
  /** the changed vehicles, packed in the order of `index` */
  packed: PackedVehicles;
}

/** More changed than this share of the list: packing the whole list is as quick, and it is sent whole. */
const CHANGES_SHARE = 0.5;

/**
 * The vehicles of `vehicles` that are not the same object at the same place of `previous` (the list
 * the index holds), packed; null when the lists differ in length or too many changed.
 */
export function packChanges(vehicles: readonly MapVehicle[], previous: readonly MapVehicle[]): VehicleChanges | null {
  if (vehicles.length !== previous.length) return null;
  const limit = Math.floor(vehicles.length * CHANGES_SHARE);
  const changed: number[] = [];
  for (let i = 0; i < vehicles.length; i += 1) {
    if (vehicles[i] === previous[i]) continue;
    if (changed.length >= limit) return null;
    changed.push(i);
  }
  const index = Int32Array.from(changed);
  const packed = emptyPacked(index.length);
  for (let k = 0; k < index.length; k += 1) {
    const vehicle = vehicles[index[k] ?? 0];
    if (vehicle) packOne(vehicle, packed, k);
  }
  return { index, packed };
}

/** Writes `changes` into the packed list they were taken against. */
export function applyChanges(packed: PackedVehicles, changes: VehicleChanges): void {
  const { index } = changes;
  for (let k = 0; k < index.length; k += 1) {
    const i = index[k] ?? 0;
    packed.lng[i] = changes.packed.lng[k] ?? 0;
    packed.lat[i] = changes.packed.lat[k] ?? 0;
    packed.severity[i] = changes.packed.severity[k] ?? 0;
    packed.state[i] = changes.packed.state[k] ?? 0;
    packed.heading[i] = changes.packed.heading[k] ?? 0;
  }
}

/** The buffers of a set of changes, to transfer them to the worker. */
export function changesBuffers(changes: VehicleChanges): ArrayBuffer[] {
  return [changes.index.buffer, ...packedBuffers(changes.packed)];
}

/**
 * What the layer draws for one view. `points`: indices of single vehicles with their drawing
 * position; `clusters`: [lng, lat, count, severityRank, clusterId] per cluster (drawing system).
 */
export interface ClusterResult {
  pointIndex: Int32Array;
  pointLngLat: Float64Array;
  clusters: Float64Array;
}

/** Cluster radius in pixels and the zoom above which every vehicle is drawn on its own. */
export const CLUSTER_RADIUS_PX = 60;
export const CLUSTER_MAX_ZOOM = 16;

interface PointProps {
  i: number;
  s: number;
}

interface ClusterProps {
  s: number;
}

export interface VehicleClusterIndex {
  query(bbox: readonly [number, number, number, number], zoom: number): ClusterResult;
  expansionZoom(clusterId: number): number;
  /**
   * Builds the zooms above the first one now (idempotent; a query above it builds them anyway).
   * The worker calls it right after the first frame went out.
   */
  complete(): void;
}

type VehicleSupercluster = Supercluster<PointProps, ClusterProps>;

function loadSupercluster(features: PointFeature<PointProps>[], minZoom: number, maxZoom: number, minPoints: number): VehicleSupercluster {
  const index = new Supercluster<PointProps, ClusterProps>({
    radius: CLUSTER_RADIUS_PX,
    minZoom,
    maxZoom,
    minPoints,
    map: (props) => ({ s: props.s }),
    reduce: (accumulated, props) => {
      if (props.s > accumulated.s) accumulated.s = props.s;
    },
  });
  index.load(features);
  return index;
}

/**
 * Builds the index in the drawing system (`coordType`: positions are converted here, off the main
 * thread when this runs in the worker). With `cluster` false every vehicle in the view is a point.
 *
 * `firstZoom`: the zoom of the frame wanted first. supercluster builds its zooms from the highest
 * down, each from the one above, so a view at zoom 9 waited for zooms 16 to 10 first: 10k vehicles
 * spread over a city stay ~6,000 clusters down to zoom 12, and those seven passes were ~90 % of the
 * build (bench:map's first render: 28 of 42 ms of worker CPU). Here the zooms up to `firstZoom` are
 * clustered straight from the vehicles (one pass at `firstZoom`, the lower ones from it: the same
 * hierarchy below it), and the zooms above it by a second index built by `complete()`, after the
 * first frame. A cluster seen at `firstZoom` then splits one zoom in, into the clusters of that
 * second index (the clusters of two neighbouring zooms are not nested exactly, as they are when one
 * index holds every zoom; nothing shown depends on it).
 */
export function buildClusterIndex(packed: PackedVehicles, coordType: CoordType, cluster: boolean, firstZoom = CLUSTER_MAX_ZOOM): VehicleClusterIndex {
  const count = packed.lng.length;
  // one array per position, converted in place and then held by its feature: no copies (a first
  // render's worker task made four per vehicle, a fifth of its build)
  const drawn = new Array<[number, number]>(count);
  for (let i = 0; i < count; i += 1) drawn[i] = [packed.lng[i] ?? 0, packed.lat[i] ?? 0];
  convertManyInPlace(drawn, 'wgs84', coordType);
  let features: PointFeature<PointProps>[] | null = new Array<PointFeature<PointProps>>(count);
  for (let i = 0; i < count; i += 1) {
    features[i] = {
      type: 'Feature',
      properties: { i, s: packed.severity[i] ?? 0 },
      geometry: { type: 'Point', coordinates: drawn[i] ?? [0, 0] },
    };
  }
  const split = cluster ? Math.min(CLUSTER_MAX_ZOOM, Math.max(0, Math.round(firstZoom))) : 0;
  const near = cluster ? loadSupercluster(features, 0, split, 2) : loadSupercluster(features, 0, 0, Number.MAX_SAFE_INTEGER);
  // the zooms above `split`, when there are any: built once, then the vehicles' features can go
  let far: VehicleSupercluster | null = null;
  if (!cluster || split === CLUSTER_MAX_ZOOM) features = null;
  const above = (): VehicleSupercluster => {
    if (!far && features) {
      far = loadSupercluster(features, split + 1, CLUSTER_MAX_ZOOM, 2);
      features = null;
    }
    return far ?? near;
  };
  // a cluster id carries the zoom it was made at, plus one, in its low 5 bits (after the point count)
  const originZoom = (clusterId: number) => (clusterId - count) % 32;

  return {
    query(bbox, zoom) {
      const rounded = Math.round(zoom);
      const index = rounded <= split ? near : above();
      const found = index.getClusters([bbox[0], bbox[1], bbox[2], bbox[3]], rounded);
      const pointIndex: number[] = [];
      const pointLngLat: number[] = [];
      const clusters: number[] = [];
      for (const feature of found) {
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          clusters.push(lng, lat, props.point_count, props.s, props.cluster_id);
        } else if ('i' in props) {
          pointIndex.push(props.i);
          pointLngLat.push(lng, lat);
        }
      }
      return { pointIndex: Int32Array.from(pointIndex), pointLngLat: Float64Array.from(pointLngLat), clusters: Float64Array.from(clusters) };
    },
    expansionZoom(clusterId) {
      // clusters made at `split` or below belong to the first index (their ids cannot collide with the other's)
      return (originZoom(clusterId) <= split + 1 ? near : above()).getClusterExpansionZoom(clusterId);
    },
    complete() {
      above();
    },
  };
}
