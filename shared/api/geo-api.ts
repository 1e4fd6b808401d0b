import type { HttpClient, RequestOptions } from '../http/http-client';
import { geoAddressListSchema, type GeoAddress, type GeoLookupRequest } from './dto/geo-dto';

/** Addresses for up to 50 positions (product-spec §7, §9). */
export function getAddresses(http: HttpClient, request: GeoLookupRequest, options?: RequestOptions): Promise<GeoAddress[]> {
  return http.postJson('/car/v4/api/address/baidu/getGeo.json', geoAddressListSchema, request, options);
}
