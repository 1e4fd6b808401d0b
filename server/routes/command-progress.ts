import { getCommandBatchEndpoint, pageCommandRecordsEndpoint, retryCommandsEndpoint } from '@shared/api/endpoints/command-endpoints';
import { authOf } from '../auth/session-guard';
import { createCommandRecordService } from '../commands/command-record-service';
import type { CommandService } from '../commands/command-service';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/** Delivery progress of a batch, the paged history and retries (protected scope). */
export function registerCommandProgressRoutes(app: App, ctx: ServerContext, commands: CommandService): void {
  const records = createCommandRecordService({ records: ctx.commands });

  serve(app, getCommandBatchEndpoint, (input, request) => records.batch(authOf(request), input));
  serve(app, pageCommandRecordsEndpoint, (input, request) => records.page(authOf(request), input));
  serve(app, retryCommandsEndpoint, (input, request) => {
    const result = commands.retry(authOf(request), input);
    request.log.info({ userId: authOf(request).userId, deliveryIds: input.deliveryIds, results: result.map((item) => item.status) }, 'command retry');
    return result;
  });
}
