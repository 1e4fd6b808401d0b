import { ALARM_TYPE_INFO, type AlarmRow, type AlarmType, type ProcessMethod } from '@shared/api/dto/alarm-dto';

/** An alarm joined with its vehicle, group and handler, as the list queries read it. */
export interface AlarmDbRow {
  id: number;
  vehicle_id: number;
  plate: string;
  group_id: number;
  group_name: string;
  type: AlarmType;
  level: number;
  alarm_time: number;
  lng: number | null;
  lat: number | null;
  speed: number;
  detail: string | null;
  processed: number;
  process_method: ProcessMethod | null;
  handler_name: string | null;
  processed_at: number | null;
  note: string | null;
}

/** Columns of AlarmDbRow over `alarms a` joined to vehicles `vh`, groups `g` and users `u`. */
export const ALARM_COLUMNS = `
  a.id, a.vehicle_id, vh.plate, vh.group_id, g.name AS group_name, a.type, a.level, a.alarm_time, a.lng, a.lat,
  a.speed, a.detail, a.processed, a.process_method, u.nick_name AS handler_name, a.processed_at, a.note`;

export const ALARM_JOINS = `
  JOIN vehicles vh ON vh.id = a.vehicle_id
  JOIN vehicle_groups g ON g.id = vh.group_id
  LEFT JOIN users u ON u.id = a.handler_id`;

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function toAlarmRow(row: AlarmDbRow): AlarmRow {
  return {
    alarmId: row.id,
    vehicleId: row.vehicle_id,
    plate: row.plate,
    groupId: row.group_id,
    groupName: row.group_name,
    type: row.type,
    typeName: ALARM_TYPE_INFO[row.type]?.name ?? row.type,
    level: row.level,
    alarmTime: new Date(row.alarm_time).toISOString(),
    lng: row.lng,
    lat: row.lat,
    speed: row.speed,
    detail: row.detail,
    processed: row.processed === 1,
    processMethod: row.process_method,
    handlerName: row.handler_name,
    processedAt: iso(row.processed_at),
    note: row.note,
  };
}
