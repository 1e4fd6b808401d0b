import { RESOURCE_TYPE_BUTTON, type ResourceItem } from '../api/dto/resource-dto';

/** Permission maps keyed by the resource id as a string (route ids are numbers, sub-app ids strings). */
export interface PermissionMaps {
  /** menus (every type but 3), root wrapper excluded */
  menus: Map<string, ResourceItem>;
  /** type-3 button permissions */
  buttons: Map<string, ResourceItem>;
}

/** Splits the server's resource tree into the menu map and the button map (product-spec §6). */
export function buildPermissionMaps(resources: readonly ResourceItem[]): PermissionMaps {
  const menus = new Map<string, ResourceItem>();
  const buttons = new Map<string, ResourceItem>();
  const visit = (items: readonly ResourceItem[] | null | undefined) => {
    for (const item of items ?? []) {
      const key = String(item.id);
      if (item.type === RESOURCE_TYPE_BUTTON) buttons.set(key, item);
      else if (key !== '0') menus.set(key, item);
      visit(item.children);
    }
  };
  visit(resources);
  return { menus, buttons };
}

/**
 * Keeps only permitted menu ids (product-spec §6). A node whose id is not permitted is dropped
 * with its subtree; id 0 (the root wrapper) is kept only if it has permitted children.
 */
export function filterMenuTree<T extends { id: number | string; children?: T[] | null }>(
  tree: readonly T[],
  permitted: ReadonlyMap<string, unknown> | ReadonlySet<string>,
): T[] {
  const result: T[] = [];
  for (const node of tree) {
    const children = node.children ? filterMenuTree(node.children, permitted) : node.children;
    if (String(node.id) === '0') {
      if (children && children.length > 0) result.push({ ...node, children });
      continue;
    }
    if (permitted.has(String(node.id))) result.push({ ...node, children });
  }
  return result;
}
