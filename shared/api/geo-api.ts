import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { GeoAddress, ProvinceOutlineDto } from './dto/geo-dto';
import { getAddressesEndpoint, getProvinceOutlinesEndpoint, type GeoLookupRequest } from './endpoints/geo-endpoints';

/** Addresses for up to 50 positions (product-spec §7, §9). */
export function getAddresses(http: HttpClient, request: GeoLookupRequest, options?: RequestOptions): Promise<GeoAddress[]> {
  return callEndpoint(http, getAddressesEndpoint, request, options);
}

/** China's province outlines (WGS-84), drawn by the map when its tiles cannot load. */
export function getProvinceOutlines(http: HttpClient, options?: RequestOptions): Promise<ProvinceOutlineDto[]> {
  return callEndpoint(http, getProvinceOutlinesEndpoint, {}, options);
}
