import * as z from 'zod/mini';
import { GEO_BATCH_LIMIT, GEO_COORD_TYPES, geoAddressListSchema, provinceOutlineListSchema } from '../dto/geo-dto';
import { defineEndpoint } from '../endpoint';
import { VEHICLE_READERS } from '../../constants/resource-ids';

/** How long a device number and a text correlation key may be, and how large a numeric key. */
export const GEO_MAC_MAX = 32;
export const GEO_INDEX_TEXT_MAX = 64;
export const GEO_INDEX_MAX = 1_000_000_000;

/** One position to look up; `index` is the caller's correlation key and comes back unchanged. */
export const geoLookupItemSchema = z.object({
  lon: z.number().check(z.minimum(-180), z.maximum(180)),
  lat: z.number().check(z.minimum(-90), z.maximum(90)),
  /** the device number; when given it must be one of the caller's vehicles */
  mac: z.optional(z.string().check(z.maxLength(GEO_MAC_MAX))),
  index: z.union([z.int().check(z.minimum(0), z.maximum(GEO_INDEX_MAX)), z.string().check(z.maxLength(GEO_INDEX_TEXT_MAX))]),
});
export type GeoLookupItem = z.input<typeof geoLookupItemSchema>;

/** Up to 50 positions (product-spec §9), all in one map system; default 'wgs84'. */
export const geoLookupSchema = z.object({
  lonAndLatToAddressVOS: z.array(geoLookupItemSchema).check(z.minLength(1), z.maxLength(GEO_BATCH_LIMIT)),
  coordType: z.optional(z.enum(GEO_COORD_TYPES)),
});
export type GeoLookupRequest = z.input<typeof geoLookupSchema>;

export const getAddressesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/car/v4/api/address/baidu/getGeo.json',
  encoding: 'json',
  request: geoLookupSchema,
  response: geoAddressListSchema,
  permission: VEHICLE_READERS,
});

/** No parameters: the outlines are the same for everyone. */
export const provinceOutlinesSchema = z.object({});
export type ProvinceOutlinesRequest = z.input<typeof provinceOutlinesSchema>;

export const getProvinceOutlinesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v4/api/map/provinceOutlines.json',
  encoding: 'query',
  request: provinceOutlinesSchema,
  response: provinceOutlineListSchema,
});
