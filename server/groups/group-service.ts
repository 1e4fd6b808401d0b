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

/** trees kept (one per scope asked recently), like the vehicle lists */
const TREE_CACHE_MAX = 16;

const scopeKeyOf = (scope: VehicleScope) => `${scope.customerId}:${scope.restrictedToUserId ?? 0}`;

export function createGroupService({ groups, now }: GroupServiceDeps) {
  const listOf = (scope: VehicleScope): VehicleListOfScope => ({
    scopeKey: scopeKeyOf(scope),
    source: { version: () => groups.dataVersion(), read: () => groups.allVehiclesJson(scope), now },
  });
  // The console asks for the tree and the list together, and the tree's counts are an aggregate over
  // the whole fleet (~0.15 s at 100k, on the event loop): built on the request, they held the list's
  // answer back by as much. Kept per scope while the list's data version is unchanged (the tree reads
  // the same tables), and built at start with the lists.
  const trees = new Map<string, { version: string; tree: GroupTree }>();
  const treeOf = (scope: VehicleScope): GroupTree => {
    const key = scopeKeyOf(scope);
    const version = groups.dataVersion();
    const kept = trees.get(key);
    trees.delete(key);
    const entry = kept && kept.version === version ? kept : { version, tree: groups.tree(scope) };
    trees.set(key, entry);
    while (trees.size > TREE_CACHE_MAX) trees.delete(trees.keys().next().value as string);
    return entry.tree;
  };
  return {
    tree(auth: AuthContext): GroupTree {
      return treeOf(vehicleScopeOf(auth));
    },

    /** Builds each customer's operator tree ahead of its first request (see `operatorLists`). */
    prepareOperatorTrees(): void {
      for (const scope of groups.operatorScopes()) treeOf(scope);
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
