import * as z from 'zod/mini';
import { ALARM_TYPES, PROCESSED_STATES } from '../dto/alarm-dto';
import {
  REPORT_MAX_DAYS,
  REPORT_PAGE_SIZE_MAX,
  alarmReportSchema,
  alarmSummarySchema,
  mileageReportSchema,
  mileageSummarySchema,
  onlineReportSchema,
  onlineSummarySchema,
} from '../dto/report-dto';
import { defineEndpoint } from '../endpoint';
import { pagingFields, positiveId } from '../validation/common-fields';
import { dateRangeCheck, dateText } from '../validation/time-range';
import { REPORT_READERS } from '../../constants/resource-ids';

/** How many vehicles or groups one report may name (a whole region is a group, not a list). */
export const REPORT_VEHICLE_FILTER_MAX = 500;
export const REPORT_GROUP_FILTER_MAX = 100;

const REPORT = '/car/v1/accelerate/report';

/**
 * Filters every report takes: China calendar days, both ends included. Groups include their
 * descendants; no vehicles and no groups = every visible vehicle.
 */
const filterFields = {
  startDate: dateText(),
  endDate: dateText(),
  vehicleIds: z.optional(z.array(positiveId()).check(z.maxLength(REPORT_VEHICLE_FILTER_MAX))),
  groupIds: z.optional(z.array(positiveId()).check(z.maxLength(REPORT_GROUP_FILTER_MAX))),
};

/** The alarm report narrows further by type and handling. */
const alarmFilterFields = {
  ...filterFields,
  alarmTypes: z.optional(z.array(z.enum(ALARM_TYPES)).check(z.maxLength(ALARM_TYPES.length))),
  processedState: z.optional(z.enum(PROCESSED_STATES)),
};

/** A table sorts by one column at a time, either way; without a field the report's own order holds. */
export const REPORT_SORT_ORDERS = ['asc', 'desc'] as const;
export type ReportSortOrder = (typeof REPORT_SORT_ORDERS)[number];
/** The columns the server sorts by (the rest of the table's columns are not sortable). */
export const MILEAGE_SORT_FIELDS = ['plate', 'totalKm'] as const;
export const ONLINE_SORT_FIELDS = ['plate', 'onlineDays', 'totalOnlineMinutes', 'onlineRate'] as const;
export const ALARM_SORT_FIELDS = ['alarmTime', 'plate', 'level', 'speed'] as const;
export type MileageSortField = (typeof MILEAGE_SORT_FIELDS)[number];
export type OnlineSortField = (typeof ONLINE_SORT_FIELDS)[number];
export type AlarmSortField = (typeof ALARM_SORT_FIELDS)[number];

const sortFields = <F extends readonly [string, ...string[]]>(fields: F) => ({
  sortField: z.optional(z.enum(fields)),
  sortOrder: z.optional(z.enum(REPORT_SORT_ORDERS)),
});

const paged = { ...pagingFields(REPORT_PAGE_SIZE_MAX) };

export const mileageQuerySchema = z.object({ ...filterFields, ...paged, ...sortFields(MILEAGE_SORT_FIELDS) }).check(dateRangeCheck(REPORT_MAX_DAYS));
export type MileageQuery = z.input<typeof mileageQuerySchema>;

export const onlineQuerySchema = z.object({ ...filterFields, ...paged, ...sortFields(ONLINE_SORT_FIELDS) }).check(dateRangeCheck(REPORT_MAX_DAYS));
export type OnlineQuery = z.input<typeof onlineQuerySchema>;

export const alarmReportQuerySchema = z.object({ ...alarmFilterFields, ...paged, ...sortFields(ALARM_SORT_FIELDS) }).check(dateRangeCheck(REPORT_MAX_DAYS));
export type AlarmReportQuery = z.input<typeof alarmReportQuerySchema>;

/** The whole-range summaries take the filters only: they cover every matching row, not a page. */
export const reportSummaryQuerySchema = z.object(filterFields).check(dateRangeCheck(REPORT_MAX_DAYS));
export type ReportSummaryQuery = z.input<typeof reportSummaryQuerySchema>;

export const alarmSummaryQuerySchema = z.object(alarmFilterFields).check(dateRangeCheck(REPORT_MAX_DAYS));
export type AlarmSummaryQuery = z.input<typeof alarmSummaryQuerySchema>;

export const queryDailyMileageEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REPORT}/mileage/queryDailyMileage.json`,
  encoding: 'json',
  request: mileageQuerySchema,
  response: mileageReportSchema,
  permission: REPORT_READERS,
});

export const queryDailyOnlineEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REPORT}/online/queryDailyOnline.json`,
  encoding: 'json',
  request: onlineQuerySchema,
  response: onlineReportSchema,
  permission: REPORT_READERS,
});

export const queryAlarmDetailEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REPORT}/alarm/queryAlarmDetail.json`,
  encoding: 'json',
  request: alarmReportQuerySchema,
  response: alarmReportSchema,
  permission: REPORT_READERS,
});

export const queryMileageSummaryEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REPORT}/mileage/queryMileageSummary.json`,
  encoding: 'json',
  request: reportSummaryQuerySchema,
  response: mileageSummarySchema,
  permission: REPORT_READERS,
});

export const queryOnlineSummaryEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REPORT}/online/queryOnlineSummary.json`,
  encoding: 'json',
  request: reportSummaryQuerySchema,
  response: onlineSummarySchema,
  permission: REPORT_READERS,
});

export const queryAlarmSummaryEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REPORT}/alarm/queryAlarmSummary.json`,
  encoding: 'json',
  request: alarmSummaryQuerySchema,
  response: alarmSummarySchema,
  permission: REPORT_READERS,
});
