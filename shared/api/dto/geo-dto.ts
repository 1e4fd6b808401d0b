import * as z from 'zod/mini';

/** Map systems a position may be given in (product-spec §1, fleet-domain.md); WGS-84 is what devices report. */
export const GEO_COORD_TYPES = ['wgs84', 'gcj02', 'bd09'] as const;
export type GeoCoordType = (typeof GEO_COORD_TYPES)[number];

/** Positions per call (product-spec §9: geocoding batch 50). */
export const GEO_BATCH_LIMIT = 50;

/** One position to look up; `index` is the caller's correlation key and comes back unchanged. */
export interface GeoLookupItem {
  lon: number;
  lat: number;
  /** the device number; when given it must be one of the caller's vehicles */
  mac?: string;
  index: number | string;
}

/** Body of `POST /car/v4/api/address/baidu/getGeo.json` (JSON). */
export interface GeoLookupRequest {
  lonAndLatToAddressVOS: GeoLookupItem[];
  /** the map system of every item's lon/lat; default 'wgs84' */
  coordType?: GeoCoordType;
}

export const geoAddressSchema = z.object({
  address: z.string(),
  index: z.union([z.number(), z.string()]),
});
export type GeoAddress = z.infer<typeof geoAddressSchema>;

export const geoAddressListSchema = z.array(geoAddressSchema);
