import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { GeoAddress } from './dto/geo-dto';
import { getAddressesEndpoint, type GeoLookupRequest } from './endpoints/geo-endpoints';

/** Addresses for up to 50 positions (product-spec §7, §9). */
export function getAddresses(http: HttpClient, request: GeoLookupRequest, options?: RequestOptions): Promise<GeoAddress[]> {
  return callEndpoint(http, getAddressesEndpoint, request, options);
}
