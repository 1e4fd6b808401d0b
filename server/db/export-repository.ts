import type { Page } from '@shared/api/dto/envelope';
import { EXPORT_REPORT_TITLES, type ExportRecord, type ExportReportType, type ExportStatus } from '@shared/api/dto/export-dto';
import { fileStamp } from '@shared/api/time/china-time';
import type { Db } from './connection';

/** A job's row as the download centre shows it; the service adds its place in the queue. */
export type StoredExportRecord = Omit<ExportRecord, 'queuePosition'>;

/** A job as the worker needs it. */
export interface ExportJob {
  id: number;
  userId: number;
  customerId: number;
  scopeUserId: number | null;
  reportType: ExportReportType;
  filters: string;
  fileName: string | null;
  status: ExportStatus;
  createdAt: number;
}

export interface NewExportJob {
  userId: number;
  customerId: number;
  scopeUserId: number | null;
  reportType: ExportReportType;
  /** the filters as the client gave them (JSON) */
  filters: string;
  now: number;
}

export interface ExportRepository {
  create(job: NewExportJob): StoredExportRecord;
  /** null when missing or not the user's own: existence never leaks */
  findOwn(userId: number, id: number): { record: StoredExportRecord; job: ExportJob } | null;
  page(userId: number, pageNum: number, pageSize: number): Page<StoredExportRecord>;
  job(id: number): ExportJob | null;
  /** the user's jobs that are queued or running (the per-user cap) */
  unfinishedCount(userId: number): number;
  /** every job waiting to run, in id order: the queue itself */
  queued(): Pick<ExportJob, 'id' | 'userId' | 'customerId'>[];
  markRunning(id: number, fileName: string, now: number): void;
  markDone(id: number, rowCount: number, fileSize: number, now: number): void;
  markFailed(id: number, error: string, now: number): void;
  /** jobs a stopped process left behind, put back in the queue; returns their ids in order */
  requeueUnfinished(): number[];
}

interface JobRow {
  id: number;
  user_id: number;
  customer_id: number;
  scope_user_id: number | null;
  report_type: ExportReportType;
  title: string;
  filters: string;
  status: ExportStatus;
  row_count: number;
  file_size: number | null;
  file_name: string | null;
  error: string | null;
  created_at: number;
  finished_at: number | null;
}

/** The name a download gets: '车辆列表_20260115100000.xlsx' (China time of the request). */
export function downloadName(title: string, createdAt: number): string {
  return `${title}_${fileStamp(createdAt)}.xlsx`;
}

function parseFilters(text: string): ExportRecord['filters'] {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as ExportRecord['filters']) : {};
  } catch {
    return {};
  }
}

function toRecord(row: JobRow): StoredExportRecord {
  return {
    id: row.id,
    reportType: row.report_type,
    title: row.title,
    status: row.status,
    rowCount: row.row_count,
    fileSize: row.file_size,
    fileName: downloadName(row.title, row.created_at),
    errorMsg: row.error,
    filters: parseFilters(row.filters),
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
  };
}

function toJob(row: JobRow): ExportJob {
  return {
    id: row.id,
    userId: row.user_id,
    customerId: row.customer_id,
    scopeUserId: row.scope_user_id,
    reportType: row.report_type,
    filters: row.filters,
    fileName: row.file_name,
    status: row.status,
    createdAt: row.created_at,
  };
}

export function createExportRepository(db: Db): ExportRepository {
  const insert = db.prepare(
    `INSERT INTO export_jobs (user_id, customer_id, scope_user_id, report_type, title, filters, status, created_at)
     VALUES (@userId, @customerId, @scopeUserId, @reportType, @title, @filters, 'queued', @now)`,
  );
  const byId = db.prepare<[number], JobRow>('SELECT * FROM export_jobs WHERE id = ?');
  const count = db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM export_jobs WHERE user_id = ?');
  const list = db.prepare<[number, number, number], JobRow>('SELECT * FROM export_jobs WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?');
  const running = db.prepare<[string, number, number]>("UPDATE export_jobs SET status = 'running', file_name = ?, started_at = ? WHERE id = ?");
  const done = db.prepare<[number, number, number, number]>(
    "UPDATE export_jobs SET status = 'done', row_count = ?, file_size = ?, finished_at = ?, error = NULL WHERE id = ?",
  );
  const failed = db.prepare<[string, number, number]>("UPDATE export_jobs SET status = 'failed', error = ?, finished_at = ? WHERE id = ?");
  const unfinishedOf = db.prepare<[number], { total: number }>("SELECT COUNT(*) AS total FROM export_jobs WHERE user_id = ? AND status IN ('queued', 'running')");
  const waiting = db.prepare<[], { id: number; user_id: number; customer_id: number }>(
    "SELECT id, user_id, customer_id FROM export_jobs WHERE status = 'queued' ORDER BY id",
  );
  const unfinished = db.prepare<[], { id: number }>("SELECT id FROM export_jobs WHERE status IN ('queued', 'running') ORDER BY id");
  const requeue = db.prepare("UPDATE export_jobs SET status = 'queued', started_at = NULL WHERE status = 'running'");

  return {
    create(job) {
      const id = Number(insert.run({ ...job, title: EXPORT_REPORT_TITLES[job.reportType] }).lastInsertRowid);
      const row = byId.get(id);
      if (!row) throw new Error(`export job ${id} vanished after insert`);
      return toRecord(row);
    },
    findOwn(userId, id) {
      const row = byId.get(id);
      return row && row.user_id === userId ? { record: toRecord(row), job: toJob(row) } : null;
    },
    page(userId, pageNum, pageSize) {
      const total = count.get(userId)?.total ?? 0;
      return { list: list.all(userId, pageSize, (pageNum - 1) * pageSize).map(toRecord), total, pageNum, pageSize };
    },
    job(id) {
      const row = byId.get(id);
      return row ? toJob(row) : null;
    },
    unfinishedCount: (userId) => unfinishedOf.get(userId)?.total ?? 0,
    queued: () => waiting.all().map((row) => ({ id: row.id, userId: row.user_id, customerId: row.customer_id })),
    markRunning: (id, fileName, now) => void running.run(fileName, now, id),
    markDone: (id, rowCount, fileSize, now) => void done.run(rowCount, fileSize, now, id),
    markFailed: (id, error, now) => void failed.run(error, now, id),
    requeueUnfinished() {
      requeue.run();
      return unfinished.all().map((row) => row.id);
    },
  };
}
