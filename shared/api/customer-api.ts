import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { CustomerInfo } from './dto/customer-dto';
import { customerInfoEndpoint } from './endpoints/customer-endpoints';

/** Branding for the current host (product-spec §1: keyed by host, fetched on the first navigation). */
export function getCustomerInfo(http: HttpClient, host: string, options?: RequestOptions): Promise<CustomerInfo> {
  return callEndpoint(http, customerInfoEndpoint, { url: host }, options);
}
