import * as z from 'zod/mini';
import { ALARM_TYPES } from './alarm-dto';

/**
 * Alarm control (报警设置, route 400301) and push settings (推送设置, route 400302). Both are the
 * customer's: the operator edits them, a sub-user reads them (`editable: false`). Request shapes are
 * in `../endpoints/alarm-settings-endpoints.ts`.
 */

/** One adjustable number of an alarm rule, with what the form needs to show and check it. */
export const alarmControlParamSchema = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string(),
  value: z.number(),
  defaultValue: z.number(),
  min: z.number(),
  max: z.number(),
});
export type AlarmControlParam = z.infer<typeof alarmControlParamSchema>;

export const alarmControlItemSchema = z.object({
  type: z.enum(ALARM_TYPES),
  typeName: z.string(),
  level: z.number(),
  /** a disabled type is not raised for this customer; alarms already recorded stay */
  enabled: z.boolean(),
  params: z.array(alarmControlParamSchema),
});
export type AlarmControlItem = z.infer<typeof alarmControlItemSchema>;

/** `GET|POST /car/v4/api/alarm/control/listAlarmControlInfo.json` */
export const alarmControlInfoSchema = z.object({
  editable: z.boolean(),
  list: z.array(alarmControlItemSchema),
});
export type AlarmControlInfo = z.infer<typeof alarmControlInfoSchema>;

export const PUSH_CHANNELS = ['popup', 'sound', 'sms', 'wechat', 'email'] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];
export const PUSH_CHANNEL_NAMES: Record<PushChannel, string> = {
  popup: '平台弹窗',
  sound: '声音提醒',
  sms: '短信',
  wechat: '微信',
  email: '邮件',
};
export const PUSH_RECEIVERS_MAX = 10;

export const alarmPushItemSchema = z.object({
  type: z.enum(ALARM_TYPES),
  typeName: z.string(),
  channels: z.object({ popup: z.boolean(), sound: z.boolean(), sms: z.boolean(), wechat: z.boolean(), email: z.boolean() }),
  /** SMS receivers (mainland mobile numbers) */
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  /** users of the customer who get the WeChat message (on their bound WeChat account) */
  wechatUserIds: z.array(z.number()),
});
export type AlarmPushItem = z.infer<typeof alarmPushItemSchema>;

/** `GET|POST /car/v4/api/alarm/push/listAlarmPushInfo.json` */
export const alarmPushInfoSchema = z.object({
  editable: z.boolean(),
  list: z.array(alarmPushItemSchema),
  /** who can be picked as a WeChat receiver */
  users: z.array(z.object({ userId: z.number(), nickName: z.string() })),
});
export type AlarmPushInfo = z.infer<typeof alarmPushInfoSchema>;

/** What both config endpoints answer: how many types changed. */
export const configResultSchema = z.object({ updated: z.number() });
export type ConfigResult = z.infer<typeof configResultSchema>;
