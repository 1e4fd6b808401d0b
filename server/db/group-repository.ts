import { ONLINE_STATES, PLATE_SEPARATOR, type GroupTree, type VehicleColumns } from '@shared/api/dto/group-dto';
import { VEHICLE_STATES } from '@shared/api/dto/vehicle-dto';
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
   * every vehicle the caller may see, column-wise and coded, as the JSON text of a VehicleListWire
   * without its last field (`serverTime`) and closing brace: the reply appends them (vehicle-list-reply.ts)
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

/** A live column's SQL by its name (one source: `LIVE_COLUMNS`). */
const liveSql = (name: (typeof LIVE_COLUMNS)[number][0]): string => LIVE_COLUMNS.find(([column]) => column === name)?.[1] ?? 'NULL';

/**
 * The full list's columns as they go on the wire (`vehicleListWireSchema`, server/README.md): plates
 * joined into one string, states as their index in VEHICLE_STATES, the times as milliseconds before
 * `@timeBase` (the report time) or before the report time (the fix and the state's start), positions
 * to 6 decimals. Each entry is [name, SQL aggregate over the rows of the inner select].
 */
const WIRE_REPORT = liveSql('reportTime');
const WIRE_REFERENCE = `COALESCE(${WIRE_REPORT}, @timeBase)`;
const WIRE_COLUMNS: readonly (readonly [string, string, string])[] = [
  ['plates', 'v.plate', `json_quote(COALESCE(group_concat(plates, char(${PLATE_SEPARATOR.charCodeAt(0)})), ''))`],
  ['deviceNo', 'v.device_no', ''],
  ['groupId', 'v.group_id', ''],
  ['vehicleId', 'v.id', ''],
  ['state', `CASE ${liveSql('state')} ${VEHICLE_STATES.map((state, code) => `WHEN '${state}' THEN ${code}`).join(' ')} END`, ''],
  ['lng', `round(${liveSql('lng')}, 6)`, ''],
  ['lat', `round(${liveSql('lat')}, 6)`, ''],
  ['speed', liveSql('speed'), ''],
  ['direction', liveSql('direction'), ''],
  ['accOn', liveSql('accOn'), ''],
  ['alarm', LIST_COLUMNS.find(([name]) => name === 'alarm')?.[1] ?? '0', ''],
  ['reportTime', `@timeBase - ${WIRE_REPORT}`, ''],
  ['fixTime', `${WIRE_REFERENCE} - ${liveSql('fixTime')}`, ''],
  ['stateSince', `${WIRE_REFERENCE} - ${liveSql('stateSince')}`, ''],
];
const WIRE_JSON_SELECT = `SELECT COUNT(*), ${WIRE_COLUMNS.map(([name, , aggregate]) => aggregate || `json_group_array(${name})`).join(', ')} FROM (
  SELECT ${WIRE_COLUMNS.map(([name, sql]) => `${sql} AS ${name}`).join(', ')}
  FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id`;

/** The coded list's JSON without its closing brace and `serverTime`. */
function wireObjectJson(cells: readonly (number | string)[], cursor: LiveCursor): string {
  const [count, ...columns] = cells;
  const fields = WIRE_COLUMNS.map(([name], i) => `${JSON.stringify(name)}:${columns[i] as string}`);
  return `{"count":${count as number},"states":${JSON.stringify(VEHICLE_STATES)},"timeBase":${cursor.at},${fields.join(',')},"cursor":${JSON.stringify(encodeCursor(cursor))}`;
}

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
  // Every vehicle has its status row (the seed writes both; nothing else adds vehicles).
  // The online set is read once from the state index (covering: state, vehicle_id) into SQLite's
  // in-memory IN list, then the vehicles come from the (customer_id, group_id) index: no row of either
  // table is read. The join it replaces looked up 100k status rows at random (~2x the time).
  const counts = db.prepare<{ customerId: number }, GroupCount>(
    `SELECT v.group_id AS groupId, COUNT(*) AS total,
       SUM(v.id IN (SELECT vehicle_id FROM vehicle_status WHERE state IN (${ONLINE_LIST}))) AS online
     FROM vehicles v WHERE v.customer_id = @customerId GROUP BY v.group_id`,
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
      const cursor = live.cursorNow();
      const sql = `${WIRE_JSON_SELECT} WHERE ${scopeCondition(scope)} ORDER BY v.id)`;
      const cells = prepared(sql).raw(true).get({ ...scopeParams(scope), timeBase: cursor.at }) as (number | string)[];
      return wireObjectJson(cells, cursor);
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
