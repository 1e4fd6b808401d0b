import * as z from 'zod/mini';
import { ALARM_TYPES, PROCESSED_STATES } from '../dto/alarm-dto';
import { REPORT_MAX_DAYS, REPORT_PAGE_SIZE_MAX, alarmReportSchema, mileageReportSchema, onlineReportSchema } from '../dto/report-dto';
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
const reportFields = {
  startDate: dateText(),
  endDate: dateText(),
  vehicleIds: z.optional(z.array(positiveId()).check(z.maxLength(REPORT_VEHICLE_FILTER_MAX))),
  groupIds: z.optional(z.array(positiveId()).check(z.maxLength(REPORT_GROUP_FILTER_MAX))),
  ...pagingFields(REPORT_PAGE_SIZE_MAX),
};

export const reportQuerySchema = z.object(reportFields).check(dateRangeCheck(REPORT_MAX_DAYS));
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** The alarm detail report narrows further by type and handling. */
export const alarmReportQuerySchema = z
  .object({
    ...reportFields,
    alarmTypes: z.optional(z.array(z.enum(ALARM_TYPES)).check(z.maxLength(ALARM_TYPES.length))),
    processedState: z.optional(z.enum(PROCESSED_STATES)),
  })
  .check(dateRangeCheck(REPORT_MAX_DAYS));
export type AlarmReportQuery = z.input<typeof alarmReportQuerySchema>;

export const queryDailyMileageEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REPORT}/mileage/queryDailyMileage.json`,
  encoding: 'json',
  request: reportQuerySchema,
  response: mileageReportSchema,
  permission: REPORT_READERS,
});

export const queryDailyOnlineEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REPORT}/online/queryDailyOnline.json`,
  encoding: 'json',
  request: reportQuerySchema,
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
