import { statSync } from 'node:fs';
import type { Page } from '@shared/api/dto/envelope';
import { isDataReportExport, type DataReportExportType, type ExportRecord } from '@shared/api/dto/export-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import { EXPORT_QUEUED_MAX, type downloadExportEndpoint, type listExportRecordsEndpoint, type startExportEndpoint } from '@shared/api/endpoints/export-endpoints';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../db/connection';
import { createExportRepository, downloadName, type ExportRepository, type StoredExportRecord } from '../db/export-repository';
import type { GroupRepository } from '../db/group-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { MSG_GROUP_NOT_VISIBLE } from '../groups/group-service';
import { refuse } from '../http/refusal';
import type { Geocoder } from '../geocoder/geocoder';
import { createExportRunner, type ExportRunner } from './export-runner';

export const MSG_EXPORT_NOT_FOUND = '导出记录不存在或无权下载';
export const MSG_EXPORT_NOT_READY = '文件正在生成，请稍后再下载';
export const MSG_EXPORT_NOT_AVAILABLE = '导出失败，没有可下载的文件';
export const MSG_EXPORT_FILE_GONE = '文件已失效，请重新导出';
export const MSG_EXPORT_QUEUE_FULL = `您已有 ${EXPORT_QUEUED_MAX} 个导出任务在排队，请等待完成后再导出`;

/** The export domain as the server context holds it: the job table and the worker that fills it. */
export interface ExportService {
  jobs: ExportRepository;
  runner: ExportRunner;
}

export function createExportService(db: Db, config: { dataDir: string; now: () => number; geocoder?: Geocoder }): ExportService {
  const jobs = createExportRepository(db);
  return { jobs, runner: createExportRunner(db, jobs, config) };
}

type StartRequest = ParsedRequestOf<typeof startExportEndpoint>;

/** A report export keeps the report's own filters: its days, vehicles, groups (and alarm filters). */
function dataReportFilters(reportType: DataReportExportType, request: StartRequest) {
  const { startDate, endDate, vehicleIds, groupIds, alarmTypes, processedState } = request;
  return {
    startDate,
    endDate,
    ...(vehicleIds?.length ? { vehicleIds } : {}),
    ...(groupIds?.length ? { groupIds } : {}),
    ...(reportType === 'alarmReport' && alarmTypes?.length ? { alarmTypes } : {}),
    ...(reportType === 'alarmReport' && processedState ? { processedState } : {}),
  };
}

/** A finished file the caller may download. */
export interface ExportFile {
  path: string;
  size: number;
  /** the Chinese name the download gets ('车辆列表_20260115100000.xlsx') */
  name: string;
  /** an ASCII name for clients that cannot read the Chinese one */
  fallbackName: string;
}

export interface ExportJobServiceDeps {
  exports: ExportService;
  groups: Pick<GroupRepository, 'isVisible'>;
  now: () => number;
}

/**
 * The rules of export jobs: starting one, the caller's list and the download of a finished file. A
 * job remembers the caller's scope, so a sub-user's file only ever holds their vehicles; records are
 * the caller's own, and another user's record reads like a missing one. A user has at most
 * EXPORT_QUEUED_MAX unfinished jobs, and each waiting job shows its place in the runner's fair order.
 */
export function createExportJobService({ exports: { jobs, runner }, groups, now }: ExportJobServiceDeps) {
  /** the records with their place in the queue; the order is only worked out when one is waiting */
  const withPositions = (records: StoredExportRecord[]): ExportRecord[] => {
    const order = records.some((record) => record.status === 'queued') ? runner.queueOrder() : [];
    const places = new Map(order.map((id, index) => [id, index + 1]));
    return records.map((record) => ({ ...record, queuePosition: record.status === 'queued' ? (places.get(record.id) ?? null) : null }));
  };

  return {
    start(auth: AuthContext, request: StartRequest): ExportRecord {
      const scope = vehicleScopeOf(auth);
      const { reportType, groupId, state, startTime, endTime } = request;
      if (groupId !== undefined && !groups.isVisible(scope, groupId)) refuse(MSG_GROUP_NOT_VISIBLE);
      if (request.groupIds?.some((id) => !groups.isVisible(scope, id))) refuse(MSG_GROUP_NOT_VISIBLE);
      if (jobs.unfinishedCount(auth.userId) >= EXPORT_QUEUED_MAX) refuse(MSG_EXPORT_QUEUE_FULL);
      const isAlarm = reportType === 'alarmList';
      // only the filters the report uses are kept: they are shown in the download centre
      const filters = isDataReportExport(reportType)
        ? dataReportFilters(reportType, request)
        : {
            ...(groupId !== undefined ? { groupId } : {}),
            ...(state && !isAlarm ? { state } : {}),
            ...(isAlarm ? { startTime, endTime } : {}),
          };
      const record = jobs.create({
        userId: auth.userId,
        customerId: scope.customerId,
        scopeUserId: scope.restrictedToUserId,
        reportType,
        filters: JSON.stringify(filters),
        now: now(),
      });
      // the place as the job was queued: waking the runner may start it at once
      const [queued] = withPositions([record]);
      runner.wake();
      return queued ?? { ...record, queuePosition: null };
    },

    list(auth: AuthContext, request: ParsedRequestOf<typeof listExportRecordsEndpoint>): Page<ExportRecord> {
      const page = jobs.page(auth.userId, request.pageNum ?? FIRST_PAGE, request.pageSize ?? DEFAULT_PAGE_SIZE);
      return { ...page, list: withPositions(page.list) };
    },

    file(auth: AuthContext, request: ParsedRequestOf<typeof downloadExportEndpoint>): ExportFile {
      const { record, job } = jobs.findOwn(auth.userId, request.id) ?? refuse(MSG_EXPORT_NOT_FOUND);
      if (record.status === 'queued' || record.status === 'running') refuse(MSG_EXPORT_NOT_READY);
      if (record.status === 'failed' || !job.fileName) refuse(MSG_EXPORT_NOT_AVAILABLE);
      const path = runner.filePath(job.fileName);
      let size: number;
      try {
        size = statSync(path).size;
      } catch {
        refuse(MSG_EXPORT_FILE_GONE);
      }
      return { path, size, name: downloadName(record.title, job.createdAt), fallbackName: `export-${record.id}.xlsx` };
    },
  };
}

export type ExportJobService = ReturnType<typeof createExportJobService>;
