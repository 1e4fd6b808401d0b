import { ALARM_TYPES, ALARM_TYPE_INFO, type AlarmType } from '@shared/api/dto/alarm-dto';
import type { AlarmPushItem } from '@shared/api/dto/alarm-settings-dto';
import { resolveControls, type ControlSettings, type StoredControl } from '../alarms/control-params';
import { defaultPush } from '../alarms/push-defaults';
import type { Db } from './connection';

export interface ControlChange {
  type: AlarmType;
  enabled?: boolean;
  params?: Record<string, number>;
}

export type PushSetting = Omit<AlarmPushItem, 'typeName'>;

export interface AlarmSettingsRepository {
  controls(customerId: number): ControlSettings;
  saveControls(customerId: number, userId: number, changes: readonly ControlChange[], now: number): number;
  pushes(customerId: number): AlarmPushItem[];
  savePushes(customerId: number, userId: number, items: readonly PushSetting[], now: number): number;
  /** the customer's users, for picking WeChat receivers */
  customerUsers(customerId: number): { userId: number; nickName: string }[];
}

interface ControlDbRow {
  type: AlarmType;
  enabled: number;
  params: string;
}

interface PushDbRow {
  type: AlarmType;
  popup: number;
  sound: number;
  sms: number;
  wechat: number;
  email: number;
  phones: string;
  emails: string;
  wechat_user_ids: string;
}

/** JSON written by this module only; a damaged value falls back to the default instead of failing a page. */
function parseJson<T>(text: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}
const isNumberRecord = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'number');
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => typeof item === 'number');

function toPush(row: PushDbRow): AlarmPushItem {
  return {
    type: row.type,
    typeName: ALARM_TYPE_INFO[row.type].name,
    channels: { popup: row.popup === 1, sound: row.sound === 1, sms: row.sms === 1, wechat: row.wechat === 1, email: row.email === 1 },
    phones: parseJson(row.phones, [], isStringList),
    emails: parseJson(row.emails, [], isStringList),
    wechatUserIds: parseJson(row.wechat_user_ids, [], isNumberList),
  };
}

export function createAlarmSettingsRepository(db: Db): AlarmSettingsRepository {
  const selectControls = db.prepare<[number], ControlDbRow>('SELECT type, enabled, params FROM alarm_controls WHERE customer_id = ?');
  const upsertControl = db.prepare(`
    INSERT INTO alarm_controls (customer_id, type, enabled, params, updated_by, updated_at)
    VALUES (@customerId, @type, @enabled, @params, @userId, @now)
    ON CONFLICT (customer_id, type) DO UPDATE SET enabled = excluded.enabled, params = excluded.params,
      updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  const selectPushes = db.prepare<[number], PushDbRow>(
    'SELECT type, popup, sound, sms, wechat, email, phones, emails, wechat_user_ids FROM alarm_pushes WHERE customer_id = ?',
  );
  const upsertPush = db.prepare(`
    INSERT INTO alarm_pushes (customer_id, type, popup, sound, sms, wechat, email, phones, emails, wechat_user_ids, updated_by, updated_at)
    VALUES (@customerId, @type, @popup, @sound, @sms, @wechat, @email, @phones, @emails, @wechatUserIds, @userId, @now)
    ON CONFLICT (customer_id, type) DO UPDATE SET popup = excluded.popup, sound = excluded.sound, sms = excluded.sms,
      wechat = excluded.wechat, email = excluded.email, phones = excluded.phones, emails = excluded.emails,
      wechat_user_ids = excluded.wechat_user_ids, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  const selectUsers = db.prepare<[number], { id: number; nick_name: string }>('SELECT id, nick_name FROM users WHERE customer_id = ? ORDER BY id');

  const stored = (customerId: number): Map<AlarmType, StoredControl> =>
    new Map(
      selectControls
        .all(customerId)
        .filter((row) => ALARM_TYPE_INFO[row.type] !== undefined)
        .map((row) => [row.type, { enabled: row.enabled === 1, params: parseJson(row.params, {}, isNumberRecord) }]),
    );

  return {
    controls: (customerId) => resolveControls(stored(customerId)),

    saveControls(customerId, userId, changes, now) {
      return db.transaction(() => {
        const current = stored(customerId);
        for (const change of changes) {
          const before = current.get(change.type) ?? { enabled: true, params: {} };
          const after = { enabled: change.enabled ?? before.enabled, params: { ...before.params, ...change.params } };
          current.set(change.type, after);
          upsertControl.run({ customerId, type: change.type, enabled: after.enabled ? 1 : 0, params: JSON.stringify(after.params), userId, now });
        }
        return changes.length;
      })();
    },

    pushes(customerId) {
      const saved = new Map(selectPushes.all(customerId).filter((row) => ALARM_TYPE_INFO[row.type] !== undefined).map((row) => [row.type, toPush(row)]));
      return ALARM_TYPES.map((type) => saved.get(type) ?? { ...defaultPush(type), typeName: ALARM_TYPE_INFO[type].name });
    },

    savePushes(customerId, userId, items, now) {
      return db.transaction(() => {
        for (const item of items) {
          upsertPush.run({
            customerId,
            type: item.type,
            ...Object.fromEntries(Object.entries(item.channels).map(([channel, on]) => [channel, on ? 1 : 0])),
            phones: JSON.stringify(item.phones),
            emails: JSON.stringify(item.emails),
            wechatUserIds: JSON.stringify(item.wechatUserIds),
            userId,
            now,
          });
        }
        return items.length;
      })();
    },

    customerUsers: (customerId) => selectUsers.all(customerId).map((row) => ({ userId: row.id, nickName: row.nick_name })),
  };
}
