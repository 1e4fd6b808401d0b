import type { AlarmReport, AlarmSummary, MileageReport, MileageSummary, OnlineReport, OnlineSummary } from '@shared/api/dto/report-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type {
  queryAlarmDetailEndpoint,
  queryAlarmSummaryEndpoint,
  queryDailyMileageEndpoint,
  queryDailyOnlineEndpoint,
  queryMileageSummaryEndpoint,
  ReportSortOrder,
} from '@shared/api/endpoints/report-endpoints';
import { chinaDay, dayStart, daysBetween } from '@shared/api/time/china-time';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import { DAY_MS, MINUTE_MS } from '@shared/constants/time';
import type { AuthContext } from '../auth/auth-context';
import type { AlarmReportFilter, ReportRepository, ReportVehicleFilter, VehicleSort } from '../db/report-repository';
import { elapsedOfDay, mileageRows, onlineRows } from '../db/report-rows';
import { vehicleScopeOf } from '../db/vehicle-scope';

type ReportFilterRequest = ParsedRequestOf<typeof queryMileageSummaryEndpoint>;
type MileageRequest = ParsedRequestOf<typeof queryDailyMileageEndpoint>;
type OnlineRequest = ParsedRequestOf<typeof queryDailyOnlineEndpoint>;
type AlarmFilterRequest = ParsedRequestOf<typeof queryAlarmSummaryEndpoint>;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A sort names a field; without an order a column sorts ascending, like antd's first click. */
function vehicleSort(request: MileageRequest | OnlineRequest, by: VehicleSort['by'] | null): VehicleSort | undefined {
  if (!by) return undefined;
  const order: ReportSortOrder = request.sortOrder ?? 'asc';
  return { by, order, firstDay: request.startDate, lastDay: request.endDate };
}

const MILEAGE_SORT = { plate: 'plate', totalKm: 'mileage' } as const;
// the rate is the online time over the same range length for every vehicle: the same order
const ONLINE_SORT = { plate: 'plate', onlineDays: 'onlineDays', totalOnlineMinutes: 'online', onlineRate: 'online' } as const;

function alarmFilter(request: AlarmFilterRequest): AlarmReportFilter {
  return {
    ...vehicleFilter(request),
    start: dayStart(request.startDate) as number,
    end: (dayStart(request.endDate) as number) + DAY_MS - 1,
    ...(request.alarmTypes?.length ? { alarmTypes: request.alarmTypes } : {}),
    ...(request.processedState ? { processedState: request.processedState } : {}),
  };
}

function vehicleFilter(request: ReportFilterRequest): ReportVehicleFilter {
  return {
    ...(request.vehicleIds?.length ? { vehicleIds: request.vehicleIds } : {}),
    ...(request.groupIds?.length ? { groupIds: request.groupIds } : {}),
  };
}

const paging = (request: MileageRequest | OnlineRequest) => ({ pageNum: request.pageNum ?? FIRST_PAGE, pageSize: request.pageSize ?? DEFAULT_PAGE_SIZE });

/**
 * The data-report sub-app's queries: daily mileage, daily online and alarm detail over China
 * calendar days, limited to the caller's vehicles (ids and groups in a request only narrow them).
 * The schema has checked the days, their order and the span.
 */
