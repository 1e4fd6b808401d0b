/** The spec's earth radius (product-spec §9), used for every distance on the platform. */
export const EARTH_RADIUS_M = 6_371_000;

const RADIANS = Math.PI / 180;

/** Great-circle distance in metres between two WGS-84 positions (haversine). */
export function haversineM(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}
