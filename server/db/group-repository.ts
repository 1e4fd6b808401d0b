import { ONLINE_STATES, type GroupTree, type VehicleColumns } from '@shared/api/dto/group-dto';
import type { Db } from './connection';
import { LIVE_COLUMNS, createLiveReads, encodeCursor, type LiveCursor } from './live-columns';
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
  /**
   * every vehicle the caller may see, column-wise, as the JSON text of a VehicleColumns without its
   * last field (`serverTime`) and closing brace: the reply appends them (vehicle-list-reply.ts)
   */
  allVehiclesJson(scope: VehicleScope): string;
  /**
   * changes whenever what the lists read may have changed: a commit by another connection (the
   * simulator's thread) or a write by this one to the tables the lists read (vehicles, their status,
   * alarms, groups and group assignments; not sessions, logins or exports): what the cached list
   * answer is keyed by
   */
  dataVersion(): string;
  /** the scopes of the customers' operators (each customer's whole fleet): the lists worth preparing at start */
  operatorScopes(): VehicleScope[];
  /** which of these device numbers belong to vehicles the caller may see */
  visibleDeviceNumbers(scope: VehicleScope, deviceNumbers: readonly string[]): Set<string>;
}

const ONLINE_LIST = ONLINE_STATES.map((state) => `'${state}'`).join(', ');

/** A sub-user's visible groups: their assigned groups and every descendant (one path range each). */
const VISIBLE_TO_SUB = `EXISTS (
  SELECT 1 FROM user_vehicle_groups ug JOIN vehicle_groups ag ON ag.id = ug.group_id
  WHERE ug.user_id = @scopeUserId AND g.path GLOB ag.path || '*')`;

/** The columns of a vehicle list, in the answer's order: its name and its SQL over `vehicles v` and `vehicle_status s`. */
const LIST_COLUMNS: readonly (readonly [string, string])[] = [
  ['plate', 'v.plate'],
  ['deviceNo', 'v.device_no'],
  ['groupId', 'v.group_id'],
  ['vehicleId', 'v.id'],
  ...LIVE_COLUMNS,
  // the partial index alarms_open_id gives the set of vehicles with an open alarm once, then a lookup per row
  ['alarm', '(v.id IN (SELECT a.vehicle_id FROM alarms a WHERE a.customer_id = @customerId AND a.processed = 0))'],
];

/**
 * The list as SQLite writes it: one `json_group_array` per column over the vehicles in id order,
 * so the 100k rows never become JavaScript values on the way out (the JSON text is joined as it
 * comes). SQLite writes REAL values as `40.0`: valid JSON, read as 40.
 */
const LIST_JSON_SELECT = `SELECT COUNT(*), ${LIST_COLUMNS.map(([name]) => `json_group_array(${name})`).join(', ')} FROM (
  SELECT ${LIST_COLUMNS.map(([name, sql]) => `${sql} AS ${name}`).join(', ')}
  FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id`;

/** The list object's JSON without its closing brace and `serverTime` (the ETag covers exactly this). */
function listObjectJson(cells: readonly (number | string)[], cursor: LiveCursor): string {
  const [count, ...columns] = cells;
  const fields = LIST_COLUMNS.map(([name], i) => `${JSON.stringify(name)}:${columns[i] as string}`);
  return `{"count":${count as number},${fields.join(',')},"cursor":${JSON.stringify(encodeCursor(cursor))}`;
}

/** The tables a vehicle list reads: a write to one of them by this connection changes `dataVersion()`. */
const LIST_TABLES = ['vehicles', 'vehicle_status', 'alarms', 'vehicle_groups', 'user_vehicle_groups'] as const;

/**
 * Counts this connection's writes to the list's tables with TEMP triggers (they live on this
 * connection only, no migration): a login, a session touch or an export no longer makes the cached
 * list look stale. Installed on first use, after any seeding, so a bulk seed does not pay for them.
 */
function listWriteCounter(db: Db): () => number {
  let read: (() => number) | null = null;
  return () => {
    if (!read) {
      db.exec('CREATE TEMP TABLE IF NOT EXISTS list_writes (n INTEGER NOT NULL); INSERT INTO temp.list_writes SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM temp.list_writes);');
      for (const table of LIST_TABLES) {
        for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
          db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS list_writes_${table}_${event.toLowerCase()} AFTER ${event} ON main.${table} BEGIN UPDATE temp.list_writes SET n = n + 1; END`);
        }
      }
      const statement = db.prepare<[], number>('SELECT n FROM temp.list_writes').pluck(true);
      read = () => statement.get() ?? 0;
    }
    return read();
  };
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
  // data_version moves on another connection's commits only; this connection's writes are counted apart
  const otherCommits = db.prepare<[], number>('SELECT data_version FROM pragma_data_version()').pluck(true);
  const listWrites = listWriteCounter(db);
  const customers = db.prepare<[], number>('SELECT id FROM customers ORDER BY id').pluck(true);
  // the cursor is read before the rows: a change committed meanwhile (by the simulator's connection)
  // is sent again by the feed rather than lost
  const listJson = (where: string, params: Record<string, number>) => {
    const cursor = live.cursorNow();
    const cells = prepared(`${LIST_JSON_SELECT} WHERE ${where} ORDER BY v.id)`).raw(true).get(params) as (number | string)[];
    return listObjectJson(cells, cursor);
  };
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
      const json = listJson(`${scopeCondition(scope)} AND ${group}`, { ...scopeParams(scope), groupId });
      return JSON.parse(`${json},"serverTime":${JSON.stringify(new Date(now).toISOString())}}`) as VehicleColumns;
    },
    allVehiclesJson(scope) {
      return listJson(scopeCondition(scope), { ...scopeParams(scope) });
    },
    dataVersion() {
      return `${otherCommits.get() ?? 0}-${listWrites()}`;
    },
    operatorScopes() {
      return customers.all().map((customerId) => ({ customerId, restrictedToUserId: null }));
    },
    visibleDeviceNumbers(scope, deviceNumbers) {
      if (deviceNumbers.length === 0) return new Set();
      const found = deviceStatement(scope).all({ ...scopeParams(scope), deviceNumbers: JSON.stringify(deviceNumbers) }) as string[];
      return new Set(found);
    },
  };
}