export function createReportService({ reports, now }: { reports: ReportRepository; now: () => number }) {
  return {
    mileage(auth: AuthContext, request: MileageRequest): MileageReport {
      const scope = vehicleScopeOf(auth);
      const filter = vehicleFilter(request);
      const { pageNum, pageSize } = paging(request);
      const page = reports.vehicles(scope, filter, pageNum, pageSize, vehicleSort(request, request.sortField ? MILEAGE_SORT[request.sortField] : null));
      const stats = reports.dailyStats(page.list.map((vehicle) => vehicle.vehicleId), request.startDate, request.endDate);
      const dates = daysBetween(request.startDate, request.endDate);
      // the total over every matching vehicle is the summary's (mileageSummary): a page reads only its rows
      return { list: mileageRows(page.list, dates, stats), total: page.total, pageNum, pageSize, dates };
    },

    online(auth: AuthContext, request: OnlineRequest): OnlineReport {
      const { pageNum, pageSize } = paging(request);
      const sort = vehicleSort(request, request.sortField ? ONLINE_SORT[request.sortField] : null);
      const page = reports.vehicles(vehicleScopeOf(auth), vehicleFilter(request), pageNum, pageSize, sort);
      const stats = reports.dailyStats(page.list.map((vehicle) => vehicle.vehicleId), request.startDate, request.endDate);
      const dates = daysBetween(request.startDate, request.endDate);
      return { list: onlineRows(page.list, dates, stats, now()), total: page.total, pageNum, pageSize, dates };
    },

    alarmDetail(auth: AuthContext, request: ParsedRequestOf<typeof queryAlarmDetailEndpoint>): AlarmReport {
      const pageNum = request.pageNum ?? FIRST_PAGE;
      const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
      const sort = request.sortField ? { by: request.sortField, order: request.sortOrder ?? 'asc' } : undefined;
      const result = reports.alarms(vehicleScopeOf(auth), alarmFilter(request), pageNum, pageSize, sort);
      return { list: result.list, total: result.total, totalCapped: result.capped, pageNum, pageSize };
    },

    /** The mileage report's totals and chart: every matching vehicle over the range, not a page. */
    mileageSummary(auth: AuthContext, request: ReportFilterRequest): MileageSummary {
      const scope = vehicleScopeOf(auth);
      const filter = vehicleFilter(request);
      const dates = daysBetween(request.startDate, request.endDate);
      const byDay = new Map(sumsOf(scope, filter, request).map((sums) => [sums.day, sums]));
      const dailyM = dates.map((date) => byDay.get(date)?.mileage_m ?? 0);
      return {
        dates,
        dailyKm: dailyM.map((metres) => round(metres / 1000, 2)),
        totalKm: round(dailyM.reduce((sum, metres) => sum + metres, 0) / 1000, 2),
        vehicleCount: reports.vehicleCount(scope, filter),
      };
    },

    /** The online report's totals and chart: online time over the time that passed, for every matching vehicle. */
    onlineSummary(auth: AuthContext, request: ReportFilterRequest): OnlineSummary {
      const scope = vehicleScopeOf(auth);
      const filter = vehicleFilter(request);
      const dates = daysBetween(request.startDate, request.endDate);
      const byDay = new Map(sumsOf(scope, filter, request).map((sums) => [sums.day, sums]));
      const vehicleCount = reports.vehicleCount(scope, filter);
      const elapsed = dates.map((date) => elapsedOfDay(date, now()));
      const online = dates.map((date) => byDay.get(date)?.online_ms ?? 0);
      const totalMs = online.reduce((sum, ms) => sum + ms, 0);
      const rangeMs = elapsed.reduce((sum, ms) => sum + ms, 0) * vehicleCount;
      return {
        dates,
        dailyRate: online.map((ms, i) => ((elapsed[i] ?? 0) > 0 && vehicleCount > 0 ? round(ms / ((elapsed[i] ?? 0) * vehicleCount), 4) : 0)),
        totalOnlineMinutes: Math.round(totalMs / MINUTE_MS),
        onlineDays: dates.reduce((sum, date) => sum + (byDay.get(date)?.online_vehicles ?? 0), 0),
        onlineRate: rangeMs > 0 ? round(totalMs / rangeMs, 4) : 0,
        vehicleCount,
      };
    },

    /** The alarm report's totals and chart: every matching alarm counted by type. */
    alarmSummary(auth: AuthContext, request: AlarmFilterRequest): AlarmSummary {
      const counts = reports.alarmTypeCounts(vehicleScopeOf(auth), alarmFilter(request));
      return {
        total: counts.reduce((sum, row) => sum + row.count, 0),
        processed: counts.reduce((sum, row) => sum + row.processed, 0),
        byType: counts.map((row) => ({ type: row.type, count: row.count })),
      };
    },
  };

  function sumsOf(scope: ReturnType<typeof vehicleScopeOf>, filter: ReportVehicleFilter, request: ReportFilterRequest) {
    const today = chinaDay(now());
    return reports.daySums(scope, filter, request.startDate, request.endDate, { day: today, elapsedMs: elapsedOfDay(today, now()) });
  }
}

export type ReportService = ReturnType<typeof createReportService>;
