import type { AlarmType } from '@shared/api/dto/alarm-dto';
import { CONTROL_PARAMS } from '../alarms/control-params';
import type { Db } from '../db/connection';
import { prepareAlarmInsert, type NewAlarm } from '../db/alarm-insert';
import { pickProcessing } from './alarm-notes';
import { createPrng, type Prng } from './prng';
import { DAY_MS, MINUTE_MS } from '@shared/constants/time';

/** Own stream, so adding alarms never shifts the fleet other seeds generate. */
export const ALARM_SEED = 0xa1a3_2024;
export const ALARM_SEED_DAYS = 30;
/** 3000 vehicles → ~30k alarms; `--vehicles 100000` → ~1M, the benchmark's size (inactive and silent vehicles raise none). */
export const ALARMS_PER_VEHICLE_DAY = 0.42;

const DEFAULT_SPEED_LIMIT = CONTROL_PARAMS.overspeed?.[0]?.defaultValue ?? 100;
const DEFAULT_OFFLINE_MINUTES = CONTROL_PARAMS.offline?.[0]?.defaultValue ?? 30;

/** A realistic mix: driving behaviour and connectivity dominate, emergencies are rare. */
const TYPE_MIX: readonly { type: AlarmType; weight: number }[] = [
  { type: 'overspeed', weight: 22 },
  { type: 'vibration', weight: 12 },
  { type: 'offline', weight: 8 },
  { type: 'lowBattery', weight: 8 },
  { type: 'harshBraking', weight: 8 },
  { type: 'harshAcceleration', weight: 6 },
  { type: 'fatigue', weight: 6 },
  { type: 'overlongStop', weight: 6 },
  { type: 'harshTurn', weight: 5 },
  { type: 'fenceOut', weight: 3 },
  { type: 'fenceIn', weight: 3 },
  { type: 'displacement', weight: 2 },
  { type: 'powerCut', weight: 2 },
  { type: 'sos', weight: 1 },
  { type: 'tamper', weight: 1 },
  { type: 'collision', weight: 0.5 },
  { type: 'rollover', weight: 0.2 },
];

interface SeedVehicle {
  id: number;
  customer_id: number;
  activated_at: number;
  state: string;
  updated_at: number;
  center_lng: number;
  center_lat: number;
}

export interface AlarmSeedOptions {
  now: number;
  days?: number;
  perVehicleDay?: number;
}

/** Speed and the sentence a rule would have written, per type. */
function reading(prng: Prng, type: AlarmType): { speed: number; detail: string | null } {
  switch (type) {
    case 'overspeed': {
      const speed = prng.int(DEFAULT_SPEED_LIMIT + 1, DEFAULT_SPEED_LIMIT + 35);
      return { speed, detail: `速度 ${speed} km/h，限速 ${DEFAULT_SPEED_LIMIT} km/h` };
    }
    case 'lowBattery':
      return { speed: 0, detail: `电压 ${(Math.round(prng.float(10.2, 11.4) * 10) / 10).toFixed(1)} V，低于 11.4 V` };
    case 'offline':
      return { speed: 0, detail: `离线超过 ${DEFAULT_OFFLINE_MINUTES} 分钟` };
    case 'fatigue':
      return { speed: prng.int(40, 90), detail: `连续驾驶 ${prng.int(241, 330)} 分钟` };
    case 'overlongStop':
      return { speed: 0, detail: `停车 ${prng.int(61, 300)} 分钟` };
    case 'displacement':
      return { speed: prng.int(0, 15), detail: `位移 ${prng.int(500, 3000)} 米` };
    case 'vibration':
    case 'powerCut':
    case 'tamper':
      return { speed: 0, detail: null };
    default:
      return { speed: prng.int(15, 90), detail: null };
  }
}

/** Older alarms were mostly handled; the last hours are mostly still open (the real-time tip has work). */
function processedChance(ageMs: number): number {
  if (ageMs > 2 * DAY_MS) return 0.95;
  if (ageMs > 6 * 60 * MINUTE_MS) return 0.5;
  return 0.05;
}

/** Geometric count with the given mean: cheap, and most vehicle-days have no alarm at all. */
function alarmCount(prng: Prng, mean: number): number {
  const p = mean / (1 + mean);
  let count = 0;
  while (prng.next() < p) count += 1;
  return count;
}

/**
 * Alarms for the last 30 days of every activated vehicle, day by day (each day sorted, so ids follow
 * time and memory stays one day's worth), through one prepared INSERT inside the caller's transaction.
 * A vehicle that is offline now also gets the alarm its silence raised. Returns the number inserted.
 */
export function seedAlarms(db: Db, options: AlarmSeedOptions): number {
  const prng = createPrng(ALARM_SEED);
  const days = options.days ?? ALARM_SEED_DAYS;
  const mean = options.perVehicleDay ?? ALARMS_PER_VEHICLE_DAY;
  const handler = db.prepare<[], { id: number }>("SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id WHERE r.user_type = 'operator' ORDER BY u.id LIMIT 1").get();
  const vehicles = db
    .prepare<[], SeedVehicle>(`
      SELECT v.id, v.customer_id, v.activated_at, s.state, s.updated_at, g.center_lng, g.center_lat
      FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id JOIN vehicle_groups g ON g.id = v.group_id
      WHERE v.activated_at IS NOT NULL AND g.center_lng IS NOT NULL ORDER BY v.id`)
    .all();
  const insert = prepareAlarmInsert(db);
  const start = options.now - days * DAY_MS;
  let inserted = 0;

  const alarmAt = (vehicle: SeedVehicle, type: AlarmType, time: number): NewAlarm => {
    const { speed, detail } = reading(prng, type);
    const lng = Math.round((vehicle.center_lng + prng.float(-0.25, 0.25)) * 1e6) / 1e6;
    const lat = Math.round((vehicle.center_lat + prng.float(-0.2, 0.2)) * 1e6) / 1e6;
    const alarm: NewAlarm = { customerId: vehicle.customer_id, vehicleId: vehicle.id, type, alarmTime: time, lng, lat, speed, detail, createdAt: time };
    if (handler && prng.chance(processedChance(options.now - time))) {
      const at = Math.min(options.now, time + prng.int(2, 240) * MINUTE_MS);
      alarm.processed = { ...pickProcessing(prng, type), handlerId: handler.id, at };
    }
    return alarm;
  };

  for (let day = 0; day < days; day += 1) {
    const dayStart = start + day * DAY_MS;
    const dayEnd = dayStart + DAY_MS;
    const batch: NewAlarm[] = [];
    for (const vehicle of vehicles) {
      // a vehicle raises nothing before activation or after it last reported
      const from = Math.max(dayStart, vehicle.activated_at);
      const until = Math.min(dayEnd, vehicle.updated_at, options.now);
      const count = alarmCount(prng, mean);
      for (let i = 0; i < count && from < until; i += 1) {
        const type = prng.weighted(TYPE_MIX, (item) => item.weight).type;
        batch.push(alarmAt(vehicle, type, from + Math.floor(prng.next() * (until - from))));
      }
      const silentAt = vehicle.updated_at + DEFAULT_OFFLINE_MINUTES * MINUTE_MS;
      if (vehicle.state === 'offline' && silentAt >= dayStart && silentAt < dayEnd && silentAt <= options.now) {
        batch.push(alarmAt(vehicle, 'offline', silentAt));
      }
    }
    batch.sort((a, b) => a.alarmTime - b.alarmTime);
    for (const alarm of batch) insert(alarm);
    inserted += batch.length;
  }
  return inserted;
}
