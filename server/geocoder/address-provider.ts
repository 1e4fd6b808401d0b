import type { LngLat } from '@shared/geo/coordinates';

/**
 * Something that turns WGS-84 positions into Chinese addresses: the bundled offline lookup, or an
 * online service (AMap) when configured. One answer per point, in order; null = no answer for that
 * point (the caller falls back). A provider that fails as a whole throws.
 */
export interface AddressProvider {
  readonly name: string;
  addresses(points: readonly LngLat[]): Promise<(string | null)[]>;
}

/** Outside the spec's China box (product-spec §9): no lookup at all. */
export const ADDRESS_ABROAD = '境外位置';
/** Inside the box but farther than 20 km from every Chinese region: open sea, or a neighbouring country. */
export const ADDRESS_OFF_MAP = '境外或海上位置';
/** Suffix for a point just outside a region's boundary (coast, border): '广东省深圳市附近'. */
export const NEAR_SUFFIX = '附近';
