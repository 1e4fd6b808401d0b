import * as z from 'zod/mini';
import { ALARM_TYPES, alarmRowSchema } from './alarm-dto';
import { pageSchema } from './envelope';

/**
 * The three reports of the data-report sub-app (fleet-domain.md "Reports operators use"). Days are
 * China calendar days 'YYYY-MM-DD' (UTC+8); a range covers at most 31 days, both ends included.
 * Mileage and online reports page vehicles (one row per vehicle with one entry per day of the range);
 * the alarm detail report pages alarms.
 */
export const REPORT_MAX_DAYS = 31;
export const REPORT_PAGE_SIZE_MAX = 100;

const reportVehicle = {
  vehicleId: z.number(),
  plate: z.string(),
  deviceNo: z.string(),
  groupName: z.string(),
};

export const mileageDaySchema = z.object({ date: z.string(), mileageKm: z.number() });
export const mileageRowSchema = z.object({
  ...reportVehicle,
  totalKm: z.number(),
  /** one entry per day of the range, in order; 0 on days without data */
  days: z.array(mileageDaySchema),
});
export type MileageRow = z.infer<typeof mileageRowSchema>;

/** `POST /car/v1/accelerate/report/mileage/queryDailyMileage.json` */
export const mileageReportSchema = z.extend(pageSchema(mileageRowSchema), { dates: z.array(z.string()) });
export type MileageReport = z.infer<typeof mileageReportSchema>;

export const onlineDaySchema = z.object({
  date: z.string(),
  onlineMinutes: z.number(),
  /** online time over the day's length (today: over the part of the day that has passed), 0..1 */
  onlineRate: z.number(),
});
export const onlineRowSchema = z.object({
  ...reportVehicle,
  totalOnlineMinutes: z.number(),
  /** days with any online time */
  onlineDays: z.number(),
  /** online time over the range's length, 0..1 */
  onlineRate: z.number(),
  days: z.array(onlineDaySchema),
});
export type OnlineRow = z.infer<typeof onlineRowSchema>;

/** `POST /car/v1/accelerate/report/online/queryDailyOnline.json` */
export const onlineReportSchema = z.extend(pageSchema(onlineRowSchema), { dates: z.array(z.string()) });
export type OnlineReport = z.infer<typeof onlineReportSchema>;

/**
 * `POST /car/v1/accelerate/report/alarm/queryAlarmDetail.json`: alarm rows as newQueryAlarm answers
 * them (handling columns included), newest first. Addresses come from getGeo for the visible rows.
 */
export const alarmReportSchema = z.extend(pageSchema(alarmRowSchema), { totalCapped: z.boolean() });
export type AlarmReport = z.infer<typeof alarmReportSchema>;

/**
 * The whole-range summaries (the filters, every matching vehicle or alarm, not one page): the
 * totals row and the chart of each report. `vehicleCount` is how many vehicles matched.
 */
export const mileageSummarySchema = z.object({
  dates: z.array(z.string()),
  /** km per day of `dates`, summed over the vehicles */
  dailyKm: z.array(z.number()),
  totalKm: z.number(),
  vehicleCount: z.number(),
});
export type MileageSummary = z.infer<typeof mileageSummarySchema>;

export const onlineSummarySchema = z.object({
  dates: z.array(z.string()),
  /** per day of `dates`: online time over the vehicles' elapsed time that day, 0..1 */
  dailyRate: z.array(z.number()),
  totalOnlineMinutes: z.number(),
  /** vehicle-days with any online time */
  onlineDays: z.number(),
  /** online time over the range's length times the vehicles, 0..1 */
  onlineRate: z.number(),
  vehicleCount: z.number(),
});
export type OnlineSummary = z.infer<typeof onlineSummarySchema>;

export const alarmSummarySchema = z.object({
  /** every matching alarm (not capped: a count by type is one indexed pass) */
  total: z.number(),
  processed: z.number(),
  byType: z.array(z.object({ type: z.enum(ALARM_TYPES), count: z.number() })),
});
export type AlarmSummary = z.infer<typeof alarmSummarySchema>;
