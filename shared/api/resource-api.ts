import type { HttpClient } from '../http/http-client';
import { resourceListSchema, type ResourceItem } from './dto/resource-dto';

/** The role's resource tree: menus and type-3 button permissions (product-spec §6, §7). */
export function listResources(http: HttpClient): Promise<ResourceItem[]> {
  return http.get('/car/v1/api/resource/newList.json', resourceListSchema, { version: 'v4', from: 'carWeb4' });
}
