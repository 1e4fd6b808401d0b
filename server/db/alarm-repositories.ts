import { createAlarmRepository, type AlarmRepository } from './alarm-repository';
import { createAlarmSettingsRepository, type AlarmSettingsRepository } from './alarm-settings-repository';
import type { Db } from './connection';
import { createHealthRepository, type HealthRepository } from './health-repository';

/** The alarm domain's repositories under one context field: records, the customer's settings, health thresholds. */
export interface AlarmRepositories {
  records: AlarmRepository;
  settings: AlarmSettingsRepository;
  thresholds: HealthRepository;
}

export function createAlarmRepositories(db: Db): AlarmRepositories {
  return { records: createAlarmRepository(db), settings: createAlarmSettingsRepository(db), thresholds: createHealthRepository(db) };
}
