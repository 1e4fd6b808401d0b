import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { EXPORT_REPORT_TITLES } from '@shared/api/dto/export-dto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import type { ExportJob, ExportRepository } from '../db/export-repository';
import type { VehicleScope } from '../db/vehicle-scope';
import { parseTime } from '@shared/api/time/china-time';
import { createGeocoder, type Geocoder } from '../geocoder/geocoder';
import { fairOrder } from './fair-queue';
import { createReports, type ReportCursor, type ReportFilters } from './reports';
import { XlsxFile } from './xlsx-file';

/** Rows per chunk: one keyset query and one post to the file's worker, then the event loop gets a turn. */
export const EXPORT_CHUNK_ROWS = 2000;
/** A spreadsheet is for people: past this many rows the job stops and says so. */
export const EXPORT_MAX_ROWS = 500_000;
export const MSG_EXPORT_TOO_MANY_ROWS = `导出数据超过 ${EXPORT_MAX_ROWS} 行，请缩小筛选范围后重试`;
export const MSG_EXPORT_FAILED = '导出失败，请稍后重试';

export interface ExportRunner {
  /** picks up jobs left by a stopped process, then runs whatever is queued; nothing runs before it */
  start(log: FastifyBaseLogger): void;
  /** a job was queued: runs it in its turn */
  wake(): void;
  /** the ids of the queued jobs in the order they will run (the first runs next) */
  queueOrder(): number[];
  /** resolves when the queue is empty (tests, benchmarks) */
  idle(): Promise<void>;
  /** stops after the current chunk, without touching the database again */
  stop(): void;
  filePath(fileName: string): string;
}

class ExportLimitError extends Error {}

/** The stored request filters (validated when the job was created) as the report queries take them. */
export function reportFilters(stored: string): ReportFilters {
  const value = JSON.parse(stored) as Omit<ReportFilters, 'startMs' | 'endMs'> & { startTime?: string; endTime?: string };
  const startMs = value.startTime ? parseTime(value.startTime) : null;
  const endMs = value.endTime ? parseTime(value.endTime) : null;
  return {
    ...(value.startDate && value.endDate ? { startDate: value.startDate, endDate: value.endDate } : {}),
    ...(value.vehicleIds?.length ? { vehicleIds: value.vehicleIds } : {}),
    ...(value.groupIds?.length ? { groupIds: value.groupIds } : {}),
    ...(value.alarmTypes?.length ? { alarmTypes: value.alarmTypes } : {}),
    ...(value.processedState ? { processedState: value.processedState } : {}),
    ...(value.groupId !== undefined ? { groupId: value.groupId } : {}),
    ...(value.state ? { state: value.state } : {}),
    ...(startMs !== null ? { startMs } : {}),
    ...(endMs !== null ? { endMs } : {}),
  };
}

/**
 * Runs export jobs one at a time in the server process: a job reads its rows in keyset chunks,
 * yielding to the event loop after every chunk, and hands them to a worker thread that writes the
 * .xlsx under DATA_DIR/exports/ (xlsx-file.ts), so API requests keep being answered during a
 * 100k-row export. One job at a time keeps a burst of exports from starving the API; the next job is
 * the first of the fair order (fair-queue.ts), so one user's backlog delays nobody else by more than
 * one job. The queue is the job table itself, so a restart loses nothing; only who was served last
 * is kept in memory, and a fresh process starts the turns over in the order the jobs were asked for.
 */
export function createExportRunner(
  db: Db,
  jobs: ExportRepository,
  options: { dataDir: string; now: () => number; geocoder?: Geocoder },
): ExportRunner {
  const dir = join(options.dataDir, 'exports');
  // without the server's geocoder (tests, tools) the bundled offline lookup answers
  const reports = createReports(db, options.now, options.geocoder ?? createGeocoder());
  const lastServed = { customers: new Map<number, number>(), users: new Map<number, number>() };
  let served = 0;
  let log: FastifyBaseLogger | null = null;
  let active: Promise<void> | null = null;
  /** one loop at a time: jobs run one after the other */
  let busy = false;
  let started = false;
  let stopped = false;

  const queueOrder = () => fairOrder(jobs.queued(), lastServed);
  const serve = (job: ExportJob) => {
    served += 1;
    lastServed.customers.set(job.customerId, served);
    lastServed.users.set(job.userId, served);
  };

  const scopeOf = (job: ExportJob): VehicleScope => ({ customerId: job.customerId, restrictedToUserId: job.scopeUserId });

  const run = async (job: ExportJob, filters: ReportFilters): Promise<void> => {
    const report = reports[job.reportType];
    const fileName = `export-${job.id}-${randomBytes(6).toString('hex')}.xlsx`;
    const path = join(dir, fileName);
    mkdirSync(dir, { recursive: true });
    jobs.markRunning(job.id, fileName, options.now());
    const writer = new XlsxFile(path, EXPORT_REPORT_TITLES[job.reportType], report.columns(filters));
    let rows = 0;
    try {
      let cursor: ReportCursor | null = { sortKey: Number.MIN_SAFE_INTEGER, id: 0 };
      while (cursor && !stopped) {
        const chunk = await report.chunk(scopeOf(job), filters, cursor, EXPORT_CHUNK_ROWS);
        rows += chunk.rows.length;
        if (rows > EXPORT_MAX_ROWS) throw new ExportLimitError(MSG_EXPORT_TOO_MANY_ROWS);
        if (chunk.rows.length > 0) writer.addRows(chunk.rows);
        cursor = chunk.rows.length < EXPORT_CHUNK_ROWS ? null : chunk.next;
        await yieldToLoop();
      }
      if (stopped) {
        await writer.abort();
        rmSync(path, { force: true });
        return; // requeued on the next start
      }
      const size = await writer.finish();
      jobs.markDone(job.id, rows, size, options.now());
      log?.info({ jobId: job.id, rows, size }, 'export done');
    } catch (error) {
      await writer.abort();
      rmSync(path, { force: true });
      throw error;
    }
  };

  const next = async (): Promise<void> => {
    while (!stopped) {
      const [id] = queueOrder();
      const job = id === undefined ? null : jobs.job(id);
      if (id === undefined || job?.status !== 'queued') return;
      serve(job);
      try {
        await run(job, reportFilters(job.filters));
      } catch (error) {
        if (stopped) return;
        log?.error({ err: error, jobId: id }, 'export failed');
        jobs.markFailed(id, error instanceof ExportLimitError ? error.message : MSG_EXPORT_FAILED, options.now());
      }
    }
  };

  const kick = () => {
    if (busy || stopped || !started) return;
    // set before next() runs: its synchronous start may lead to a wake() (a job queued meanwhile)
    busy = true;
    let crashed = false;
    active = next()
      .catch((error: unknown) => {
        crashed = true;
        log?.error({ err: error }, 'export worker stopped');
      })
      .finally(() => {
        busy = false;
        active = null;
        // a job queued while the loop was finishing; after a crash the next wake() tries again
        if (!crashed && !stopped && jobs.queued().length > 0) kick();
      });
  };

  return {
    start(logger) {
      log = logger;
      started = true;
      const requeued = jobs.requeueUnfinished();
      if (requeued.length > 0) log.info({ jobs: requeued.length }, 'export jobs requeued');
      kick();
    },
    wake: kick,
    queueOrder,
    async idle() {
      while (active) await active;
    },
    stop() {
      stopped = true;
    },
    filePath: (fileName) => join(dir, fileName),
  };
}
