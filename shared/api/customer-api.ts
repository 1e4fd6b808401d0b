import type { HttpClient } from '../http/http-client';
import { customerInfoSchema, type CustomerInfo } from './dto/customer-dto';

/** Branding for the current host (product-spec §1: keyed by host, fetched on the first navigation). */
export function getCustomerInfo(http: HttpClient, host: string): Promise<CustomerInfo> {
  return http.get('/car/v1/api/customer/getCustomerInfo.json', customerInfoSchema, { url: host });
}
