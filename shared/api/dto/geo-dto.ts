import * as z from 'zod/mini';

/** Map systems a position may be given in (product-spec §1, fleet-domain.md); WGS-84 is what devices report. */
export const GEO_COORD_TYPES = ['wgs84', 'gcj02', 'bd09'] as const;
export type GeoCoordType = (typeof GEO_COORD_TYPES)[number];

/** Positions per call (product-spec §9: geocoding batch 50). */
export const GEO_BATCH_LIMIT = 50;

/** The answer of `getGeo.json`: one address per requested position, with its `index` (request shapes: `../endpoints/geo-endpoints.ts`). */
export const geoAddressSchema = z.object({
  address: z.string(),
  index: z.union([z.number(), z.string()]),
});
export type GeoAddress = z.infer<typeof geoAddressSchema>;

export const geoAddressListSchema = z.array(geoAddressSchema);

/**
 * China's province outlines for a map whose tiles cannot load (issue 9: never a grey void): each
 * province's rings as WGS-84 [lng, lat], simplified to a few kilometres and rounded to 3 decimals.
 */
export const provinceOutlineSchema = z.object({
  name: z.string(),
  rings: z.array(z.array(z.tuple([z.number(), z.number()]))),
});
export type ProvinceOutlineDto = z.infer<typeof provinceOutlineSchema>;

export const provinceOutlineListSchema = z.array(provinceOutlineSchema);
