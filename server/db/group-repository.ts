import { ONLINE_STATES, type GroupTree, type VehicleColumns } from '@shared/api/dto/group-dto';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import type { Db } from './connection';
import { LIVE_SELECT, createLiveReads, encodeCursor, type LiveCursor, type LiveTuple } from './live-columns';
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

/** [vehicleId, plate, deviceNo, groupId, ...the live columns] */
type CompactRow = [number, string, string, number, ...LiveTuple];

const ONLINE_LIST = ONLINE_STATES.map((state) => `'${state}'`).join(', ');

const COMPACT_SELECT = `
  SELECT v.id, v.plate, v.device_no, v.group_id, ${LIVE_SELECT}
  FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id`;

/** A sub-user's visible groups: their assigned groups and every descendant (one path range each). */
const VISIBLE_TO_SUB = `EXISTS (
  SELECT 1 FROM user_vehicle_groups ug JOIN vehicle_groups ag ON ag.id = ug.group_id
  WHERE ug.user_id = @scopeUserId AND g.path GLOB ag.path || '*')`;

function toColumns(rows: readonly CompactRow[], alarmed: ReadonlySet<number>, cursor: LiveCursor, now: number): VehicleColumns {
  const n = rows.length;
  const columns: VehicleColumns = {
    count: n,
    plate: new Array<string>(n),
    deviceNo: new Array<string>(n),
    groupId: new Array<number>(n),
    vehicleId: new Array<number>(n),
    state: new Array<VehicleState>(n),
    lng: new Array<number | null>(n),
    lat: new Array<number | null>(n),
    speed: new Array<number>(n),
    direction: new Array<number>(n),
    accOn: new Array<number>(n),
    alarm: new Array<number>(n),
    fixTime: new Array<number | null>(n),
    reportTime: new Array<number | null>(n),
    stateSince: new Array<number | null>(n),
    cursor: encodeCursor(cursor),
    // last: the list's ETag is computed over everything before it
    serverTime: new Date(now).toISOString(),
  };
  rows.forEach((row, i) => {
    [
      columns.vehicleId[i],
      columns.plate[i],
      columns.deviceNo[i],
      columns.groupId[i],
      columns.state[i],
      columns.lng[i],
      columns.lat[i],
      columns.speed[i],
      columns.direction[i],
      columns.accOn[i],
      columns.fixTime[i],
      columns.reportTime[i],
      columns.stateSince[i],
    ] = row;
    columns.alarm[i] = alarmed.has(row[0]) ? 1 : 0;
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
  const live = createLiveReads(db);
  // the cursor is read before the rows: a change committed meanwhile (by the simulator's connection)
  // is sent again by the feed rather than lost
  const columnsOf = (scope: VehicleScope, read: () => CompactRow[], now: number) => {
    const cursor = live.cursorNow();
    const rows = read();
    return toColumns(rows, live.openAlarmVehicles(scope), cursor, now);
  };
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
      return columnsOf(scope, () => compact(`${scopeCondition(scope)} AND ${group}`).all({ ...scopeParams(scope), groupId }) as CompactRow[], now);
    },
    allVehicles(scope, now) {
      return columnsOf(scope, () => compact(scopeCondition(scope)).all(scopeParams(scope)) as CompactRow[], now);
    },
    visibleDeviceNumbers(scope, deviceNumbers) {
      if (deviceNumbers.length === 0) return new Set();
      const found = deviceStatement(scope).all({ ...scopeParams(scope), deviceNumbers: JSON.stringify(deviceNumbers) }) as string[];
      return new Set(found);
    },
  };
}
