import * as z from 'zod/mini';
import { ALARM_TYPES } from '../dto/alarm-dto';
import { PUSH_RECEIVERS_MAX, alarmControlInfoSchema, alarmPushInfoSchema, configResultSchema } from '../dto/alarm-settings-dto';
import { defineEndpoint } from '../endpoint';
import { positiveId } from '../validation/common-fields';
import { MENU_IDS } from '../../constants/resource-ids';

/** Lengths that only keep junk small; the real checks (parameter ranges, phone and e-mail shapes) are the server's. */
export const CONTROL_PARAM_KEY_MAX = 40;
export const PUSH_PHONE_MAX = 20;
export const PUSH_EMAIL_MAX = 320;

/** E-mail receivers are checked for shape only (delivery tells the rest); the form and the server share it. */
export const PUSH_EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

const CONTROL = '/car/v4/api/alarm/control';
const PUSH = '/car/v4/api/alarm/push';

/**
 * The list endpoints take no parameters. They answer POST like GET (product-spec §7 lists both), and
 * such a POST may come without any body.
 */
const noParams = z.optional(z.nullable(z.object({})));

/** One entry per alarm type at most: a save names each type it changes once. */
const perTypeItems = <Item extends z.ZodMiniType>(item: Item) => z.array(item).check(z.minLength(1), z.maxLength(ALARM_TYPES.length));

export const listAlarmControlsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONTROL}/listAlarmControlInfo.json`,
  encoding: 'query',
  request: noParams,
  response: alarmControlInfoSchema,
  permission: [MENU_IDS.alarmSetting],
});

/** Only the listed types change; omitted params keep their value. */
export const configAlarmControlSchema = z.object({
  items: perTypeItems(
    z.object({
      type: z.enum(ALARM_TYPES),
      enabled: z.optional(z.boolean()),
      params: z.optional(z.record(z.string().check(z.maxLength(CONTROL_PARAM_KEY_MAX)), z.number())),
    }),
  ),
});
export type ConfigAlarmControlRequest = z.input<typeof configAlarmControlSchema>;

export const configAlarmControlsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONTROL}/configAlarmControl.json`,
  encoding: 'json',
  request: configAlarmControlSchema,
  response: configResultSchema,
  permission: [MENU_IDS.alarmSetting],
});

export const listAlarmPushSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUSH}/listAlarmPushInfo.json`,
  encoding: 'query',
  request: noParams,
  response: alarmPushInfoSchema,
  permission: [MENU_IDS.alarmPush],
});

/** Each listed type is replaced as a whole; receivers left out mean none. */
export const configAlarmPushSchema = z.object({
  items: perTypeItems(
    z.object({
      type: z.enum(ALARM_TYPES),
      channels: z.object({ popup: z.boolean(), sound: z.boolean(), sms: z.boolean(), wechat: z.boolean(), email: z.boolean() }),
      phones: z.optional(z.array(z.string().check(z.maxLength(PUSH_PHONE_MAX))).check(z.maxLength(PUSH_RECEIVERS_MAX))),
      emails: z.optional(z.array(z.string().check(z.maxLength(PUSH_EMAIL_MAX))).check(z.maxLength(PUSH_RECEIVERS_MAX))),
      /** users of the customer who get the WeChat message */
      wechatUserIds: z.optional(z.array(positiveId()).check(z.maxLength(PUSH_RECEIVERS_MAX))),
    }),
  ),
});
export type ConfigAlarmPushRequest = z.input<typeof configAlarmPushSchema>;

export const configAlarmPushSettingsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PUSH}/configAlarmPush.json`,
  encoding: 'json',
  request: configAlarmPushSchema,
  response: configResultSchema,
  permission: [MENU_IDS.alarmPush],
});
