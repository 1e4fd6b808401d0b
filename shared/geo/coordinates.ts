import gcoord from 'gcoord';
import { GEO_COORD_TYPES, type GeoCoordType } from '../api/dto/geo-dto';

/**
 * The one module that touches gcoord (fleet-domain.md), used by the server (geocoding) and the
 * browser (drawing on GCJ-02/BD-09 tiles) alike. Positions stay WGS-84 in data; they are converted
 * only where a map system needs them. gcoord mutates GeoJSON in place, so only fresh position
 * arrays are ever handed to it.
 */
export const COORD_TYPES = GEO_COORD_TYPES;
export type CoordType = GeoCoordType;

export interface LngLat {
  lng: number;
  lat: number;
}

const CRS = { wgs84: gcoord.WGS84, gcj02: gcoord.GCJ02, bd09: gcoord.BD09 } as const;

/** The spec's map bounds (product-spec §9), the common China box. */
export const CHINA_BOX = { minLng: 72.004, maxLng: 137.8347, minLat: 0.8293, maxLat: 55.8271 } as const;

export function inChinaBox({ lng, lat }: LngLat): boolean {
  return lng >= CHINA_BOX.minLng && lng <= CHINA_BOX.maxLng && lat >= CHINA_BOX.minLat && lat <= CHINA_BOX.maxLat;
}

/**
 * Converts between map systems. Outside the China box a point is returned unchanged: the offsets
 * only exist inside China, and gcoord would otherwise still apply BD-09's shift abroad.
 */
export function convert(point: LngLat, from: CoordType, to: CoordType): LngLat {
  if (from === to || !inChinaBox(point)) return { lng: point.lng, lat: point.lat };
  const [lng, lat] = gcoord.transform<[number, number]>([point.lng, point.lat], CRS[from], CRS[to]);
  return { lng, lat };
}

export function toWgs84(point: LngLat, from: CoordType): LngLat {
  return convert(point, from, 'wgs84');
}

/**
 * Converts many positions ([lng, lat]) at once: one gcoord call over a MultiPoint, 5–10× quicker
 * than a call per point (a 100k-vehicle layer, a 22k-point track). Same rule as `convert`: points
 * outside the China box come back unchanged. Returns fresh arrays; the input is never touched.
 */
export function convertMany(positions: readonly (readonly [number, number])[], from: CoordType, to: CoordType): [number, number][] {
  const out = positions.map(([lng, lat]): [number, number] => [lng, lat]);
  convertManyInPlace(out, from, to);
  return out;
}

/**
 * `convertMany` without a copy: converts the caller's own position arrays in place (a cluster build
 * makes 10k–100k of them for this alone; each copy of them cost its allocation and collection).
 * Points outside the China box are left as they are.
 */
export function convertManyInPlace(positions: [number, number][], from: CoordType, to: CoordType): void {
  if (from === to) return;
  // the same arrays, not copies: gcoord writes each converted position back into its array
  const inside = positions.filter(([lng, lat]) => lng >= CHINA_BOX.minLng && lng <= CHINA_BOX.maxLng && lat >= CHINA_BOX.minLat && lat <= CHINA_BOX.maxLat);
  if (inside.length > 0) gcoord.transform({ type: 'MultiPoint', coordinates: inside }, CRS[from], CRS[to]);
}
