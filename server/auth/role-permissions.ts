import type { ResourceRepository } from '../db/resource-repository';

export const MSG_NO_PERMISSION = '您没有此项操作的权限，请联系主账号开通';

/**
 * What a role may do, decided from the same resource list the UI receives (`newList.json`): the
 * menu and button ids of product-spec §6. A button under a menu the role lacks grants nothing, as
 * in the tree the UI gets, so the server and the UI can never disagree.
 */
export interface RolePermissions {
  holdsAny(roleId: number, resourceIds: readonly string[]): boolean;
}

export function createRolePermissions(resources: Pick<ResourceRepository, 'flatForRole'>): RolePermissions {
  return {
    holdsAny(roleId, resourceIds) {
      const held = new Set(resources.flatForRole(roleId).map((item) => String(item.id)));
      return resourceIds.some((id) => held.has(id));
    },
  };
}
