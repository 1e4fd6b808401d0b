import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { ResourceItem } from './dto/resource-dto';
import { RESOURCE_FROM, RESOURCE_VERSION, resourceTreeEndpoint } from './endpoints/resource-endpoints';

/** The role's resource tree: menus and type-3 button permissions (product-spec §6, §7). */
export function listResources(http: HttpClient, options?: RequestOptions): Promise<ResourceItem[]> {
  return callEndpoint(http, resourceTreeEndpoint, { version: RESOURCE_VERSION, from: RESOURCE_FROM }, options);
}
