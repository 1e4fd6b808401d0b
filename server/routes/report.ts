import { ALARM_TYPES, PROCESSED_STATES } from '@shared/api/dto/alarm-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import type { AlarmReport, MileageReport, OnlineReport } from '@shared/api/dto/report-dto';
import { REPORT_MAX_DAYS, REPORT_PAGE_SIZE_MAX } from '@shared/api/dto/report-dto';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import { Type, type Static } from 'typebox';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { mileageRows, onlineRows } from '../db/report-rows';
import type { ReportVehicleFilter } from '../db/report-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';
import { DAY_MS } from '@shared/constants/time';
import { DATE_PATTERN, dayStart, daysBetween } from '@shared/api/time/china-time';

export const MSG_REPORT_DATE = '日期格式不正确，请使用 YYYY-MM-DD';
export const MSG_REPORT_ORDER = '开始日期不能晚于结束日期';
export const MSG_REPORT_SPAN = `查询时间跨度不能超过${REPORT_MAX_DAYS}天`;

const reportFields = {
  startDate: Type.String({ pattern: DATE_PATTERN }),
  endDate: Type.String({ pattern: DATE_PATTERN }),
  vehicleIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })),
  groupIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: REPORT_PAGE_SIZE_MAX })),
};
const reportBody = Type.Object(reportFields);
const alarmReportBody = Type.Object({
  ...reportFields,
  alarmTypes: Type.Optional(Type.Array(Type.Union(ALARM_TYPES.map((type) => Type.Literal(type))), { maxItems: ALARM_TYPES.length })),
  processedState: Type.Optional(Type.Union(PROCESSED_STATES.map((state) => Type.Literal(state)))),
});

type ReportBody = Static<typeof reportBody>;
type Range = { ok: true; dates: string[]; first: string; last: string } | { ok: false; msg: string };

function dateRange(body: ReportBody): Range {
  if (dayStart(body.startDate) === null || dayStart(body.endDate) === null) return { ok: false, msg: MSG_REPORT_DATE };
  if (body.startDate > body.endDate) return { ok: false, msg: MSG_REPORT_ORDER };
  const dates = daysBetween(body.startDate, body.endDate);
  if (dates.length > REPORT_MAX_DAYS) return { ok: false, msg: MSG_REPORT_SPAN };
  return { ok: true, dates, first: body.startDate, last: body.endDate };
}

function vehicleFilter(body: ReportBody): ReportVehicleFilter {
  return { ...(body.vehicleIds?.length ? { vehicleIds: body.vehicleIds } : {}), ...(body.groupIds?.length ? { groupIds: body.groupIds } : {}) };
}

const paging = (body: ReportBody) => ({ pageNum: body.pageNum ?? FIRST_PAGE, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE });

/**
 * The data-report sub-app's queries (protected scope, JSON bodies): daily mileage, daily online and
 * alarm detail over at most 31 China calendar days, limited to the caller's vehicles.
 */
export function registerReportRoutes(app: App, ctx: ServerContext): void {
  app.post('/car/v1/accelerate/report/mileage/queryDailyMileage.json', { schema: { body: reportBody } }, async (request): Promise<Envelope<MileageReport> | Failure> => {
    const range = dateRange(request.body);
    if (!range.ok) return fail(range.msg);
    const scope = vehicleScopeOf(authOf(request));
    const filter = vehicleFilter(request.body);
    const { pageNum, pageSize } = paging(request.body);
    const page = ctx.reports.vehicles(scope, filter, pageNum, pageSize);
    const stats = ctx.reports.dailyStats(page.list.map((vehicle) => vehicle.vehicleId), range.first, range.last);
    const totalKm = Math.round(ctx.reports.totalMileageM(scope, filter, range.first, range.last) / 10) / 100;
    return ok({ list: mileageRows(page.list, range.dates, stats), total: page.total, pageNum, pageSize, dates: range.dates, totalKm });
  });

  app.post('/car/v1/accelerate/report/online/queryDailyOnline.json', { schema: { body: reportBody } }, async (request): Promise<Envelope<OnlineReport> | Failure> => {
    const range = dateRange(request.body);
    if (!range.ok) return fail(range.msg);
    const { pageNum, pageSize } = paging(request.body);
    const page = ctx.reports.vehicles(vehicleScopeOf(authOf(request)), vehicleFilter(request.body), pageNum, pageSize);
    const stats = ctx.reports.dailyStats(page.list.map((vehicle) => vehicle.vehicleId), range.first, range.last);
    return ok({ list: onlineRows(page.list, range.dates, stats, ctx.config.now()), total: page.total, pageNum, pageSize, dates: range.dates });
  });

  app.post('/car/v1/accelerate/report/alarm/queryAlarmDetail.json', { schema: { body: alarmReportBody } }, async (request): Promise<Envelope<AlarmReport> | Failure> => {
    const { body } = request;
    const range = dateRange(body);
    if (!range.ok) return fail(range.msg);
    const start = dayStart(range.first) ?? 0;
    const end = (dayStart(range.last) ?? 0) + DAY_MS - 1;
    const { pageNum, pageSize } = paging(body);
    const result = ctx.reports.alarms(
      vehicleScopeOf(authOf(request)),
      {
        ...vehicleFilter(body),
        start,
        end,
        ...(body.alarmTypes?.length ? { alarmTypes: body.alarmTypes } : {}),
        ...(body.processedState ? { processedState: body.processedState } : {}),
      },
      pageNum,
      pageSize,
    );
    return ok({ list: result.list, total: result.total, totalCapped: result.capped, pageNum, pageSize });
  });
}
