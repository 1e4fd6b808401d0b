import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { AlarmCounts, AlarmPage, ProcessAlarmResult, RealtimeAlarms } from './dto/alarm-dto';
import {
  countRealtimeAlarmsEndpoint,
  processAlarmEndpoint,
  queryAlarmsEndpoint,
  queryRealtimeAlarmsEndpoint,
  type AlarmQuery,
  type ProcessAlarmRequest,
  type RealtimeAlarmQuery,
} from './endpoints/alarm-endpoints';
import type { AlarmControlInfo, AlarmPushInfo, ConfigResult } from './dto/alarm-settings-dto';
import {
  configAlarmControlsEndpoint,
  configAlarmPushSettingsEndpoint,
  listAlarmControlsEndpoint,
  listAlarmPushSettingsEndpoint,
  type ConfigAlarmControlRequest,
  type ConfigAlarmPushRequest,
} from './endpoints/alarm-settings-endpoints';

export function queryAlarms(http: HttpClient, query: AlarmQuery, options?: RequestOptions): Promise<AlarmPage> {
  return callEndpoint(http, queryAlarmsEndpoint, query, options);
}

export function queryRealtimeAlarms(http: HttpClient, query: RealtimeAlarmQuery = {}, options?: RequestOptions): Promise<RealtimeAlarms> {
  return callEndpoint(http, queryRealtimeAlarmsEndpoint, query, options);
}

export function countRealtimeAlarms(http: HttpClient, options?: RequestOptions): Promise<AlarmCounts> {
  return callEndpoint(http, countRealtimeAlarmsEndpoint, {}, options);
}

export function processAlarm(http: HttpClient, request: ProcessAlarmRequest, options?: RequestOptions): Promise<ProcessAlarmResult> {
  return callEndpoint(http, processAlarmEndpoint, request, options);
}

export function listAlarmControls(http: HttpClient, options?: RequestOptions): Promise<AlarmControlInfo> {
  return callEndpoint(http, listAlarmControlsEndpoint, {}, options);
}

export function configAlarmControls(http: HttpClient, request: ConfigAlarmControlRequest, options?: RequestOptions): Promise<ConfigResult> {
  return callEndpoint(http, configAlarmControlsEndpoint, request, options);
}

export function listAlarmPushSettings(http: HttpClient, options?: RequestOptions): Promise<AlarmPushInfo> {
  return callEndpoint(http, listAlarmPushSettingsEndpoint, {}, options);
}

export function configAlarmPushSettings(http: HttpClient, request: ConfigAlarmPushRequest, options?: RequestOptions): Promise<ConfigResult> {
  return callEndpoint(http, configAlarmPushSettingsEndpoint, request, options);
}
