import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { AlarmReport, MileageReport, OnlineReport } from './dto/report-dto';
import {
  queryAlarmDetailEndpoint,
  queryDailyMileageEndpoint,
  queryDailyOnlineEndpoint,
  type AlarmReportQuery,
  type ReportQuery,
} from './endpoints/report-endpoints';

export function queryDailyMileage(http: HttpClient, query: ReportQuery, options?: RequestOptions): Promise<MileageReport> {
  return callEndpoint(http, queryDailyMileageEndpoint, query, options);
}

export function queryDailyOnline(http: HttpClient, query: ReportQuery, options?: RequestOptions): Promise<OnlineReport> {
  return callEndpoint(http, queryDailyOnlineEndpoint, query, options);
}

export function queryAlarmDetail(http: HttpClient, query: AlarmReportQuery, options?: RequestOptions): Promise<AlarmReport> {
  return callEndpoint(http, queryAlarmDetailEndpoint, query, options);
}
