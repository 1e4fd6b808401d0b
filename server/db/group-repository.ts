import { ONLINE_STATES, type GroupTree, type VehicleColumns } from '@shared/api/dto/group-dto';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import type { Db } from './connection';
import { buildGroupTree, type GroupCount, type GroupRecord } from './group-tree';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';
import { statementCache } from './statement-cache';

export interface GroupRepository {
  /** the caller's group tree with online/total per node (descendants included) */
  tree(scope: VehicleScope): GroupTree;
  /** whether the group exists and lies inside the caller's scope */
  isVisible(scope: VehicleScope, groupId: number): boolean;
  /** a visible group's vehicles (optionally with its descendants'); null when the group is not visible */
  groupVehicles(scope: VehicleScope, groupId: number, includeDescendants: boolean, now: number): VehicleColumns | null;
  /** every vehicle the caller may see, column-wise */
  allVehicles(scope: VehicleScope, now: number): VehicleColumns;
  /** which of these device numbers belong to vehicles the caller may see */
  visibleDeviceNumbers(scope: VehicleScope, deviceNumbers: readonly string[]): Set<string>;
}

type CompactRow = [number, string, number, VehicleState, number | null, number | null, number, number, number | null];

const ONLINE_LIST = ONLINE_STATES.map((state) => `'${state}'`).join(', ');

const COMPACT_SELECT = `
  SELECT v.id, v.plate, v.group_id, s.state, s.lng, s.lat, s.speed, s.direction, s.fix_time
  FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id`;

/** A sub-user's visible groups: their assigned groups and every descendant (one path range each). */
const VISIBLE_TO_SUB = `EXISTS (
  SELECT 1 FROM user_vehicle_groups ug JOIN vehicle_groups ag ON ag.id = ug.group_id
  WHERE ug.user_id = @scopeUserId AND g.path GLOB ag.path || '*')`;

function toColumns(rows: readonly CompactRow[], now: number): VehicleColumns {
  const columns: VehicleColumns = {
    count: rows.length,
    vehicleId: new Array<number>(rows.length),
    plate: new Array<string>(rows.length),
    groupId: new Array<number>(rows.length),
    state: new Array<VehicleState>(rows.length),
    lng: new Array<number | null>(rows.length),
    lat: new Array<number | null>(rows.length),
    speed: new Array<number>(rows.length),
    direction: new Array<number>(rows.length),
    fixTime: new Array<number | null>(rows.length),
    serverTime: new Date(now).toISOString(),
  };
  rows.forEach((row, i) => {
    [columns.vehicleId[i], columns.plate[i], columns.groupId[i], columns.state[i], columns.lng[i], columns.lat[i], columns.speed[i], columns.direction[i], columns.fixTime[i]] = row;
  });
  return columns;
}

export function createGroupRepository(db: Db): GroupRepository {
  const operatorGroups = db.prepare<{ customerId: number }, GroupRecord>(
    'SELECT g.id, g.parent_id AS parentId, g.name, g.path FROM vehicle_groups g WHERE g.customer_id = @customerId',
  );
  const subGroups = db.prepare<{ customerId: number; scopeUserId: number }, GroupRecord>(
    `SELECT g.id, g.parent_id AS parentId, g.name, g.path FROM vehicle_groups g WHERE g.customer_id = @customerId AND ${VISIBLE_TO_SUB}`,
  );
  // One aggregate over the customer's fleet; groups outside a sub-user's tree are dropped in memory,
  // which is cheaper than pushing the group filter into a 100k-row join.
  const counts = db.prepare<{ customerId: number }, GroupCount>(
    `SELECT v.group_id AS groupId, COUNT(*) AS total, SUM(s.state IN (${ONLINE_LIST})) AS online
     FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id
     WHERE v.customer_id = @customerId GROUP BY v.group_id`,
  );
  const visible = db.prepare<{ customerId: number; scopeUserId: number; groupId: number }, { id: number }>(
    `SELECT g.id FROM vehicle_groups g
     WHERE g.id = @groupId AND g.customer_id = @customerId AND (@scopeUserId = 0 OR ${VISIBLE_TO_SUB})`,
  );
  const prepared = statementCache(db);
  const compact = (where: string) => prepared(`${COMPACT_SELECT} WHERE ${where} ORDER BY v.id`).raw(true);
  // one statement for any list length: the numbers travel as one JSON array parameter
  const deviceStatement = (scope: VehicleScope) =>
    prepared(`SELECT v.device_no FROM vehicles v WHERE ${scopeCondition(scope)} AND v.device_no IN (SELECT value FROM json_each(@deviceNumbers))`).pluck(true);
  const isVisible = (scope: VehicleScope, groupId: number) => visible.get({ ...scopeParams(scope), groupId }) !== undefined;

  return {
    tree(scope) {
      const params = scopeParams(scope);
      const groups = scope.restrictedToUserId === null ? operatorGroups.all({ customerId: params.customerId }) : subGroups.all(params);
      return buildGroupTree(groups, counts.all({ customerId: params.customerId }));
    },
    isVisible,
    groupVehicles(scope, groupId, includeDescendants, now) {
      if (!isVisible(scope, groupId)) return null;
      const group = includeDescendants
        ? `v.group_id IN (SELECT d.id FROM vehicle_groups sel
             JOIN vehicle_groups d ON d.customer_id = sel.customer_id AND d.path GLOB sel.path || '*' WHERE sel.id = @groupId)`
        : 'v.group_id = @groupId';
      const rows = compact(`${scopeCondition(scope)} AND ${group}`).all({ ...scopeParams(scope), groupId }) as CompactRow[];
      return toColumns(rows, now);
    },
    allVehicles(scope, now) {
      return toColumns(compact(scopeCondition(scope)).all(scopeParams(scope)) as CompactRow[], now);
    },
    visibleDeviceNumbers(scope, deviceNumbers) {
      if (deviceNumbers.length === 0) return new Set();
      const found = deviceStatement(scope).all({ ...scopeParams(scope), deviceNumbers: JSON.stringify(deviceNumbers) }) as string[];
      return new Set(found);
    },
  };
}
