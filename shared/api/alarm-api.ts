import type { HttpClient, RequestOptions } from '../http/http-client';
import {
  alarmCountsSchema,
  alarmPageSchema,
  processAlarmResultSchema,
  realtimeAlarmsSchema,
  type AlarmCounts,
  type AlarmPage,
  type AlarmQuery,
  type ProcessAlarmRequest,
  type ProcessAlarmResult,
  type RealtimeAlarmQuery,
  type RealtimeAlarms,
} from './dto/alarm-dto';
import {
  alarmControlInfoSchema,
  alarmPushInfoSchema,
  configResultSchema,
  type AlarmControlInfo,
  type AlarmPushInfo,
  type ConfigAlarmControlRequest,
  type ConfigAlarmPushRequest,
  type ConfigResult,
} from './dto/alarm-settings-dto';

const ALARM_REPORT = '/car/v1/accelerate/report/alarm';

export function queryAlarms(http: HttpClient, query: AlarmQuery, options?: RequestOptions): Promise<AlarmPage> {
  return http.postJson(`${ALARM_REPORT}/newQueryAlarm`, alarmPageSchema, query, options);
}

export function queryRealtimeAlarms(http: HttpClient, query: RealtimeAlarmQuery = {}, options?: RequestOptions): Promise<RealtimeAlarms> {
  return http.get(`${ALARM_REPORT}/actualTimeAlarmQuery.json`, realtimeAlarmsSchema, { ...query }, options);
}

export function countRealtimeAlarms(http: HttpClient, options?: RequestOptions): Promise<AlarmCounts> {
  return http.get(`${ALARM_REPORT}/queryActualTimeAlarmNum.json`, alarmCountsSchema, {}, options);
}

export function processAlarm(http: HttpClient, request: ProcessAlarmRequest, options?: RequestOptions): Promise<ProcessAlarmResult> {
  return http.postJson('/car/v1/api/monitor/processAlarm', processAlarmResultSchema, request, options);
}

export function listAlarmControls(http: HttpClient, options?: RequestOptions): Promise<AlarmControlInfo> {
  return http.get('/car/v4/api/alarm/control/listAlarmControlInfo.json', alarmControlInfoSchema, {}, options);
}

export function configAlarmControls(http: HttpClient, request: ConfigAlarmControlRequest, options?: RequestOptions): Promise<ConfigResult> {
  return http.postJson('/car/v4/api/alarm/control/configAlarmControl.json', configResultSchema, request, options);
}

export function listAlarmPushSettings(http: HttpClient, options?: RequestOptions): Promise<AlarmPushInfo> {
  return http.get('/car/v4/api/alarm/push/listAlarmPushInfo.json', alarmPushInfoSchema, {}, options);
}

export function configAlarmPushSettings(http: HttpClient, request: ConfigAlarmPushRequest, options?: RequestOptions): Promise<ConfigResult> {
  return http.postJson('/car/v4/api/alarm/push/configAlarmPush.json', configResultSchema, request, options);
}
