import type { Db } from '../db/connection';
import { createExportRepository, type ExportRepository } from '../db/export-repository';
import { createExportRunner, type ExportRunner } from './export-runner';

/** The export domain as the routes see it: the job table and the worker that fills it. */
export interface ExportService {
  jobs: ExportRepository;
  runner: ExportRunner;
}

export function createExportService(db: Db, config: { dataDir: string; now: () => number }): ExportService {
  const jobs = createExportRepository(db);
  return { jobs, runner: createExportRunner(db, jobs, config) };
}
