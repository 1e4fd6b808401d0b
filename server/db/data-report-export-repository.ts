import type { AlarmType, ProcessedState } from '@shared/api/dto/alarm-dto';
import type { AlarmDbRow } from './alarm-rows';
import type { Db } from './connection';
import type { DailyStatRow, ReportVehicle } from './report-repository';
import { statementCache } from './statement-cache';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';

/** The data-report exports' narrowing, already validated. */
export interface DataReportVehicleFilter {
  vehicleIds?: readonly number[];
  groupIds?: readonly number[];
}

export interface DataReportAlarmFilter extends DataReportVehicleFilter {
  /** ms, both ends included */
  start: number;
  end: number;
  alarmTypes?: readonly AlarmType[];
  processedState?: ProcessedState;
}

/** Keyset position of the alarm chunks: newest first, so the next chunk is below (alarm_time, id). */
export interface AlarmKeyset {
  alarmTime: number;
  id: number;
}

const VEHICLE_FILTERS = {
  vehicleIds: 'v.id IN (SELECT value FROM json_each(@vehicleIds))',
  groupIds: `v.group_id IN (SELECT d.id FROM json_each(@groupIds) j JOIN vehicle_groups sel ON sel.id = j.value
    JOIN vehicle_groups d ON d.customer_id = sel.customer_id AND d.path GLOB sel.path || '*')`,
};

function vehicleWhere(scope: VehicleScope, filter: DataReportVehicleFilter): string {
  return [scopeCondition(scope), filter.vehicleIds?.length ? VEHICLE_FILTERS.vehicleIds : '', filter.groupIds?.length ? VEHICLE_FILTERS.groupIds : '']
    .filter(Boolean)
    .join(' AND ');
}

function vehicleParams(scope: VehicleScope, filter: DataReportVehicleFilter) {
  return {
    ...scopeParams(scope),
    ...(filter.vehicleIds?.length ? { vehicleIds: JSON.stringify(filter.vehicleIds) } : {}),
    ...(filter.groupIds?.length ? { groupIds: JSON.stringify(filter.groupIds) } : {}),
  };
}

/**
 * The rows of the data-report exports, read in keyset chunks (never an OFFSET): vehicles by id with
 * their daily figures, alarms newest first. The scope limits the vehicles, so a sub-user's file only
 * ever holds their vehicles.
 */
export function createDataReportExportRepository(db: Db) {
  const prepared = statementCache(db);
  const daily = db.prepare<[string, string, string], DailyStatRow>(`
    SELECT vehicle_id, day, mileage_m, online_ms FROM vehicle_daily_stats
    WHERE vehicle_id IN (SELECT value FROM json_each(?)) AND day BETWEEN ? AND ?`);

  return {
    /** up to `limit` vehicles after `afterId`, by id */
    vehicles(scope: VehicleScope, filter: DataReportVehicleFilter, afterId: number, limit: number): ReportVehicle[] {
      return prepared(`SELECT v.id AS vehicleId, v.plate, v.device_no AS deviceNo, g.name AS groupName
        FROM vehicles v JOIN vehicle_groups g ON g.id = v.group_id
        WHERE ${vehicleWhere(scope, filter)} AND v.id > @afterId ORDER BY v.id LIMIT @limit`).all({
        ...vehicleParams(scope, filter),
        afterId,
        limit,
      }) as ReportVehicle[];
    },

    /** the daily figures of these vehicles between two China days (both included) */
    dailyStats(vehicleIds: readonly number[], firstDay: string, lastDay: string): DailyStatRow[] {
      return vehicleIds.length ? daily.all(JSON.stringify(vehicleIds), firstDay, lastDay) : [];
    },

    /** up to `limit` alarms below `after` (from the newest when null), newest first */
    alarms(scope: VehicleScope, filter: DataReportAlarmFilter, after: AlarmKeyset | null, limit: number): AlarmDbRow[] {
      const conditions = [
        'a.customer_id = @customerId',
        'a.alarm_time BETWEEN @start AND @end',
        vehicleWhere(scope, filter),
        filter.alarmTypes?.length ? 'a.type IN (SELECT value FROM json_each(@alarmTypes))' : '',
        filter.processedState === 'processed' ? 'a.processed = 1' : '',
        filter.processedState === 'unprocessed' ? 'a.processed = 0' : '',
        after ? '(a.alarm_time, a.id) < (@afterKey, @afterId)' : '',
      ].filter(Boolean);
      return prepared(`SELECT a.id, a.vehicle_id, v.plate, v.group_id, g.name AS group_name, a.type, a.level, a.alarm_time, a.lng, a.lat,
          a.speed, a.detail, a.processed, a.process_method, u.nick_name AS handler_name, a.processed_at, a.note
        FROM alarms a JOIN vehicles v ON v.id = a.vehicle_id JOIN vehicle_groups g ON g.id = v.group_id LEFT JOIN users u ON u.id = a.handler_id
        WHERE ${conditions.join(' AND ')} ORDER BY a.alarm_time DESC, a.id DESC LIMIT @limit`).all({
        ...vehicleParams(scope, filter),
        start: filter.start,
        end: filter.end,
        ...(filter.alarmTypes?.length ? { alarmTypes: JSON.stringify(filter.alarmTypes) } : {}),
        ...(after ? { afterKey: after.alarmTime, afterId: after.id } : {}),
        limit,
      }) as AlarmDbRow[];
    },
  };
}
