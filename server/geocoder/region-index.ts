import type { LngLat } from '@shared/geo/coordinates';
import type { Polygon, Region, Ring } from './region-data';

/** Grid cell size in degrees: ~100 km, a handful of candidate regions per cell. */
const CELL_DEG = 1;
/** How far outside every boundary a point still gets "<region>附近" (coastal waters, border areas). */
export const NEAR_DISTANCE_M = 20_000;
const NEAR_MARGIN_DEG = 0.25;
const EARTH_RADIUS_M = 6_371_000;

interface Box {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

interface IndexedRegion {
  region: Region;
  box: Box;
}

export interface RegionMatch {
  region: Region;
  /** 0 when inside, otherwise the distance to the nearest boundary in metres */
  distanceM: number;
}

function boxOf(polygons: readonly Polygon[]): Box {
  const box = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const polygon of polygons) {
    for (const [lng, lat] of polygon[0] ?? []) {
      box.minLng = Math.min(box.minLng, lng);
      box.maxLng = Math.max(box.maxLng, lng);
      box.minLat = Math.min(box.minLat, lat);
      box.maxLat = Math.max(box.maxLat, lat);
    }
  }
  return box;
}

function inBox(box: Box, { lng, lat }: LngLat, margin = 0): boolean {
  return lng >= box.minLng - margin && lng <= box.maxLng + margin && lat >= box.minLat - margin && lat <= box.maxLat + margin;
}

/** Even-odd ray casting over all rings of one polygon: holes (enclaves) drop out by themselves. */
export function inPolygon(polygon: Polygon, { lng, lat }: LngLat): boolean {
  let inside = false;
  for (const ring of polygon) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const a = ring[i];
      const b = ring[j];
      if (!a || !b) continue;
      if (a[1] > lat !== b[1] > lat && lng < ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
    }
  }
  return inside;
}

/** Distance from a point to a ring's edges, on a local equirectangular projection (fine at ≤ 50 km). */
function distanceToRing(ring: Ring, point: LngLat): number {
  const kx = ((Math.PI / 180) * EARTH_RADIUS_M) * Math.cos((point.lat * Math.PI) / 180);
  const ky = (Math.PI / 180) * EARTH_RADIUS_M;
  let best = Infinity;
  for (let i = 1; i < ring.length; i += 1) {
    const a = ring[i - 1];
    const b = ring[i];
    if (!a || !b) continue;
    const ax = (a[0] - point.lng) * kx;
    const ay = (a[1] - point.lat) * ky;
    const dx = (b[0] - a[0]) * kx;
    const dy = (b[1] - a[1]) * ky;
    const lengthSq = dx * dx + dy * dy;
    const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSq));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

function cellKey(lng: number, lat: number): number {
  return Math.floor(lat / CELL_DEG) * 1000 + Math.floor(lng / CELL_DEG);
}

/**
 * A uniform grid over the regions' bounding boxes (widened by the "near" margin): a lookup reads one
 * cell, checks a few boxes and runs point-in-polygon on one or two regions. Built once, in ~100 ms.
 */
export class RegionIndex {
  private readonly cells = new Map<number, IndexedRegion[]>();

  constructor(regions: readonly Region[]) {
    for (const region of regions) {
      const entry = { region, box: boxOf(region.polygons) };
      const { minLng, minLat, maxLng, maxLat } = entry.box;
      for (let lat = Math.floor((minLat - NEAR_MARGIN_DEG) / CELL_DEG); lat <= Math.floor((maxLat + NEAR_MARGIN_DEG) / CELL_DEG); lat += 1) {
        for (let lng = Math.floor((minLng - NEAR_MARGIN_DEG) / CELL_DEG); lng <= Math.floor((maxLng + NEAR_MARGIN_DEG) / CELL_DEG); lng += 1) {
          const key = lat * 1000 + lng;
          const list = this.cells.get(key) ?? [];
          list.push(entry);
          this.cells.set(key, list);
        }
      }
    }
  }

  /** The region containing the point (GCJ-02), else the nearest one within NEAR_DISTANCE_M, else null. */
  find(point: LngLat): RegionMatch | null {
    const candidates = this.cells.get(cellKey(point.lng, point.lat)) ?? [];
    for (const { region, box } of candidates) {
      if (inBox(box, point) && region.polygons.some((polygon) => inPolygon(polygon, point))) return { region, distanceM: 0 };
    }
    let nearest: RegionMatch | null = null;
    for (const { region, box } of candidates) {
      if (!inBox(box, point, NEAR_MARGIN_DEG)) continue;
      for (const polygon of region.polygons) {
        const outer = polygon[0];
        if (!outer) continue;
        const distanceM = distanceToRing(outer, point);
        if (distanceM <= NEAR_DISTANCE_M && (!nearest || distanceM < nearest.distanceM)) nearest = { region, distanceM };
      }
    }
    return nearest;
  }
}
