import type { AlarmRow, AlarmType, ProcessedState } from '@shared/api/dto/alarm-dto';
import type { AlarmSortField, ReportSortOrder } from '@shared/api/endpoints/report-endpoints';
import { DAY_MS } from '@shared/constants/time';
import { toAlarmRow, type AlarmDbRow } from './alarm-rows';
import type { Db } from './connection';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';
import { statementCache } from './statement-cache';

/**
 * The reports' queries. Vehicle reports page the caller's vehicles (ORDER BY id on the customer index)
 * and then read only that page's daily rows, so a page costs the same at 3 000 or 100 000 vehicles.
 */

export interface ReportVehicleFilter {
  vehicleIds?: readonly number[];
  groupIds?: readonly number[];
}

export interface ReportVehicle {
  vehicleId: number;
  plate: string;
  deviceNo: string;
  groupName: string;
}

export interface DailyStatRow {
  vehicle_id: number;
  day: string;
  mileage_m: number;
  online_ms: number;
}

export interface AlarmReportFilter extends ReportVehicleFilter {
  start: number;
  end: number;
  alarmTypes?: readonly AlarmType[];
  processedState?: ProcessedState;
}

/** How a vehicle report orders its vehicles: by plate, or by a figure summed over the range. */
export interface VehicleSort {
  by: 'plate' | 'mileage' | 'online' | 'onlineDays';
  order: ReportSortOrder;
  firstDay: string;
  lastDay: string;
}

export interface AlarmSort {
  by: AlarmSortField;
  order: ReportSortOrder;
}

/** One day's figures summed over every matching vehicle. */
export interface DaySums {
  day: string;
  mileage_m: number;
  /** each vehicle's online time capped at the day's elapsed length */
  online_ms: number;
  /** vehicles with any online time that day */
  online_vehicles: number;
}

export interface AlarmTypeCount {
  type: AlarmType;
  count: number;
  processed: number;
}

/** Counting stops here; the report shows "10000+" beyond (the alarm page does the same). */
export const ALARM_COUNT_CAP = 10_000;

export interface ReportRepository {
  vehicles(scope: VehicleScope, filter: ReportVehicleFilter, pageNum: number, pageSize: number, sort?: VehicleSort): { list: ReportVehicle[]; total: number };
  /** how many vehicles match */
  vehicleCount(scope: VehicleScope, filter: ReportVehicleFilter): number;
  /** per day of the range (days without data left out), over every matching vehicle; `today` caps today's online time at `todayElapsedMs` */
  daySums(scope: VehicleScope, filter: ReportVehicleFilter, firstDay: string, lastDay: string, today: { day: string; elapsedMs: number }): DaySums[];
  /** every matching alarm counted by type (no cap) */
  alarmTypeCounts(scope: VehicleScope, filter: AlarmReportFilter): AlarmTypeCount[];
  dailyStats(vehicleIds: readonly number[], firstDay: string, lastDay: string): DailyStatRow[];
  alarms(scope: VehicleScope, filter: AlarmReportFilter, pageNum: number, pageSize: number, sort?: AlarmSort): { list: AlarmRow[]; total: number; capped: boolean };
}

/** Only fixed fragments are joined; values travel as parameters (lists as JSON through json_each). */
function vehicleConditions(filter: ReportVehicleFilter): string[] {
  const conditions: string[] = [];
  if (filter.vehicleIds?.length) conditions.push('v.id IN (SELECT value FROM json_each(@vehicleIds))');
  if (filter.groupIds?.length) {
    conditions.push(`v.group_id IN (
      SELECT d.id FROM json_each(@groupIds) j
      JOIN vehicle_groups sel ON sel.id = j.value
      JOIN vehicle_groups d ON d.customer_id = sel.customer_id AND d.path GLOB sel.path || '*')`);
  }
  return conditions;
}

function vehicleParams(scope: VehicleScope, filter: ReportVehicleFilter) {
  return {
    ...scopeParams(scope),
    ...(filter.vehicleIds?.length ? { vehicleIds: JSON.stringify(filter.vehicleIds) } : {}),
    ...(filter.groupIds?.length ? { groupIds: JSON.stringify(filter.groupIds) } : {}),
  };
}

function alarmConditions(filter: AlarmReportFilter): string[] {
  const conditions = ['a.customer_id = @customerId', 'a.alarm_time >= @start', 'a.alarm_time <= @end'];
  if (filter.alarmTypes?.length) conditions.push('a.type IN (SELECT value FROM json_each(@alarmTypes))');
  if (filter.processedState === 'processed') conditions.push('a.processed = 1');
  if (filter.processedState === 'unprocessed') conditions.push('a.processed = 0');
  return conditions;
}

const DIRECTION = { asc: 'ASC', desc: 'DESC' } as const;

/**
 * The ORDER BY of a vehicle page: fixed fragments only (the field and order were whitelisted by the
 * endpoint's schema). A figure is one index seek per vehicle on (vehicle_id, day); ties by id.
 */
function vehicleOrder(sort: VehicleSort | undefined): string {
  if (!sort) return 'v.id';
  const direction = DIRECTION[sort.order];
  const sum = (expression: string) => `(SELECT COALESCE(SUM(${expression}), 0) FROM vehicle_daily_stats ds
    WHERE ds.vehicle_id = v.id AND ds.day BETWEEN @firstDay AND @lastDay) ${direction}, v.id`;
  if (sort.by === 'mileage') return sum('ds.mileage_m');
  if (sort.by === 'online') return sum('ds.online_ms');
  if (sort.by === 'onlineDays') return sum('ds.online_ms > 0');
  return `v.plate ${direction}, v.id`;
}

