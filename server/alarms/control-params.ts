import { ALARM_TYPES, ALARM_TYPE_INFO, type AlarmType } from '@shared/api/dto/alarm-dto';
import type { AlarmControlItem } from '@shared/api/dto/alarm-settings-dto';

/**
 * The adjustable numbers of the alarm rules a platform (not the device) decides. Types without an
 * entry are raised by the device; the customer can only switch them on or off.
 */
export interface ControlParamSpec {
  key: string;
  name: string;
  unit: string;
  min: number;
  max: number;
  defaultValue: number;
}

export const CONTROL_PARAMS: Partial<Record<AlarmType, readonly ControlParamSpec[]>> = {
  overspeed: [
    { key: 'speedKmh', name: '限速', unit: 'km/h', min: 20, max: 220, defaultValue: 100 },
    { key: 'durationS', name: '持续时长', unit: '秒', min: 0, max: 300, defaultValue: 10 },
  ],
  fatigue: [
    { key: 'drivingMinutes', name: '连续驾驶时长', unit: '分钟', min: 60, max: 720, defaultValue: 240 },
    { key: 'restMinutes', name: '最短休息时长', unit: '分钟', min: 5, max: 120, defaultValue: 20 },
  ],
  overlongStop: [{ key: 'stopMinutes', name: '停车时长', unit: '分钟', min: 5, max: 1440, defaultValue: 60 }],
  offline: [{ key: 'offlineMinutes', name: '离线时长', unit: '分钟', min: 5, max: 10080, defaultValue: 30 }],
  displacement: [{ key: 'distanceM', name: '位移距离', unit: '米', min: 100, max: 5000, defaultValue: 500 }],
};

/** The stored state of one type: enabled and the parameters that differ from the defaults. */
export interface StoredControl {
  enabled: boolean;
  params: Record<string, number>;
}

/** A customer's effective rule settings, as the simulator and the list endpoint read them. */
export type ControlSettings = Record<AlarmType, { enabled: boolean; params: Record<string, number> }>;

export function resolveControls(stored: ReadonlyMap<AlarmType, StoredControl>): ControlSettings {
  const settings = {} as ControlSettings;
  for (const type of ALARM_TYPES) {
    const saved = stored.get(type);
    const params: Record<string, number> = {};
    for (const spec of CONTROL_PARAMS[type] ?? []) params[spec.key] = saved?.params[spec.key] ?? spec.defaultValue;
    settings[type] = { enabled: saved?.enabled ?? true, params };
  }
  return settings;
}

export function controlItems(settings: ControlSettings): AlarmControlItem[] {
  return ALARM_TYPES.map((type) => ({
    type,
    typeName: ALARM_TYPE_INFO[type].name,
    level: ALARM_TYPE_INFO[type].level,
    enabled: settings[type].enabled,
    params: (CONTROL_PARAMS[type] ?? []).map((spec) => ({
      key: spec.key,
      name: spec.name,
      unit: spec.unit,
      value: settings[type].params[spec.key] ?? spec.defaultValue,
      defaultValue: spec.defaultValue,
      min: spec.min,
      max: spec.max,
    })),
  }));
}
