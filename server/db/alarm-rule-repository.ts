import type { AlarmType } from '@shared/api/dto/alarm-dto';
import type { HealthThresholdKey } from '@shared/api/dto/health-dto';
import type { Db } from './connection';

/**
 * What the simulated alarm rules read: the fleet they walk (activated vehicles, with live status and
 * group path), the latest alarm of each simulated type per vehicle, and the stored thresholds. The
 * count and the window share their condition here, so the walk never asks for more than exists.
 * Raising goes through alarm-insert.ts like the seed's alarms.
 */

export interface RuleVehicleRow {
  id: number;
  customer_id: number;
  path: string;
  state: string;
  speed: number;
  voltage: number | null;
  lng: number | null;
  lat: number | null;
  updated_at: number;
}

export interface LatestAlarmRow {
  vehicle_id: number;
  type: AlarmType;
  last: number;
}

/** A stored threshold value with its owner (a vehicle, group or customer). */
export interface ThresholdRow {
  customer_id: number;
  target_type: string;
  target_id: number;
  key: HealthThresholdKey;
  value: number;
}

export interface AlarmRuleRepository {
  /** how many vehicles the rules walk: the activated ones */
  fleetSize(): number;
  /** activated vehicles with id > `afterId`, by id */
  vehiclesAfter(afterId: number, limit: number): RuleVehicleRow[];
  /** the newest alarm time per vehicle and simulated type, for vehicle ids fromId..toId */
  latestAlarms(fromId: number, toId: number): LatestAlarmRow[];
  /** every stored threshold: the table holds what operators typed in, so it stays small */
  thresholds(): ThresholdRow[];
}

export function createAlarmRuleRepository(db: Db): AlarmRuleRepository {
  const fleetSize = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM vehicles WHERE activated_at IS NOT NULL');
  const window = db.prepare<[number, number], RuleVehicleRow>(`
    SELECT v.id, v.customer_id, g.path, s.state, s.speed, s.voltage, s.lng, s.lat, s.updated_at
    FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id JOIN vehicle_groups g ON g.id = v.group_id
    WHERE v.id > ? AND v.activated_at IS NOT NULL ORDER BY v.id LIMIT ?`);
  const latest = db.prepare<[number, number], LatestAlarmRow>(`
    SELECT vehicle_id, type, MAX(alarm_time) AS last FROM alarms
    WHERE vehicle_id BETWEEN ? AND ? AND type IN ('overspeed', 'lowBattery', 'offline', 'sos', 'vibration')
    GROUP BY vehicle_id, type`);
  const thresholds = db.prepare<[], ThresholdRow>('SELECT customer_id, target_type, target_id, key, value FROM health_thresholds');

  return {
    fleetSize: () => fleetSize.get()?.n ?? 0,
    vehiclesAfter: (afterId, limit) => window.all(afterId, limit),
    latestAlarms: (fromId, toId) => latest.all(fromId, toId),
    thresholds: () => thresholds.all(),
  };
}
