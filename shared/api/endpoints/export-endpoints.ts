import * as z from 'zod/mini';
import { ALARM_QUERY_MAX_DAYS, ALARM_TYPES, PROCESSED_STATES } from '../dto/alarm-dto';
import { EXPORT_REPORT_TYPES, exportRecordPageSchema, exportRecordSchema, isDataReportExport } from '../dto/export-dto';
import { REPORT_MAX_DAYS } from '../dto/report-dto';
import { VEHICLE_STATES } from '../dto/vehicle-dto';
import { defineEndpoint } from '../endpoint';
import { pagingFields, positiveId } from '../validation/common-fields';
import { dateRangeCheck, dateText, timeRangeCheck, timeText } from '../validation/time-range';
import { REPORT_GROUP_FILTER_MAX, REPORT_VEHICLE_FILTER_MAX } from './report-endpoints';
import { BUTTON_IDS, MENU_IDS } from '../../constants/resource-ids';

/** The alarm list exports what the alarm query can show: a range of at most 31 days. */
export const ALARM_EXPORT_MAX_DAYS = ALARM_QUERY_MAX_DAYS;
export const EXPORT_PAGE_SIZE_MAX = 100;
/**
 * A user's unfinished (queued or running) jobs at most: one more is refused until one finishes, so a
 * burst of clicks or a script cannot fill the queue. The download centre can say so before asking.
 */
export const EXPORT_QUEUED_MAX = 5;
/** the hidden frame's session in the query (the same bound as the header) */
const SESSION_ID_MAX = 200;
export const MSG_ALARM_EXPORT_TIMES = '报警明细导出需要开始时间和结束时间';
export const MSG_REPORT_EXPORT_DATES = '报表导出需要开始日期和结束日期';

const EXPORT = '/car/v1/accelerate/export';

/**
 * Starts an export job. The times belong to the alarm list, which needs both; the days, vehicles,
 * groups and alarm filters belong to the data-report exports (the same limits as the report
 * queries, so what the report shows can always be exported). A job is checked now so that it
 * never fails later for bad input.
 */
export const exportRequestSchema = z
  .object({
    reportType: z.enum(EXPORT_REPORT_TYPES),
    /** a group of the caller's tree, descendants included */
    groupId: z.optional(positiveId()),
    state: z.optional(z.enum(VEHICLE_STATES)),
    startTime: z.optional(timeText()),
    endTime: z.optional(timeText()),
    startDate: z.optional(dateText()),
    endDate: z.optional(dateText()),
    vehicleIds: z.optional(z.array(positiveId()).check(z.maxLength(REPORT_VEHICLE_FILTER_MAX))),
    groupIds: z.optional(z.array(positiveId()).check(z.maxLength(REPORT_GROUP_FILTER_MAX))),
    alarmTypes: z.optional(z.array(z.enum(ALARM_TYPES)).check(z.maxLength(ALARM_TYPES.length))),
    processedState: z.optional(z.enum(PROCESSED_STATES)),
  })
  .check(
    z.refine((request) => request.reportType !== 'alarmList' || (request.startTime !== undefined && request.endTime !== undefined), {
      message: MSG_ALARM_EXPORT_TIMES,
    }),
    z.refine((request) => !isDataReportExport(request.reportType) || (request.startDate !== undefined && request.endDate !== undefined), {
      message: MSG_REPORT_EXPORT_DATES,
    }),
    timeRangeCheck(ALARM_EXPORT_MAX_DAYS),
    dateRangeCheck(REPORT_MAX_DAYS),
  );
export type ExportRequest = z.input<typeof exportRequestSchema>;

export const startExportEndpoint = defineEndpoint({
  method: 'POST',
  path: `${EXPORT}/exportDataReport.json`,
  encoding: 'json',
  request: exportRequestSchema,
  response: exportRecordSchema,
  permission: [BUTTON_IDS.export],
});

/** The caller's own jobs, newest first. */
export const exportRecordQuerySchema = z.object(pagingFields(EXPORT_PAGE_SIZE_MAX));
export type ExportRecordQuery = z.input<typeof exportRecordQuerySchema>;

export const listExportRecordsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${EXPORT}/listExportRecord.json`,
  encoding: 'json',
  request: exportRecordQuerySchema,
  response: exportRecordPageSchema,
  permission: [MENU_IDS.download, BUTTON_IDS.export],
});

const DOWNLOAD = `${EXPORT}/download.json`;

export const exportDownloadRequestSchema = z.object({ id: positiveId() });
export type ExportDownloadRequest = z.input<typeof exportDownloadRequestSchema>;

/** The finished file by POST (a blob download); a refusal answers the envelope instead of the file. */
export const downloadExportEndpoint = defineEndpoint({
  method: 'POST',
  path: DOWNLOAD,
  encoding: 'json',
  request: exportDownloadRequestSchema,
  response: z.unknown(),
  answers: 'file',
  permission: [MENU_IDS.download, BUTTON_IDS.export],
});

/**
 * The same file through a hidden frame (product-spec §7): a GET cannot carry the session header,
 * so the session travels in the query (the http client's `exportUrl` adds it).
 */
export const exportDownloadFrameEndpoint = defineEndpoint({
  method: 'GET',
  path: DOWNLOAD,
  encoding: 'query',
  request: z.object({ id: positiveId(), sessionId: z.optional(z.string().check(z.maxLength(SESSION_ID_MAX))) }),
  response: z.unknown(),
  answers: 'file',
  permission: [MENU_IDS.download, BUTTON_IDS.export],
});
