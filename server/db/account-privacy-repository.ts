import type { PrivacySettings } from '@shared/api/dto/account-dto';
import type { PrivacyUpdate } from '@shared/api/endpoints/account-endpoints';
import type { Db } from './connection';

export interface AccountPrivacyRepository {
  get(userId: number): PrivacySettings;
  update(userId: number, change: PrivacyUpdate, now: number): PrivacySettings;
}

interface PrivacyRow {
  hide_location_from_sub_users: number;
  data_retention_consent: number;
  track_retention_days: number;
  allow_support_access: number;
  updated_at: number | null;
}

/** What a user who never opened the privacy panel has: nothing hidden, no consents, 180 days of tracks. */
const DEFAULTS: PrivacyRow = {
  hide_location_from_sub_users: 0,
  data_retention_consent: 0,
  track_retention_days: 180,
  allow_support_access: 0,
  updated_at: null,
};

function retentionDays(days: number): PrivacySettings['trackRetentionDays'] {
  return days === 30 || days === 90 || days === 365 ? days : 180;
}

function toSettings(row: PrivacyRow): PrivacySettings {
  return {
    hideLocationFromSubUsers: row.hide_location_from_sub_users === 1,
    dataRetentionConsent: row.data_retention_consent === 1,
    trackRetentionDays: retentionDays(row.track_retention_days),
    allowSupportAccess: row.allow_support_access === 1,
    updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
  };
}

const flag = (value: boolean | undefined, current: number): number => (value === undefined ? current : value ? 1 : 0);

export function createAccountPrivacyRepository(db: Db): AccountPrivacyRepository {
  const find = db.prepare<[number], PrivacyRow>(
    `SELECT hide_location_from_sub_users, data_retention_consent, track_retention_days, allow_support_access, updated_at
     FROM user_privacy WHERE user_id = ?`,
  );
  const upsert = db.prepare(
    `INSERT INTO user_privacy (user_id, hide_location_from_sub_users, data_retention_consent, track_retention_days, allow_support_access, updated_at)
     VALUES (@userId, @hide, @consent, @days, @support, @now)
     ON CONFLICT (user_id) DO UPDATE SET hide_location_from_sub_users = excluded.hide_location_from_sub_users,
       data_retention_consent = excluded.data_retention_consent, track_retention_days = excluded.track_retention_days,
       allow_support_access = excluded.allow_support_access, updated_at = excluded.updated_at`,
  );
  return {
    get: (userId) => toSettings(find.get(userId) ?? DEFAULTS),
    update(userId, change, now) {
      const current = find.get(userId) ?? DEFAULTS;
      const next: PrivacyRow = {
        hide_location_from_sub_users: flag(change.hideLocationFromSubUsers, current.hide_location_from_sub_users),
        data_retention_consent: flag(change.dataRetentionConsent, current.data_retention_consent),
        track_retention_days: change.trackRetentionDays ?? current.track_retention_days,
        allow_support_access: flag(change.allowSupportAccess, current.allow_support_access),
        updated_at: now,
      };
      upsert.run({
        userId,
        hide: next.hide_location_from_sub_users,
        consent: next.data_retention_consent,
        days: next.track_retention_days,
        support: next.allow_support_access,
        now,
      });
      return toSettings(next);
    },
  };
}
