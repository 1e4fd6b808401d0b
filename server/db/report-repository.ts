import type { AlarmRow, AlarmType, ProcessedState } from '@shared/api/dto/alarm-dto';
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

/** Counting stops here; the report shows "10000+" beyond (the alarm page does the same). */
export const ALARM_COUNT_CAP = 10_000;

export interface ReportRepository {
  vehicles(scope: VehicleScope, filter: ReportVehicleFilter, pageNum: number, pageSize: number): { list: ReportVehicle[]; total: number };
  dailyStats(vehicleIds: readonly number[], firstDay: string, lastDay: string): DailyStatRow[];
  /** metres over every matching vehicle and day, not only one page */
  totalMileageM(scope: VehicleScope, filter: ReportVehicleFilter, firstDay: string, lastDay: string): number;
  alarms(scope: VehicleScope, filter: AlarmReportFilter, pageNum: number, pageSize: number): { list: AlarmRow[]; total: number; capped: boolean };
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

export function createReportRepository(db: Db): ReportRepository {
  const prepared = statementCache(db);
  const daily = db.prepare<[string, string, string], DailyStatRow>(`
    SELECT vehicle_id, day, mileage_m, online_ms FROM vehicle_daily_stats
    WHERE vehicle_id IN (SELECT value FROM json_each(?)) AND day BETWEEN ? AND ?`);

  return {
    vehicles(scope, filter, pageNum, pageSize) {
      const where = [scopeCondition(scope), ...vehicleConditions(filter)].join(' AND ');
      const params = vehicleParams(scope, filter);
      const { total } = prepared(`SELECT COUNT(*) AS total FROM vehicles v WHERE ${where}`).get(params) as { total: number };
      const list = prepared(`SELECT v.id AS vehicleId, v.plate, v.device_no AS deviceNo, g.name AS groupName
        FROM vehicles v JOIN vehicle_groups g ON g.id = v.group_id WHERE ${where} ORDER BY v.id LIMIT @limit OFFSET @offset`).all({
        ...params,
        limit: pageSize,
        offset: (pageNum - 1) * pageSize,
      }) as ReportVehicle[];
      return { list, total };
    },
    dailyStats: (vehicleIds, firstDay, lastDay) => daily.all(JSON.stringify(vehicleIds), firstDay, lastDay),
    totalMileageM(scope, filter, firstDay, lastDay) {
      const where = [scopeCondition(scope), ...vehicleConditions(filter)].join(' AND ');
      const row = prepared(`SELECT COALESCE(SUM(ds.mileage_m), 0) AS total FROM vehicles v
        JOIN vehicle_daily_stats ds ON ds.vehicle_id = v.id AND ds.day BETWEEN @firstDay AND @lastDay WHERE ${where}`).get({
        ...vehicleParams(scope, filter),
        firstDay,
        lastDay,
      }) as { total: number };
      return row.total;
    },
    alarms(scope, filter, pageNum, pageSize) {
      const where = [...alarmConditions(filter), scopeCondition(scope), ...vehicleConditions(filter)].join(' AND ');
      const params = {
        ...vehicleParams(scope, filter),
        start: filter.start,
        end: filter.end,
        ...(filter.alarmTypes?.length ? { alarmTypes: JSON.stringify(filter.alarmTypes) } : {}),
      };
      const from = 'FROM alarms a JOIN vehicles v ON v.id = a.vehicle_id';
      const { total } = prepared(`SELECT COUNT(*) AS total FROM (SELECT 1 ${from} WHERE ${where} LIMIT ${ALARM_COUNT_CAP + 1})`).get(params) as { total: number };
      const rows = prepared(`SELECT a.id, a.vehicle_id, v.plate, v.group_id, g.name AS group_name, a.type, a.level, a.alarm_time, a.lng, a.lat,
               a.speed, a.detail, a.processed, a.process_method, u.nick_name AS handler_name, a.processed_at, a.note
        ${from} JOIN vehicle_groups g ON g.id = v.group_id LEFT JOIN users u ON u.id = a.handler_id
        WHERE ${where} ORDER BY a.alarm_time DESC, a.id DESC LIMIT @limit OFFSET @offset`).all({
        ...params,
        limit: pageSize,
        offset: (pageNum - 1) * pageSize,
      }) as AlarmDbRow[];
      const capped = total > ALARM_COUNT_CAP;
      return { list: rows.map(toAlarmRow), total: capped ? ALARM_COUNT_CAP : total, capped };
    },
  };
}
