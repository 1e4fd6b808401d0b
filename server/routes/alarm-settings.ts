import type { Envelope } from '@shared/api/dto/envelope';
import { ALARM_TYPES, type AlarmType } from '@shared/api/dto/alarm-dto';
import { PUSH_RECEIVERS_MAX, type AlarmControlInfo, type AlarmPushInfo, type ConfigResult } from '@shared/api/dto/alarm-settings-dto';
import { Type } from 'typebox';
import { checkControlParam, controlItems } from '../alarms/control-params';
import { checkPushItem } from '../alarms/push-defaults';
import { isAlarmType } from '../alarms/request-lists';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';

export const MSG_SUB_USER_SETTINGS = '子账号无权修改报警设置，请联系主账号';
export const MSG_DUPLICATE_TYPE = '报警类型重复';

// a union of 17 literals inside an array reports "type必须为 sos"; request-lists.ts words it better
const alarmType = Type.String({ maxLength: 40 });

const controlBody = Type.Object({
  items: Type.Array(
    Type.Object({
      type: alarmType,
      enabled: Type.Optional(Type.Boolean()),
      params: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Type.Number())),
    }),
    { minItems: 1, maxItems: ALARM_TYPES.length },
  ),
});

const pushBody = Type.Object({
  items: Type.Array(
    Type.Object({
      type: alarmType,
      channels: Type.Object({ popup: Type.Boolean(), sound: Type.Boolean(), sms: Type.Boolean(), wechat: Type.Boolean(), email: Type.Boolean() }),
      phones: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: PUSH_RECEIVERS_MAX })),
      emails: Type.Optional(Type.Array(Type.String({ maxLength: 320 }), { maxItems: PUSH_RECEIVERS_MAX })),
      wechatUserIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: PUSH_RECEIVERS_MAX })),
    }),
    { minItems: 1, maxItems: ALARM_TYPES.length },
  ),
});

/** The items with their types checked, or the Chinese reason they are refused. */
function typedItems<T extends { type: string }>(items: readonly T[]): (T & { type: AlarmType })[] | string {
  const unknown = items.find((item) => !isAlarmType(item.type));
  if (unknown) return `参数错误：不支持的报警类型 ${JSON.stringify(unknown.type)}`;
  if (new Set(items.map((item) => item.type)).size !== items.length) return MSG_DUPLICATE_TYPE;
  return items as (T & { type: AlarmType })[];
}

/**
 * Alarm control and push settings (protected scope). They belong to the customer: every user reads
 * them, only the operator changes them (a sub-user's menus lack 400301/400302, and the server does not
 * rely on menus). Per-user push preferences were not chosen: one place decides who is woken at night.
 */
export function registerAlarmSettingsRoutes(app: App, ctx: ServerContext): void {
  const settings = ctx.alarms.settings;

  app.route({
    method: ['GET', 'POST'],
    url: '/car/v4/api/alarm/control/listAlarmControlInfo.json',
    handler: async (request): Promise<Envelope<AlarmControlInfo>> => {
      const auth = authOf(request);
      return ok({ editable: auth.userType === 'operator', list: controlItems(settings.controls(auth.customerId)) });
    },
  });

  app.post('/car/v4/api/alarm/control/configAlarmControl.json', { schema: { body: controlBody } }, async (request): Promise<Envelope<ConfigResult> | Failure> => {
    const auth = authOf(request);
    if (auth.userType !== 'operator') return fail(MSG_SUB_USER_SETTINGS);
    const items = typedItems(request.body.items);
    if (typeof items === 'string') return fail(items);
    for (const item of items) {
      for (const [key, value] of Object.entries(item.params ?? {})) {
        const problem = checkControlParam(item.type, key, value);
        if (problem) return fail(problem);
      }
    }
    const updated = settings.saveControls(auth.customerId, auth.userId, items, ctx.config.now());
    request.log.info({ userId: auth.userId, types: items.map((item) => item.type) }, 'alarm control changed');
    return ok({ updated });
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/car/v4/api/alarm/push/listAlarmPushInfo.json',
    handler: async (request): Promise<Envelope<AlarmPushInfo>> => {
      const auth = authOf(request);
      return ok({ editable: auth.userType === 'operator', list: settings.pushes(auth.customerId), users: settings.customerUsers(auth.customerId) });
    },
  });

  app.post('/car/v4/api/alarm/push/configAlarmPush.json', { schema: { body: pushBody } }, async (request): Promise<Envelope<ConfigResult> | Failure> => {
    const auth = authOf(request);
    if (auth.userType !== 'operator') return fail(MSG_SUB_USER_SETTINGS);
    const typed = typedItems(request.body.items);
    if (typeof typed === 'string') return fail(typed);
    const userIds = new Set(settings.customerUsers(auth.customerId).map((user) => user.userId));
    const items = typed.map((item) => ({
      type: item.type,
      channels: item.channels,
      phones: [...new Set((item.phones ?? []).map((phone) => phone.trim()))],
      emails: [...new Set((item.emails ?? []).map((email) => email.trim()))],
      wechatUserIds: [...new Set(item.wechatUserIds ?? [])],
    }));
    for (const item of items) {
      const problem = checkPushItem(item, userIds);
      if (problem) return fail(problem);
    }
    const updated = settings.savePushes(auth.customerId, auth.userId, items, ctx.config.now());
    request.log.info({ userId: auth.userId, types: items.map((item) => item.type) }, 'alarm push changed');
    return ok({ updated });
  });
}
