import {
  ALARM_TYPE_INFO,
  PROCESS_METHOD_NAMES,
  type AlarmCounts,
  type AlarmPage,
  type AlarmRow,
  type AlarmType,
  type ProcessAlarmResult,
  type ProcessMethod,
} from '@shared/api/dto/alarm-dto';
import { alarmConditions, amongVehicles, inVehicleSet, vehicleSetCondition, type AlarmFilter, type SqlCondition } from './alarm-conditions';
import { bumpAlarmGeneration, createTotalsCache } from './alarm-totals-cache';
import { ALARM_COLUMNS, ALARM_JOINS, toAlarmRow, type AlarmDbRow } from './alarm-rows';
import type { Db } from './connection';
import { statementCache } from './statement-cache';
import type { VehicleScope } from './vehicle-scope';

/**
 * `total` is counted exactly up to this many alarms. Measured at 1M alarms (server/README.md): an exact
 * count of a month for the whole customer reads every index entry of the month (~40 ms), which alone
 * breaks the 50 ms p99 budget; counting at most 10 000 keeps every page under ~3 ms.
 */
export const ALARM_TOTAL_CAP = 10_000;
/**
 * A vehicle set up to this size is queried vehicle by vehicle (alarms_vehicle_time, then a sort of
 * their month, ~10 alarms each); a larger one is checked along the customer's time index, where it
 * is dense enough to fill a page and the capped count quickly.
 */
export const SMALL_VEHICLE_SET = 1000;

export interface AlarmPageRequest extends AlarmFilter {
  pageNum: number;
  pageSize: number;
}

export interface ProcessRequest {
  alarmIds: readonly number[];
  method: ProcessMethod;
  note: string | null;
  handlerId: number;
  now: number;
}

export interface AlarmRepository {
  page(scope: VehicleScope, request: AlarmPageRequest): AlarmPage;
  /** unprocessed alarms with id > sinceId among `types`, newest first */
  realtime(scope: VehicleScope, sinceId: number, limit: number, types: readonly AlarmType[]): AlarmRow[];
  countUnprocessed(scope: VehicleScope): AlarmCounts;
  process(scope: VehicleScope, request: ProcessRequest): ProcessAlarmResult;
}

type Params = Record<string, number | string | null>;

export const MSG_ALARM_PROCESSED = '处理成功';
export const MSG_ALARM_ALREADY_PROCESSED = '该报警已处理，未重复处理';
export const MSG_ALARM_NOT_FOUND = '报警不存在或无权处理';

/** The caller's vehicles as a per-alarm check; null for an operator (the customer id is enough). */
function scopedVehicles(scope: VehicleScope): SqlCondition | null {
  const set = vehicleSetCondition(scope, {});
  return set ? inVehicleSet(set) : null;
}

