import type { Envelope } from '@shared/api/dto/envelope';
import {
  ALARM_PAGE_SIZE_MAX,
  ALARM_QUERY_MAX_DAYS,
  ALARM_TYPES,
  PROCESS_BATCH_MAX,
  PROCESS_METHODS,
  PROCESS_NOTE_MAX,
  PROCESSED_STATES,
  REALTIME_ALARM_MAX,
  type AlarmCounts,
  type AlarmPage,
  type ProcessAlarmResult,
  type RealtimeAlarms,
} from '@shared/api/dto/alarm-dto';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import { Type } from 'typebox';
import { alarmTypes, positiveIds } from '../alarms/request-lists';
import { parseTime } from '../time/china-time';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { ALARM_TOTAL_CAP } from '../db/alarm-repository';
import { plateKey } from '../db/vehicle-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';

const DAY_MS = 86_400_000;
const REALTIME_DEFAULT = 20;
const MAX_VEHICLE_FILTER = 1000;
const MAX_GROUP_FILTER = 100;

export const MSG_TIME_FORMAT = '时间格式不正确，应为 2026-01-15 08:00:00 或 ISO-8601 格式';
export const MSG_TIME_ORDER = '结束时间不能早于开始时间';
export const MSG_TIME_SPAN = `查询时间跨度不能超过 ${ALARM_QUERY_MAX_DAYS} 天`;
export const MSG_TOO_DEEP = `最多查看前 ${ALARM_TOTAL_CAP} 条报警，请缩小查询条件`;
export const MSG_NO_ALARM_IDS = '请选择要处理的报警';
export const MSG_NO_PROCESS_PERMISSION = '您没有处理报警的权限';
/** the button permission of the vehicle console's 处理报警 (server/seed/catalogue.ts) */
export const PERMISSION_PROCESS = 'car:alarm:process';
export const MSG_NOTE_REQUIRED = '处理方式为"其他"时请填写处理说明';

// items are checked by request-lists.ts, whose messages name the list (see there)
const list = (max: number) => Type.Array(Type.Unknown(), { maxItems: max });

const queryBody = Type.Object({
  startTime: Type.String({ minLength: 1, maxLength: 40 }),
  endTime: Type.String({ minLength: 1, maxLength: 40 }),
  alarmTypes: Type.Optional(list(ALARM_TYPES.length)),
  vehicleIds: Type.Optional(list(MAX_VEHICLE_FILTER)),
  groupIds: Type.Optional(list(MAX_GROUP_FILTER)),
  processedState: Type.Optional(Type.Union(PROCESSED_STATES.map((state) => Type.Literal(state)))),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ALARM_PAGE_SIZE_MAX })),
});

const realtimeQuery = Type.Object({
  sinceAlarmId: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: REALTIME_ALARM_MAX })),
});

const processBody = Type.Object({
  alarmId: Type.Optional(Type.Integer({ minimum: 1 })),
  alarmIds: Type.Optional(list(PROCESS_BATCH_MAX)),
  processMethod: Type.Union(PROCESS_METHODS.map((method) => Type.Literal(method))),
  note: Type.Optional(Type.String({ maxLength: PROCESS_NOTE_MAX })),
});

/** The time range of a query, or the Chinese reason it is refused. */
function timeRange(startTime: string, endTime: string): { start: number; end: number } | string {
  const start = parseTime(startTime);
  const end = parseTime(endTime);
  if (start === null || end === null) return MSG_TIME_FORMAT;
  if (end < start) return MSG_TIME_ORDER;
  if (end - start > ALARM_QUERY_MAX_DAYS * DAY_MS) return MSG_TIME_SPAN;
  return { start, end };
}

/**
 * Alarm records (protected scope): the query, the real-time tip and badge, and processing. The
 * vehicle scope comes from the session; ids and groups in a request only narrow it.
 */
