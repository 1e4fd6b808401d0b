import { ALARM_TYPE_INFO, type AlarmType } from '@shared/api/dto/alarm-dto';
import type { AlarmControlInfo, AlarmPushInfo, ConfigResult } from '@shared/api/dto/alarm-settings-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { configAlarmControlsEndpoint, configAlarmPushSettingsEndpoint } from '@shared/api/endpoints/alarm-settings-endpoints';
import type { AuthContext } from '../auth/auth-context';
import type { AlarmSettingsRepository, PushSetting } from '../db/alarm-settings-repository';
import { refuse } from '../http/refusal';
import { CONTROL_PARAMS, controlItems } from './control-params';
import { EMAIL_PATTERN, MOBILE_PATTERN } from './push-defaults';

export const MSG_SUB_USER_SETTINGS = '子账号无权修改报警设置，请联系主账号';
export const MSG_DUPLICATE_TYPE = '报警类型重复';

export interface AlarmSettingsServiceDeps {
  settings: AlarmSettingsRepository;
  now: () => number;
}

/** Refuses a parameter the type does not have, or a value outside its range. */
function assertControlParam(type: AlarmType, key: string, value: number): void {
  const spec = (CONTROL_PARAMS[type] ?? []).find((item) => item.key === key);
  const typeName = ALARM_TYPE_INFO[type].name;
  if (!spec) refuse(`${typeName}没有参数 ${key}`);
  if (!Number.isInteger(value)) refuse(`${typeName}的${spec.name}必须是整数`);
  if (value < spec.min || value > spec.max) refuse(`${typeName}的${spec.name}必须在 ${spec.min} 到 ${spec.max} ${spec.unit}之间`);
}

/** Refuses bad receivers, and a paid channel switched on without any receiver. */
function assertPushItem(item: PushSetting, customerUserIds: ReadonlySet<number>): void {
  const typeName = ALARM_TYPE_INFO[item.type].name;
  const badPhone = item.phones.find((phone) => !MOBILE_PATTERN.test(phone));
  if (badPhone !== undefined) refuse(`${typeName}：手机号 ${badPhone} 格式不正确`);
  const badEmail = item.emails.find((email) => !EMAIL_PATTERN.test(email));
  if (badEmail !== undefined) refuse(`${typeName}：邮箱 ${badEmail} 格式不正确`);
  if (item.wechatUserIds.some((id) => !customerUserIds.has(id))) refuse(`${typeName}：微信接收人不存在`);
  if (item.channels.sms && item.phones.length === 0) refuse(`${typeName}：开启短信推送时请至少填写一个手机号`);
  if (item.channels.email && item.emails.length === 0) refuse(`${typeName}：开启邮件推送时请至少填写一个邮箱`);
  if (item.channels.wechat && item.wechatUserIds.length === 0) refuse(`${typeName}：开启微信推送时请至少选择一个接收人`);
}

/** Only the operator changes the customer's settings; the server does not rely on a sub-user's menus lacking them. */
function assertEditor(auth: AuthContext, items: readonly { type: AlarmType }[]): void {
  if (auth.userType !== 'operator') refuse(MSG_SUB_USER_SETTINGS);
  if (new Set(items.map((item) => item.type)).size !== items.length) refuse(MSG_DUPLICATE_TYPE);
}

const unique = <T>(values: readonly T[] | undefined): T[] => [...new Set(values ?? [])];

/**
 * Alarm control and push settings. They belong to the customer: every user reads them, only the
 * operator changes them. Per-user push preferences were not chosen: one place decides who is woken
 * at night. Types and list sizes are checked before this, by the endpoints' schemas.
 */
export function createAlarmSettingsService({ settings, now }: AlarmSettingsServiceDeps) {
  return {
    controls(auth: AuthContext): AlarmControlInfo {
      return { editable: auth.userType === 'operator', list: controlItems(settings.controls(auth.customerId)) };
    },

    configControls(auth: AuthContext, request: ParsedRequestOf<typeof configAlarmControlsEndpoint>): ConfigResult {
      assertEditor(auth, request.items);
      for (const item of request.items) {
        for (const [key, value] of Object.entries(item.params ?? {})) assertControlParam(item.type, key, value);
      }
      return { updated: settings.saveControls(auth.customerId, auth.userId, request.items, now()) };
    },

    pushes(auth: AuthContext): AlarmPushInfo {
      return { editable: auth.userType === 'operator', list: settings.pushes(auth.customerId), users: settings.customerUsers(auth.customerId) };
    },

    configPushes(auth: AuthContext, request: ParsedRequestOf<typeof configAlarmPushSettingsEndpoint>): ConfigResult {
      assertEditor(auth, request.items);
      const userIds = new Set(settings.customerUsers(auth.customerId).map((user) => user.userId));
      const items: PushSetting[] = request.items.map((item) => ({
        type: item.type,
        channels: item.channels,
        phones: unique(item.phones?.map((phone) => phone.trim())),
        emails: unique(item.emails?.map((email) => email.trim())),
        wechatUserIds: unique(item.wechatUserIds),
      }));
      for (const item of items) assertPushItem(item, userIds);
      return { updated: settings.savePushes(auth.customerId, auth.userId, items, now()) };
    },
  };
}

export type AlarmSettingsService = ReturnType<typeof createAlarmSettingsService>;