export function createAlarmRepository(db: Db): AlarmRepository {
  // a bounded number of filter shapes exists (each filter present or not); each is prepared once
  const prepared = statementCache(db);

  // The page is chosen on `alarms` alone (index order, LIMIT/OFFSET), then joined: the planner never
  // gets the chance to start from vehicles and sort a month of alarms.
  const pageSql = (where: string) => `
    SELECT ${ALARM_COLUMNS}
    FROM (SELECT a.id FROM alarms a WHERE ${where} ORDER BY a.alarm_time DESC, a.id DESC LIMIT @limit OFFSET @offset) picked
    JOIN alarms a ON a.id = picked.id
    ${ALARM_JOINS}
    ORDER BY a.alarm_time DESC, a.id DESC`;
  const countSql = (where: string) => `SELECT COUNT(*) AS total FROM (SELECT 1 FROM alarms a WHERE ${where} LIMIT @cap)`;

  const visibleSql = (where: string | null) =>
    `SELECT a.id, a.processed FROM alarms a
     WHERE a.id IN (SELECT value FROM json_each(@ids)) AND a.customer_id = @customerId${where ? ` AND ${where}` : ''}`;
  const totals = createTotalsCache(db);
  const markProcessed = db.prepare(`
    UPDATE alarms SET processed = 1, process_method = @method, handler_id = @handlerId, processed_at = @now, note = @note
    WHERE id IN (SELECT value FROM json_each(@ids)) AND processed = 0`);

  return {
    page(scope, request) {
      const empty = { list: [], total: 0, totalCapped: false, pageNum: request.pageNum, pageSize: request.pageSize };
      const set = vehicleSetCondition(scope, request);
      let vehicles: SqlCondition | null = null;
      let byVehicle = false;
      if (set) {
        const ids = (prepared(`SELECT v.id FROM ${set.from} WHERE ${set.sql} LIMIT @max`).all({ ...set.params, max: SMALL_VEHICLE_SET + 1 }) as { id: number }[]).map(
          (row) => row.id,
        );
        if (ids.length === 0) return empty;
        byVehicle = ids.length <= SMALL_VEHICLE_SET;
        vehicles = byVehicle ? amongVehicles(ids) : inVehicleSet(set);
      }
      const { sql, params } = alarmConditions(scope, request, vehicles, byVehicle);
      const total = totals.get(`${sql}\n${JSON.stringify(params)}`, () => (prepared(countSql(sql)).get({ ...params, cap: ALARM_TOTAL_CAP + 1 }) as { total: number }).total);
      if (total === 0) return empty;
      const rows = prepared(pageSql(sql)).all({ ...params, limit: request.pageSize, offset: (request.pageNum - 1) * request.pageSize }) as AlarmDbRow[];
      return {
        list: rows.map(toAlarmRow),
        total: Math.min(total, ALARM_TOTAL_CAP),
        totalCapped: total > ALARM_TOTAL_CAP,
        pageNum: request.pageNum,
        pageSize: request.pageSize,
      };
    },

    realtime(scope, sinceId, limit, types) {
      const vehicles = scopedVehicles(scope);
      const where = ['a.customer_id = @customerId', 'a.processed = 0', 'a.id > @sinceId', 'a.type IN (SELECT value FROM json_each(@types))'];
      if (vehicles) where.push(vehicles.sql);
      const sql = `SELECT ${ALARM_COLUMNS}
        FROM (SELECT a.id FROM alarms a WHERE ${where.join(' AND ')} ORDER BY a.id DESC LIMIT @limit) picked
        JOIN alarms a ON a.id = picked.id ${ALARM_JOINS}
        ORDER BY a.id DESC`;
      const params: Params = { customerId: scope.customerId, sinceId, limit, types: JSON.stringify(types), ...vehicles?.params };
      return (prepared(sql).all(params) as AlarmDbRow[]).map(toAlarmRow);
    },

    countUnprocessed(scope) {
      const vehicles = scopedVehicles(scope);
      const sql = `SELECT a.type, COUNT(*) AS count FROM alarms a
        WHERE a.customer_id = @customerId AND a.processed = 0${vehicles ? ` AND ${vehicles.sql}` : ''}
        GROUP BY a.type`;
      const rows = prepared(sql).all({ customerId: scope.customerId, ...vehicles?.params }) as { type: AlarmType; count: number }[];
      const byType = rows
        .filter((row) => ALARM_TYPE_INFO[row.type] !== undefined)
        .map((row) => ({ type: row.type, typeName: ALARM_TYPE_INFO[row.type].name, count: row.count }))
        .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
      return { total: byType.reduce((sum, row) => sum + row.count, 0), byType };
    },


    process(scope, request) {
      const ids = [...new Set(request.alarmIds)];
      const vehicles = scopedVehicles(scope);
      return db.transaction((): ProcessAlarmResult => {
        const visible = prepared(visibleSql(vehicles?.sql ?? null)).all({
          ids: JSON.stringify(ids),
          customerId: scope.customerId,
          ...vehicles?.params,
        }) as { id: number; processed: number }[];
        const state = new Map(visible.map((row) => [row.id, row.processed === 1]));
        const open = ids.filter((id) => state.get(id) === false);
        if (open.length > 0) {
          bumpAlarmGeneration(db);
          markProcessed.run({ ids: JSON.stringify(open), method: request.method, handlerId: request.handlerId, now: request.now, note: request.note });
        }
        const results = ids.map((alarmId) => {
          const processed = state.get(alarmId);
          if (processed === undefined) return { alarmId, result: 'notFound' as const, msg: MSG_ALARM_NOT_FOUND };
          if (processed) return { alarmId, result: 'alreadyProcessed' as const, msg: MSG_ALARM_ALREADY_PROCESSED };
          return { alarmId, result: 'processed' as const, msg: `${MSG_ALARM_PROCESSED}（${PROCESS_METHOD_NAMES[request.method]}）` };
        });
        const count = (code: string) => results.filter((item) => item.result === code).length;
        return { processed: count('processed'), alreadyProcessed: count('alreadyProcessed'), notFound: count('notFound'), results };
      })();
    },
  };
}
