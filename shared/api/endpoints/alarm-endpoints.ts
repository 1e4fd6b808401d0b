import * as z from 'zod/mini';
import {
  ALARM_PAGE_SIZE_MAX,
  ALARM_QUERY_MAX_DAYS,
  ALARM_TYPES,
  PROCESS_BATCH_MAX,
  PROCESS_METHODS,
  PROCESS_NOTE_MAX,
  PROCESSED_STATES,
  REALTIME_ALARM_MAX,
  alarmCountsSchema,
  alarmPageSchema,
  processAlarmResultSchema,
  realtimeAlarmsSchema,
} from '../dto/alarm-dto';
import { defineEndpoint } from '../endpoint';
import { KEYWORD_MAX, pagingFields, positiveId } from '../validation/common-fields';
import { timeRangeCheck, timeText } from '../validation/time-range';
import { APP_IDS, BUTTON_IDS } from '../../constants/resource-ids';

/** How many vehicles or groups one alarm query may name (a whole region is a group, not a list). */
export const ALARM_VEHICLE_FILTER_MAX = 1000;
export const ALARM_GROUP_FILTER_MAX = 100;

const ALARM_REPORT = '/car/v1/accelerate/report/alarm';

/** Alarm history (`newQueryAlarm`): a time range of at most 31 days, filters that only narrow the caller's scope. */
export const alarmQuerySchema = z
  .object({
    startTime: timeText(),
    endTime: timeText(),
    alarmTypes: z.optional(z.array(z.enum(ALARM_TYPES)).check(z.maxLength(ALARM_TYPES.length))),
    vehicleIds: z.optional(z.array(positiveId()).check(z.maxLength(ALARM_VEHICLE_FILTER_MAX))),
    /** groups include their descendants */
    groupIds: z.optional(z.array(positiveId()).check(z.maxLength(ALARM_GROUP_FILTER_MAX))),
    processedState: z.optional(z.enum(PROCESSED_STATES)),
    /** part of a plate ('粤B12' finds '粤B·12345') */
    keyword: z.optional(z.string().check(z.maxLength(KEYWORD_MAX))),
    ...pagingFields(ALARM_PAGE_SIZE_MAX),
  })
  .check(timeRangeCheck(ALARM_QUERY_MAX_DAYS));
export type AlarmQuery = z.input<typeof alarmQuerySchema>;

export const queryAlarmsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ALARM_REPORT}/newQueryAlarm`,
  encoding: 'json',
  request: alarmQuerySchema,
  response: alarmPageSchema,
  permission: [APP_IDS.car],
});

/** The real-time tip: unprocessed alarms newer than `sinceAlarmId`, newest first. */
export const realtimeAlarmQuerySchema = z.object({
  sinceAlarmId: z.optional(z.int().check(z.minimum(0))),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(REALTIME_ALARM_MAX))),
});
export type RealtimeAlarmQuery = z.input<typeof realtimeAlarmQuerySchema>;

export const queryRealtimeAlarmsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ALARM_REPORT}/actualTimeAlarmQuery.json`,
  encoding: 'query',
  request: realtimeAlarmQuerySchema,
  response: realtimeAlarmsSchema,
  permission: [APP_IDS.car],
});

export const countRealtimeAlarmsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ALARM_REPORT}/queryActualTimeAlarmNum.json`,
  encoding: 'query',
  request: z.object({}),
  response: alarmCountsSchema,
  permission: [APP_IDS.car],
});

/** One alarm (`alarmId`) or a batch (`alarmIds`), with how it was handled. */
export const processAlarmRequestSchema = z.object({
  alarmId: z.optional(positiveId()),
  alarmIds: z.optional(z.array(positiveId()).check(z.maxLength(PROCESS_BATCH_MAX))),
  processMethod: z.enum(PROCESS_METHODS),
  note: z.optional(z.string().check(z.maxLength(PROCESS_NOTE_MAX))),
});
export type ProcessAlarmRequest = z.input<typeof processAlarmRequestSchema>;

/** The button permission of the console's 处理报警 (product-spec §6). */
export const PERMISSION_PROCESS_ALARM = BUTTON_IDS.processAlarm;

export const processAlarmEndpoint = defineEndpoint({
  method: 'POST',
  path: '/car/v1/api/monitor/processAlarm',
  encoding: 'json',
  permission: [PERMISSION_PROCESS_ALARM],
  request: processAlarmRequestSchema,
  response: processAlarmResultSchema,
});
