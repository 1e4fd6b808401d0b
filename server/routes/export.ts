import { listExportRecordsEndpoint, startExportEndpoint } from '@shared/api/endpoints/export-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { createExportJobService } from '../exports/export-service';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/**
 * Export jobs (protected scope): starting one answers at once with the queued record; the file is
 * written in the background. The download route lives in export-download.ts (it also takes the
 * session from the query).
 */
export function registerExportRoutes(app: App, ctx: ServerContext): void {
  ctx.exports.runner.start(app.log);
  app.addHook('onClose', async () => ctx.exports.runner.stop());
  const exports = createExportJobService({ exports: ctx.exports, groups: ctx.groups, now: ctx.config.now });

  serve(app, startExportEndpoint, (input, request) => {
    const record = exports.start(authOf(request), input);
    request.log.info({ jobId: record.id, reportType: record.reportType }, 'export queued');
    return record;
  });
  serve(app, listExportRecordsEndpoint, (input, request) => exports.list(authOf(request), input));
}
