import * as z from 'zod/mini';
import { resourceItemSchema, type ResourceItem } from '../api/dto/resource-dto';
import { STORAGE_KEYS } from '../constants/storage-keys';
import { buildPermissionMaps, filterMenuTree } from '../permission/permission-maps';
import type { TypedStorage } from './typed-storage';

const navMenuListSchema = z.array(resourceItemSchema);

/**
 * `navMenuList` (product-spec §3, §6): the navigation menu tree of the role, filtered to the
 * permitted menu ids with the spec's rule (id 0 kept only with permitted children; button
 * permissions are not menus).
 */
export function navMenuTree(resources: readonly ResourceItem[]): ResourceItem[] {
  return filterMenuTree(resources, buildPermissionMaps(resources).menus);
}

export function readNavMenuList(storage: TypedStorage): ResourceItem[] | null {
  return storage.read(STORAGE_KEYS.navMenuList, navMenuListSchema);
}

export function writeNavMenuList(storage: TypedStorage, resources: readonly ResourceItem[]): boolean {
  return storage.write(STORAGE_KEYS.navMenuList, navMenuTree(resources));
}
