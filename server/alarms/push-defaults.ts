import { ALARM_TYPE_INFO, type AlarmType } from '@shared/api/dto/alarm-dto';
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
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

/** The Chinese reason a push item is refused (channel on without receivers, bad receivers), or null. */
export function checkPushItem(item: Omit<AlarmPushItem, 'typeName'>, customerUserIds: ReadonlySet<number>): string | null {
  const typeName = ALARM_TYPE_INFO[item.type].name;
  const badPhone = item.phones.find((phone) => !MOBILE_PATTERN.test(phone));
  if (badPhone !== undefined) return `${typeName}：手机号 ${badPhone} 格式不正确`;
  const badEmail = item.emails.find((email) => !EMAIL_PATTERN.test(email));
  if (badEmail !== undefined) return `${typeName}：邮箱 ${badEmail} 格式不正确`;
  if (item.wechatUserIds.some((id) => !customerUserIds.has(id))) return `${typeName}：微信接收人不存在`;
  if (item.channels.sms && item.phones.length === 0) return `${typeName}：开启短信推送时请至少填写一个手机号`;
  if (item.channels.email && item.emails.length === 0) return `${typeName}：开启邮件推送时请至少填写一个邮箱`;
  if (item.channels.wechat && item.wechatUserIds.length === 0) return `${typeName}：开启微信推送时请至少选择一个接收人`;
  return null;
}
