import type { AlarmLevel, AlarmType, ProcessMethod } from '@shared/api/dto/alarm-dto';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import type { Db } from './connection';
import { statementCache } from './statement-cache';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';

/** The narrowing of the vehicle and alarm exports, already validated (times in ms). */
export interface ExportRowFilters {
  groupId?: number;
  state?: VehicleState;
  startMs?: number;
  endMs?: number;
}

/** Keyset position: rows come in (sortKey, id) order, so each chunk is one index seek, never an OFFSET. */
export interface ExportRowCursor {
  sortKey: number;
  id: number;
}

export interface VehicleExportRow {
  id: number;
  plate: string;
  device_no: string;
  sim_no: string;
  model: string;
  group_name: string;
  driver_name: string | null;
  driver_phone: string | null;
  activated_at: number | null;
  platform_expire_date: string | null;
  sim_expire_date: string | null;
  state: VehicleState;
  lng: number | null;
  lat: number | null;
  speed: number;
  direction: number;
  acc_on: number;
  voltage: number | null;
  gsm_signal: number | null;
  satellites: number | null;
  fix_time: number | null;
}

export interface AlarmExportRow {
  id: number;
  alarm_time: number;
  plate: string;
  device_no: string;
  group_name: string;
  type: AlarmType;
  level: AlarmLevel;
  lng: number | null;
  lat: number | null;
  speed: number;
  processed: number;
  process_method: ProcessMethod | null;
  handler_name: string | null;
  processed_at: number | null;
  note: string | null;
}

export interface ExportRowsRepository {
  /** vehicles with their live status, by id after the cursor (vehicle list and vehicle status exports) */
  vehicles(scope: VehicleScope, filters: ExportRowFilters, after: ExportRowCursor, limit: number): VehicleExportRow[];
  /** the customer's alarms of the time range, oldest first after the cursor (alarm list export) */
  alarms(scope: VehicleScope, filters: ExportRowFilters, after: ExportRowCursor, limit: number): AlarmExportRow[];
}

const GROUP_FILTER = `v.group_id IN (SELECT d.id FROM vehicle_groups sel
  JOIN vehicle_groups d ON d.customer_id = sel.customer_id AND d.path GLOB sel.path || '*' WHERE sel.id = @groupId)`;

const VEHICLE_SQL = (where: string) => `
  SELECT v.id, v.plate, v.device_no, v.sim_no, v.model, g.name AS group_name, v.driver_name, v.driver_phone, v.activated_at,
         v.platform_expire_date, v.sim_expire_date, s.state, s.lng, s.lat, s.speed, s.direction, s.acc_on, s.voltage,
         s.gsm_signal, s.satellites, s.fix_time
  FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id JOIN vehicle_groups g ON g.id = v.group_id
  WHERE ${where} AND v.id > @afterId ORDER BY v.id LIMIT @limit`;

const ALARM_SQL = (where: string) => `
  SELECT a.id, a.alarm_time, v.plate, v.device_no, g.name AS group_name, a.type, a.level, a.lng, a.lat, a.speed,
         a.processed, a.process_method, u.nick_name AS handler_name, a.processed_at, a.note
  FROM alarms a JOIN vehicles v ON v.id = a.vehicle_id JOIN vehicle_groups g ON g.id = v.group_id
  LEFT JOIN users u ON u.id = a.handler_id
  WHERE a.customer_id = @customerId AND a.alarm_time BETWEEN @startMs AND @endMs
    AND (a.alarm_time, a.id) > (@afterKey, @afterId) AND ${where}
  ORDER BY a.alarm_time, a.id LIMIT @limit`;

function params(scope: VehicleScope, filters: ExportRowFilters, after: ExportRowCursor, limit: number): Record<string, number | string> {
  return {
    ...scopeParams(scope),
    ...(filters.groupId !== undefined ? { groupId: filters.groupId } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.startMs !== undefined ? { startMs: filters.startMs, endMs: filters.endMs ?? filters.startMs } : {}),
    afterKey: after.sortKey,
    afterId: after.id,
    limit,
  };
}

/** The SQL of the vehicle and alarm exports, read in keyset chunks by the export worker. */
export function createExportRowsRepository(db: Db): ExportRowsRepository {
  // the texts vary only by the scope and the optional group/state filters: a handful of statements
  const prepared = statementCache(db);
  return {
    vehicles(scope, filters, after, limit) {
      const where = [scopeCondition(scope), filters.groupId !== undefined ? GROUP_FILTER : '', filters.state ? 's.state = @state' : ''].filter(Boolean).join(' AND ');
      return prepared(VEHICLE_SQL(where)).all(params(scope, filters, after, limit)) as VehicleExportRow[];
    },
    alarms(scope, filters, after, limit) {
      const where = [scopeCondition(scope), filters.groupId !== undefined ? GROUP_FILTER : ''].filter(Boolean).join(' AND ');
      return prepared(ALARM_SQL(where)).all(params(scope, filters, after, limit)) as AlarmExportRow[];
    },
  };
}