export function registerAlarmRoutes(app: App, ctx: ServerContext): void {
  const records = ctx.alarms.records;

  app.post('/car/v1/accelerate/report/alarm/newQueryAlarm', { schema: { body: queryBody } }, async (request): Promise<Envelope<AlarmPage> | Failure> => {
    const { body } = request;
    const range = timeRange(body.startTime, body.endTime);
    if (typeof range === 'string') return fail(range);
    const pageNum = body.pageNum ?? FIRST_PAGE;
    const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
    if ((pageNum - 1) * pageSize >= ALARM_TOTAL_CAP) return fail(MSG_TOO_DEEP);
    const key = body.keyword ? plateKey(body.keyword.trim()) : '';
    const types = alarmTypes(body.alarmTypes);
    const vehicleIds = positiveIds(body.vehicleIds, '车辆(vehicleIds)');
    const groupIds = positiveIds(body.groupIds, '分组(groupIds)');
    if (typeof types === 'string') return fail(types);
    if (typeof vehicleIds === 'string') return fail(vehicleIds);
    if (typeof groupIds === 'string') return fail(groupIds);
    return ok(
      records.page(vehicleScopeOf(authOf(request)), {
        ...range,
        pageNum,
        pageSize,
        processedState: body.processedState ?? 'all',
        ...(types.length ? { types } : {}),
        ...(vehicleIds.length ? { vehicleIds } : {}),
        ...(groupIds.length ? { groupIds } : {}),
        ...(key ? { plateKey: key } : {}),
      }),
    );
  });

  app.get('/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json', { schema: { querystring: realtimeQuery } }, async (request): Promise<Envelope<RealtimeAlarms>> => {
    const auth = authOf(request);
    const sinceId = request.query.sinceAlarmId ?? 0;
    const pushes = ctx.alarms.settings.pushes(auth.customerId);
    const popupTypes = pushes.filter((item) => item.channels.popup).map((item) => item.type);
    const soundTypes = new Set(pushes.filter((item) => item.channels.sound).map((item) => item.type));
    const rows = records.realtime(vehicleScopeOf(auth), sinceId, request.query.limit ?? REALTIME_DEFAULT, popupTypes);
    return ok({
      list: rows.map((row) => ({ ...row, sound: soundTypes.has(row.type) })),
      latestAlarmId: rows.reduce((latest, row) => Math.max(latest, row.alarmId), sinceId),
    });
  });

  app.get('/car/v1/accelerate/report/alarm/queryActualTimeAlarmNum.json', async (request): Promise<Envelope<AlarmCounts>> =>
    ok(records.countUnprocessed(vehicleScopeOf(authOf(request)))),
  );

  app.post('/car/v1/api/monitor/processAlarm', { schema: { body: processBody } }, async (request): Promise<Envelope<ProcessAlarmResult> | Failure> => {
    const { body } = request;
    const auth = authOf(request);
    // the role decides, not the console hiding its button
    if (!records.roleHas(auth.roleId, PERMISSION_PROCESS)) return fail(MSG_NO_PROCESS_PERMISSION);
    const batch = positiveIds(body.alarmIds, '报警(alarmIds)');
    if (typeof batch === 'string') return fail(batch);
    const alarmIds = [...(body.alarmId === undefined ? [] : [body.alarmId]), ...batch];
    if (alarmIds.length === 0) return fail(MSG_NO_ALARM_IDS);
    if (alarmIds.length > PROCESS_BATCH_MAX) return fail(`一次最多处理 ${PROCESS_BATCH_MAX} 条报警`);
    const note = body.note?.trim() ?? '';
    if (body.processMethod === 'other' && !note) return fail(MSG_NOTE_REQUIRED);
    const result = records.process(vehicleScopeOf(auth), {
      alarmIds,
      method: body.processMethod,
      note: note || null,
      handlerId: auth.userId,
      now: ctx.config.now(),
    });
    request.log.info({ userId: auth.userId, processed: result.processed, requested: alarmIds.length }, 'alarms processed');
    return ok(result);
  });
}
