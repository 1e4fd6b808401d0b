import { ALARM_TYPE_INFO, type AlarmType } from '@shared/api/dto/alarm-dto';
import { bumpAlarmGeneration } from './alarm-totals-cache';
import type { Db } from './connection';

/** A new alarm as the seed and the simulator raise it; processing columns are for processed seed rows. */
export interface NewAlarm {
  customerId: number;
  vehicleId: number;
  type: AlarmType;
  alarmTime: number;
  lng: number | null;
  lat: number | null;
  speed: number;
  detail: string | null;
  createdAt: number;
  processed?: { method: string; handlerId: number; at: number; note: string | null };
}

/** One prepared INSERT shared by the seed (a million rows in a transaction) and the simulator. */
export function prepareAlarmInsert(db: Db): (alarm: NewAlarm) => number {
  const insert = db.prepare(`
    INSERT INTO alarms (customer_id, vehicle_id, type, level, alarm_time, lng, lat, speed, detail,
                        processed, process_method, handler_id, processed_at, note, created_at)
    VALUES (@customerId, @vehicleId, @type, @level, @alarmTime, @lng, @lat, @speed, @detail,
            @processed, @method, @handlerId, @processedAt, @note, @createdAt)`);
  return (alarm) => {
    bumpAlarmGeneration(db);
    return Number(
      insert.run({
        customerId: alarm.customerId,
        vehicleId: alarm.vehicleId,
        type: alarm.type,
        level: ALARM_TYPE_INFO[alarm.type].level,
        alarmTime: alarm.alarmTime,
        lng: alarm.lng,
        lat: alarm.lat,
        speed: alarm.speed,
        detail: alarm.detail,
        processed: alarm.processed ? 1 : 0,
        method: alarm.processed?.method ?? null,
        handlerId: alarm.processed?.handlerId ?? null,
        processedAt: alarm.processed?.at ?? null,
        note: alarm.processed?.note ?? null,
        createdAt: alarm.createdAt,
      }).lastInsertRowid,
    );
  };
}