const ALARM_ORDER: Record<AlarmSortField, string> = { alarmTime: 'a.alarm_time', plate: 'v.plate', level: 'a.level', speed: 'a.speed' };

function alarmOrder(sort: AlarmSort | undefined): string {
  if (!sort) return 'a.alarm_time DESC, a.id DESC';
  const direction = DIRECTION[sort.order];
  // the newest first among equals: a sort by plate still reads like the alarm list
  return sort.by === 'alarmTime' ? `a.alarm_time ${direction}, a.id ${direction}` : `${ALARM_ORDER[sort.by]} ${direction}, a.alarm_time DESC, a.id DESC`;
}

function alarmParams(scope: VehicleScope, filter: AlarmReportFilter) {
  return {
    ...vehicleParams(scope, filter),
    start: filter.start,
    end: filter.end,
    ...(filter.alarmTypes?.length ? { alarmTypes: JSON.stringify(filter.alarmTypes) } : {}),
  };
}

export function createReportRepository(db: Db): ReportRepository {
  const prepared = statementCache(db);
  const daily = db.prepare<[string, string, string], DailyStatRow>(`
    SELECT vehicle_id, day, mileage_m, online_ms FROM vehicle_daily_stats
    WHERE vehicle_id IN (SELECT value FROM json_each(?)) AND day BETWEEN ? AND ?`);

  return {
    vehicles(scope, filter, pageNum, pageSize, sort) {
      const where = [scopeCondition(scope), ...vehicleConditions(filter)].join(' AND ');
      const params = vehicleParams(scope, filter);
      const { total } = prepared(`SELECT COUNT(*) AS total FROM vehicles v WHERE ${where}`).get(params) as { total: number };
      const list = prepared(`SELECT v.id AS vehicleId, v.plate, v.device_no AS deviceNo, g.name AS groupName
        FROM vehicles v JOIN vehicle_groups g ON g.id = v.group_id WHERE ${where} ORDER BY ${vehicleOrder(sort)} LIMIT @limit OFFSET @offset`).all({
        ...params,
        ...(sort && sort.by !== 'plate' ? { firstDay: sort.firstDay, lastDay: sort.lastDay } : {}),
        limit: pageSize,
        offset: (pageNum - 1) * pageSize,
      }) as ReportVehicle[];
      return { list, total };
    },
    vehicleCount(scope, filter) {
      const where = [scopeCondition(scope), ...vehicleConditions(filter)].join(' AND ');
      return (prepared(`SELECT COUNT(*) AS total FROM vehicles v WHERE ${where}`).get(vehicleParams(scope, filter)) as { total: number }).total;
    },
    daySums(scope, filter, firstDay, lastDay, today) {
      const where = [scopeCondition(scope), ...vehicleConditions(filter)].join(' AND ');
      return prepared(`SELECT ds.day, SUM(ds.mileage_m) AS mileage_m,
          SUM(MIN(ds.online_ms, CASE WHEN ds.day = @today THEN @todayElapsedMs WHEN ds.day > @today THEN 0 ELSE ${DAY_MS} END)) AS online_ms,
          SUM(ds.online_ms > 0 AND ds.day <= @today) AS online_vehicles
        FROM vehicles v JOIN vehicle_daily_stats ds ON ds.vehicle_id = v.id AND ds.day BETWEEN @firstDay AND @lastDay
        WHERE ${where} GROUP BY ds.day ORDER BY ds.day`).all({
        ...vehicleParams(scope, filter),
        firstDay,
        lastDay,
        today: today.day,
        todayElapsedMs: today.elapsedMs,
      }) as DaySums[];
    },
    alarmTypeCounts(scope, filter) {
      const where = [...alarmConditions(filter), scopeCondition(scope), ...vehicleConditions(filter)].join(' AND ');
      return prepared(`SELECT a.type, COUNT(*) AS count, SUM(a.processed) AS processed
        FROM alarms a JOIN vehicles v ON v.id = a.vehicle_id WHERE ${where} GROUP BY a.type ORDER BY count DESC, a.type`).all(
        alarmParams(scope, filter),
      ) as AlarmTypeCount[];
    },
    dailyStats: (vehicleIds, firstDay, lastDay) => daily.all(JSON.stringify(vehicleIds), firstDay, lastDay),
    alarms(scope, filter, pageNum, pageSize, sort) {
      const where = [...alarmConditions(filter), scopeCondition(scope), ...vehicleConditions(filter)].join(' AND ');
      const params = alarmParams(scope, filter);
      const from = 'FROM alarms a JOIN vehicles v ON v.id = a.vehicle_id';
      const { total } = prepared(`SELECT COUNT(*) AS total FROM (SELECT 1 ${from} WHERE ${where} LIMIT ${ALARM_COUNT_CAP + 1})`).get(params) as { total: number };
      const rows = prepared(`SELECT a.id, a.vehicle_id, v.plate, v.group_id, g.name AS group_name, a.type, a.level, a.alarm_time, a.lng, a.lat,
               a.speed, a.detail, a.processed, a.process_method, u.nick_name AS handler_name, a.processed_at, a.note
        ${from} JOIN vehicle_groups g ON g.id = v.group_id LEFT JOIN users u ON u.id = a.handler_id
        WHERE ${where} ORDER BY ${alarmOrder(sort)} LIMIT @limit OFFSET @offset`).all({
        ...params,
        limit: pageSize,
        offset: (pageNum - 1) * pageSize,
      }) as AlarmDbRow[];
      const capped = total > ALARM_COUNT_CAP;
      return { list: rows.map(toAlarmRow), total: capped ? ALARM_COUNT_CAP : total, capped };
    },
  };
}
