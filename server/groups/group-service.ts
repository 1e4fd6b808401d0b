import type { GroupTree, VehicleColumns } from '@shared/api/dto/group-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { listGroupVehiclesEndpoint } from '@shared/api/endpoints/group-endpoints';
import type { AuthContext } from '../auth/auth-context';
import type { GroupRepository } from '../db/group-repository';
import { vehicleScopeOf, type VehicleScope } from '../db/vehicle-scope';
import { refuse } from '../http/refusal';
import type { VehicleListSource } from '../live/vehicle-list-reply';

/** The same answer for a missing group and another's: existence never leaks. */
export const MSG_GROUP_NOT_VISIBLE = '分组不存在或无权查看';

export interface GroupServiceDeps {
  groups: GroupRepository;
  now: () => number;
}

/**
 * The vehicle group tree and the compact vehicle lists the console's tree and map are built from.
 * Everything is scoped by the session: a sub-user's tree starts at their groups.
 */
/** A scope's vehicle list: its cache key and where it is read from. */
export interface VehicleListOfScope {
  scopeKey: string;
  source: VehicleListSource;
}

export function createGroupService({ groups, now }: GroupServiceDeps) {
  const listOf = (scope: VehicleScope): VehicleListOfScope => ({
    scopeKey: `${scope.customerId}:${scope.restrictedToUserId ?? 0}`,
    source: { version: () => groups.dataVersion(), read: () => groups.allVehiclesJson(scope), now },
  });
  return {
    tree(auth: AuthContext): GroupTree {
      return groups.tree(vehicleScopeOf(auth));
    },

    groupVehicles(auth: AuthContext, request: ParsedRequestOf<typeof listGroupVehiclesEndpoint>): VehicleColumns {
      const columns = groups.groupVehicles(vehicleScopeOf(auth), request.groupId, request.includeDescendants ?? false, now());
      return columns ?? refuse(MSG_GROUP_NOT_VISIBLE);
    },

    /** Every vehicle the caller may see: the scope's cache key and where its list is read from. */
    allVehicles(auth: AuthContext): VehicleListOfScope {
      return listOf(vehicleScopeOf(auth));
    },

    /** The list of each customer's operators (their whole fleet): what is worth preparing at start. */
    operatorLists(): VehicleListOfScope[] {
      return groups.operatorScopes().map(listOf);
    },
  };
}

export type GroupService = ReturnType<typeof createGroupService>;
