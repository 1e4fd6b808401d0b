import type { AlarmType } from '@shared/api/dto/alarm-dto';
import type { HealthThresholdKey } from '@shared/api/dto/health-dto';
import type { ControlSettings } from './control-params';

/**
 * The alarm rules the simulator applies to what the fleet reports, as pure functions: a vehicle's
 * latest status in, the alarms it raises out. Thresholds are the customer's alarm control and the
 * vehicle's inherited health thresholds; cool-downs stop a vehicle that stays above a limit from
 * raising the same alarm on every tick.
 */
export interface VehicleSnapshot {
  state: string;
  /** km/h */
  speed: number;
  voltage: number | null;
  /** the last report (ms) */
  updatedAt: number;
}

export interface RuleInput {
  now: number;
  controls: ControlSettings;
  thresholds: Record<HealthThresholdKey, number>;
  /** the time of the vehicle's latest alarm of a type, or null */
  lastAlarmAt: (type: AlarmType) => number | null;
  /** uniform in [0, 1): the rare device-side alarms (SOS, vibration) are drawn from it */
  random: () => number;
}

export interface RaisedAlarm {
  type: AlarmType;
  alarmTime: number;
  detail: string | null;
}

const MINUTE_MS = 60_000;
export const COOL_DOWN_MS: Partial<Record<AlarmType, number>> = {
  overspeed: 10 * MINUTE_MS,
  lowBattery: 24 * 60 * MINUTE_MS,
  sos: 30 * MINUTE_MS,
  vibration: 30 * MINUTE_MS,
};
/** chance per evaluation of a reporting vehicle (SOS) or a parked one (vibration) */
export const SOS_CHANCE = 1e-5;
export const VIBRATION_CHANCE = 1e-4;

const REPORTING = new Set(['online', 'stationary', 'onlineNoFix']);

function cooledDown(input: RuleInput, type: AlarmType): boolean {
  const last = input.lastAlarmAt(type);
  return last === null || input.now - last >= (COOL_DOWN_MS[type] ?? 0);
}

function param(input: RuleInput, type: AlarmType, key: string): number {
  return input.controls[type].params[key] ?? 0;
}

export function overspeedRule(vehicle: VehicleSnapshot, input: RuleInput): RaisedAlarm | null {
  const limit = param(input, 'overspeed', 'speedKmh');
  if (vehicle.state !== 'online' || vehicle.speed <= limit || !cooledDown(input, 'overspeed')) return null;
  return { type: 'overspeed', alarmTime: input.now, detail: `速度 ${Math.round(vehicle.speed)} km/h，限速 ${limit} km/h` };
}

export function lowVoltageRule(vehicle: VehicleSnapshot, input: RuleInput): RaisedAlarm | null {
  const threshold = input.thresholds.lowVoltage;
  if (!REPORTING.has(vehicle.state) || vehicle.voltage === null || vehicle.voltage >= threshold || !cooledDown(input, 'lowBattery')) return null;
  return { type: 'lowBattery', alarmTime: input.now, detail: `电压 ${vehicle.voltage.toFixed(1)} V，低于 ${threshold} V` };
}

/** Platform-derived: once per silence, stamped when the silence crossed the limit. */
export function offlineRule(vehicle: VehicleSnapshot, input: RuleInput): RaisedAlarm | null {
  const minutes = param(input, 'offline', 'offlineMinutes');
  const silentAt = vehicle.updatedAt + minutes * MINUTE_MS;
  const last = input.lastAlarmAt('offline');
  if (vehicle.state !== 'offline' || silentAt > input.now || (last !== null && last >= vehicle.updatedAt)) return null;
  return { type: 'offline', alarmTime: silentAt, detail: `离线超过 ${minutes} 分钟` };
}

export function sosRule(vehicle: VehicleSnapshot, input: RuleInput): RaisedAlarm | null {
  if (!REPORTING.has(vehicle.state) || input.random() >= SOS_CHANCE || !cooledDown(input, 'sos')) return null;
  return { type: 'sos', alarmTime: input.now, detail: null };
}

export function vibrationRule(vehicle: VehicleSnapshot, input: RuleInput): RaisedAlarm | null {
  if (vehicle.state !== 'stationary' || input.random() >= VIBRATION_CHANCE || !cooledDown(input, 'vibration')) return null;
  return { type: 'vibration', alarmTime: input.now, detail: null };
}

const RULES = [overspeedRule, lowVoltageRule, offlineRule, sosRule, vibrationRule] as const;

/** Every rule whose type the customer has enabled. */
export function evaluateAlarmRules(vehicle: VehicleSnapshot, input: RuleInput): RaisedAlarm[] {
  const raised: RaisedAlarm[] = [];
  for (const rule of RULES) {
    const alarm = rule(vehicle, input);
    if (alarm && input.controls[alarm.type].enabled) raised.push(alarm);
  }
  return raised;
}
