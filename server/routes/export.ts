import type { Envelope, Page } from '@shared/api/dto/envelope';
import { EXPORT_REPORT_TYPES, type ExportRecord } from '@shared/api/dto/export-dto';
import { VEHICLE_STATES } from '@shared/api/dto/vehicle-dto';
import { ALARM_QUERY_MAX_DAYS } from '@shared/api/dto/alarm-dto';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import { Type } from 'typebox';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { parseTime } from '@shared/api/time/china-time';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';
import { MSG_GROUP_NOT_VISIBLE } from './group';
import { DAY_MS } from '@shared/constants/time';

export const MSG_EXPORT_TIME_REQUIRED = '报警明细导出需要开始时间和结束时间';
export const MSG_EXPORT_TIME_FORMAT = '时间格式不正确，应为 YYYY-MM-DD HH:mm:ss';
export const MSG_EXPORT_TIME_ORDER = '开始时间不能晚于结束时间';
export const MSG_EXPORT_TIME_SPAN = `报警明细一次最多导出 ${ALARM_QUERY_MAX_DAYS} 天`;

const exportBody = Type.Object({
  reportType: Type.Union(EXPORT_REPORT_TYPES.map((type) => Type.Literal(type))),
  groupId: Type.Optional(Type.Integer({ minimum: 1 })),
  state: Type.Optional(Type.Union(VEHICLE_STATES.map((state) => Type.Literal(state)))),
  startTime: Type.Optional(Type.String({ maxLength: 40 })),
  endTime: Type.Optional(Type.String({ maxLength: 40 })),
});

const listBody = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

/** The alarm report's time range, checked now so a job never fails later for bad input. */
function timeRangeProblem(startTime: string | undefined, endTime: string | undefined): string | null {
  if (!startTime || !endTime) return MSG_EXPORT_TIME_REQUIRED;
  const start = parseTime(startTime);
  const end = parseTime(endTime);
  if (start === null || end === null) return MSG_EXPORT_TIME_FORMAT;
  if (start > end) return MSG_EXPORT_TIME_ORDER;
  if (end - start > ALARM_QUERY_MAX_DAYS * DAY_MS) return MSG_EXPORT_TIME_SPAN;
  return null;
}

/**
 * Export jobs (protected scope): starting one answers at once with the queued record; the file is
 * written in the background. A job remembers the caller's scope, so a sub-user's file only ever holds
 * their vehicles. The download route lives in export-download.ts (it also takes the session from the query).
 */
export function registerExportRoutes(app: App, ctx: ServerContext): void {
  ctx.exports.runner.start(app.log);
  app.addHook('onClose', async () => ctx.exports.runner.stop());

  app.post('/car/v1/accelerate/export/exportDataReport.json', { schema: { body: exportBody } }, async (request): Promise<Envelope<ExportRecord> | Failure> => {
    const auth = authOf(request);
    const scope = vehicleScopeOf(auth);
    const { reportType, groupId, state, startTime, endTime } = request.body;
    if (groupId !== undefined && !ctx.groups.isVisible(scope, groupId)) return fail(MSG_GROUP_NOT_VISIBLE);
    const isAlarm = reportType === 'alarmList';
    if (isAlarm) {
      const problem = timeRangeProblem(startTime, endTime);
      if (problem) return fail(problem);
    }
    const filters = {
      ...(groupId !== undefined ? { groupId } : {}),
      ...(state && !isAlarm ? { state } : {}),
      ...(isAlarm ? { startTime, endTime } : {}),
    };
    const record = ctx.exports.jobs.create({
      userId: auth.userId,
      customerId: scope.customerId,
      scopeUserId: scope.restrictedToUserId,
      reportType,
      filters: JSON.stringify(filters),
      now: ctx.config.now(),
    });
    ctx.exports.runner.enqueue(record.id);
    request.log.info({ jobId: record.id, reportType }, 'export queued');
    return ok(record);
  });

  app.post('/car/v1/accelerate/export/listExportRecord.json', { schema: { body: Type.Optional(listBody) } }, async (request): Promise<Envelope<Page<ExportRecord>>> => {
    const { pageNum = FIRST_PAGE, pageSize = DEFAULT_PAGE_SIZE } = request.body ?? {};
    return ok(ctx.exports.jobs.page(authOf(request).userId, pageNum, pageSize));
  });
}
