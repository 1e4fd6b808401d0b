import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { AlarmReport, AlarmSummary, MileageReport, MileageSummary, OnlineReport, OnlineSummary } from './dto/report-dto';
import {
  queryAlarmDetailEndpoint,
  queryAlarmSummaryEndpoint,
  queryDailyMileageEndpoint,
  queryDailyOnlineEndpoint,
  queryMileageSummaryEndpoint,
  queryOnlineSummaryEndpoint,
  type AlarmReportQuery,
  type AlarmSummaryQuery,
  type MileageQuery,
  type OnlineQuery,
  type ReportSummaryQuery,
} from './endpoints/report-endpoints';

export function queryDailyMileage(http: HttpClient, query: MileageQuery, options?: RequestOptions): Promise<MileageReport> {
  return callEndpoint(http, queryDailyMileageEndpoint, query, options);
}

export function queryDailyOnline(http: HttpClient, query: OnlineQuery, options?: RequestOptions): Promise<OnlineReport> {
  return callEndpoint(http, queryDailyOnlineEndpoint, query, options);
}

export function queryAlarmDetail(http: HttpClient, query: AlarmReportQuery, options?: RequestOptions): Promise<AlarmReport> {
  return callEndpoint(http, queryAlarmDetailEndpoint, query, options);
}

export function queryMileageSummary(http: HttpClient, query: ReportSummaryQuery, options?: RequestOptions): Promise<MileageSummary> {
  return callEndpoint(http, queryMileageSummaryEndpoint, query, options);
}

export function queryOnlineSummary(http: HttpClient, query: ReportSummaryQuery, options?: RequestOptions): Promise<OnlineSummary> {
  return callEndpoint(http, queryOnlineSummaryEndpoint, query, options);
}

export function queryAlarmSummary(http: HttpClient, query: AlarmSummaryQuery, options?: RequestOptions): Promise<AlarmSummary> {
  return callEndpoint(http, queryAlarmSummaryEndpoint, query, options);
}
