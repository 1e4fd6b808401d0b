import type { AlarmReport, MileageReport, OnlineReport } from '@shared/api/dto/report-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { queryAlarmDetailEndpoint, queryDailyMileageEndpoint } from '@shared/api/endpoints/report-endpoints';
import { dayStart, daysBetween } from '@shared/api/time/china-time';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import { DAY_MS } from '@shared/constants/time';
import type { AuthContext } from '../auth/auth-context';
import type { ReportRepository, ReportVehicleFilter } from '../db/report-repository';
import { mileageRows, onlineRows } from '../db/report-rows';
import { vehicleScopeOf } from '../db/vehicle-scope';

type ReportRequest = ParsedRequestOf<typeof queryDailyMileageEndpoint>;

function vehicleFilter(request: ReportRequest): ReportVehicleFilter {
  return {
    ...(request.vehicleIds?.length ? { vehicleIds: request.vehicleIds } : {}),
    ...(request.groupIds?.length ? { groupIds: request.groupIds } : {}),
  };
}

const paging = (request: ReportRequest) => ({ pageNum: request.pageNum ?? FIRST_PAGE, pageSize: request.pageSize ?? DEFAULT_PAGE_SIZE });

/**
 * The data-report sub-app's queries: daily mileage, daily online and alarm detail over China
 * calendar days, limited to the caller's vehicles (ids and groups in a request only narrow them).
 * The schema has checked the days, their order and the span.
 */
export function createReportService({ reports, now }: { reports: ReportRepository; now: () => number }) {
  return {
    mileage(auth: AuthContext, request: ReportRequest): MileageReport {
      const scope = vehicleScopeOf(auth);
      const filter = vehicleFilter(request);
      const { pageNum, pageSize } = paging(request);
      const page = reports.vehicles(scope, filter, pageNum, pageSize);
      const stats = reports.dailyStats(page.list.map((vehicle) => vehicle.vehicleId), request.startDate, request.endDate);
      const dates = daysBetween(request.startDate, request.endDate);
      const totalKm = Math.round(reports.totalMileageM(scope, filter, request.startDate, request.endDate) / 10) / 100;
      return { list: mileageRows(page.list, dates, stats), total: page.total, pageNum, pageSize, dates, totalKm };
    },

    online(auth: AuthContext, request: ReportRequest): OnlineReport {
      const { pageNum, pageSize } = paging(request);
      const page = reports.vehicles(vehicleScopeOf(auth), vehicleFilter(request), pageNum, pageSize);
      const stats = reports.dailyStats(page.list.map((vehicle) => vehicle.vehicleId), request.startDate, request.endDate);
      const dates = daysBetween(request.startDate, request.endDate);
      return { list: onlineRows(page.list, dates, stats, now()), total: page.total, pageNum, pageSize, dates };
    },

    alarmDetail(auth: AuthContext, request: ParsedRequestOf<typeof queryAlarmDetailEndpoint>): AlarmReport {
      const start = dayStart(request.startDate) as number;
      const end = (dayStart(request.endDate) as number) + DAY_MS - 1;
      const { pageNum, pageSize } = paging(request);
      const result = reports.alarms(
        vehicleScopeOf(auth),
        {
          ...vehicleFilter(request),
          start,
          end,
          ...(request.alarmTypes?.length ? { alarmTypes: request.alarmTypes } : {}),
          ...(request.processedState ? { processedState: request.processedState } : {}),
        },
        pageNum,
        pageSize,
      );
      return { list: result.list, total: result.total, totalCapped: result.capped, pageNum, pageSize };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
