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

/**
 * A heading in whole degrees, 0–359 (JT/T 808's direction field): rounding 359.6 gives 360, which
 * is north again, so it wraps to 0. The binary track form holds 0–359.9 and would read 360 as 0.
 */
export function wholeDegrees(heading: number): number {
  return ((Math.round(heading) % 360) + 360) % 360;
}
