import gcoord from 'gcoord';

/**
 * The one module that touches gcoord (fleet-domain.md): conversions between the map systems used in
 * mainland China. Positions are [lng, lat]; gcoord mutates GeoJSON in place, so only fresh position
 * arrays are ever handed to it.
 */
export const COORD_TYPES = ['wgs84', 'gcj02', 'bd09'] as const;
export type CoordType = (typeof COORD_TYPES)[number];

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

export function convert(point: LngLat, from: CoordType, to: CoordType): LngLat {
  if (from === to) return { ...point };
  const [lng, lat] = gcoord.transform<[number, number]>([point.lng, point.lat], CRS[from], CRS[to]);
  return { lng, lat };
}

export function toWgs84(point: LngLat, from: CoordType): LngLat {
  return convert(point, from, 'wgs84');
}
