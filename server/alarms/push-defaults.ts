import { ALARM_TYPE_INFO, type AlarmType } from '@shared/api/dto/alarm-dto';
import { PHONE_PATTERN } from '@shared/api/endpoints/account-endpoints';
import { PUSH_EMAIL_PATTERN } from '@shared/api/endpoints/alarm-settings-endpoints';
import type { AlarmPushItem, PushChannel } from '@shared/api/dto/alarm-settings-dto';

export type PushChannels = Record<PushChannel, boolean>;

/**
 * Until a customer changes anything: every type pops up in the console, urgent ones (level 3) also
 * sound; SMS, WeChat and e-mail stay off because they need receivers and cost money.
 */
export function defaultPush(type: AlarmType): Omit<AlarmPushItem, 'typeName'> {
  const urgent = ALARM_TYPE_INFO[type].level === 3;
  return { type, channels: { popup: true, sound: urgent, sms: false, wechat: false, email: false }, phones: [], emails: [], wechatUserIds: [] };
}

/** Mainland mobile numbers; e-mail addresses checked only for shape (delivery tells the rest). */
export const MOBILE_PATTERN = PHONE_PATTERN;
export const EMAIL_PATTERN = PUSH_EMAIL_PATTERN;
