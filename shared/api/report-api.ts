import type { HttpClient, RequestOptions } from '../http/http-client';
import {
  alarmReportSchema,
  mileageReportSchema,
  onlineReportSchema,
  type AlarmReport,
  type AlarmReportQuery,
  type MileageReport,
  type OnlineReport,
  type ReportQuery,
} from './dto/report-dto';

export function queryDailyMileage(http: HttpClient, query: ReportQuery, options?: RequestOptions): Promise<MileageReport> {
  return http.postJson('/car/v1/accelerate/report/mileage/queryDailyMileage.json', mileageReportSchema, query, options);
}

export function queryDailyOnline(http: HttpClient, query: ReportQuery, options?: RequestOptions): Promise<OnlineReport> {
  return http.postJson('/car/v1/accelerate/report/online/queryDailyOnline.json', onlineReportSchema, query, options);
}

export function queryAlarmDetail(http: HttpClient, query: AlarmReportQuery, options?: RequestOptions): Promise<AlarmReport> {
  return http.postJson('/car/v1/accelerate/report/alarm/queryAlarmDetail.json', alarmReportSchema, query, options);
}
