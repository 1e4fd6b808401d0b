import {
  queryAlarmDetailEndpoint,
  queryAlarmSummaryEndpoint,
  queryDailyMileageEndpoint,
  queryDailyOnlineEndpoint,
  queryMileageSummaryEndpoint,
  queryOnlineSummaryEndpoint,
} from '@shared/api/endpoints/report-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { createReportService } from '../exports/report-service';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/** The data-report sub-app's queries (protected scope, JSON bodies). */
export function registerReportRoutes(app: App, ctx: ServerContext): void {
  const reports = createReportService({ reports: ctx.reports, now: ctx.config.now });

  serve(app, queryDailyMileageEndpoint, (input, request) => reports.mileage(authOf(request), input));
  serve(app, queryDailyOnlineEndpoint, (input, request) => reports.online(authOf(request), input));
  serve(app, queryAlarmDetailEndpoint, (input, request) => reports.alarmDetail(authOf(request), input));
  serve(app, queryMileageSummaryEndpoint, (input, request) => reports.mileageSummary(authOf(request), input));
  serve(app, queryOnlineSummaryEndpoint, (input, request) => reports.onlineSummary(authOf(request), input));
  serve(app, queryAlarmSummaryEndpoint, (input, request) => reports.alarmSummary(authOf(request), input));
}
