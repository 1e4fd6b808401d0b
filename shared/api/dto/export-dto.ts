import * as z from 'zod/mini';
import { pageSchema } from './envelope';
import { ALARM_TYPES, PROCESSED_STATES } from './alarm-dto';
import { VEHICLE_STATES } from './vehicle-dto';

/**
 * Reports the download centre can produce (`exportDataReport.json`): the vehicle list (identity,
 * SIM, expiry), vehicle status (last position and live values) and the alarm list (a time range of
 * at most 31 days); and the data-report sub-app's three reports with exactly the filters shown
 * (China calendar days, at most 31): daily mileage, daily online and the alarm detail report.
 */
export const EXPORT_REPORT_TYPES = ['vehicleList', 'vehicleStatus', 'alarmList', 'mileageReport', 'onlineReport', 'alarmReport'] as const;
export type ExportReportType = (typeof EXPORT_REPORT_TYPES)[number];

/** The exports whose filters are a report's (days, vehicles, groups), not the download centre's. */
export const DATA_REPORT_EXPORT_TYPES = ['mileageReport', 'onlineReport', 'alarmReport'] as const satisfies readonly ExportReportType[];
export type DataReportExportType = (typeof DATA_REPORT_EXPORT_TYPES)[number];

export function isDataReportExport(type: ExportReportType): type is DataReportExportType {
  return (DATA_REPORT_EXPORT_TYPES as readonly string[]).includes(type);
}

export const EXPORT_REPORT_TITLES: Record<ExportReportType, string> = {
  vehicleList: '车辆列表',
  vehicleStatus: '车辆状态',
  alarmList: '报警明细',
  mileageReport: '里程报表',
  onlineReport: '在线明细',
  alarmReport: '报警明细报表',
};

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const exportFiltersSchema = z.object({
  groupId: z.optional(z.number()),
  state: z.optional(z.enum(VEHICLE_STATES)),
  startTime: z.optional(z.string()),
  endTime: z.optional(z.string()),
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  vehicleIds: z.optional(z.array(z.number())),
  groupIds: z.optional(z.array(z.number())),
  alarmTypes: z.optional(z.array(z.enum(ALARM_TYPES))),
  processedState: z.optional(z.enum(PROCESSED_STATES)),
});

/** One row of the download centre. Times are ISO-8601; `fileName` is the Chinese name the download gets. */
export const exportRecordSchema = z.object({
  id: z.number(),
  reportType: z.enum(EXPORT_REPORT_TYPES),
  title: z.string(),
  status: z.enum(EXPORT_STATUSES),
  rowCount: z.number(),
  fileSize: z.nullable(z.number()),
  fileName: z.string(),
  errorMsg: z.nullable(z.string()),
  filters: exportFiltersSchema,
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /**
   * The job's place in the server's one queue (1 = runs next), in the fair order the jobs of all
   * users take turns in; null once it is running or finished.
   */
  queuePosition: z.nullable(z.number()),
});
export type ExportRecord = z.infer<typeof exportRecordSchema>;

export const exportRecordPageSchema = pageSchema(exportRecordSchema);
