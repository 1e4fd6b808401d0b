import { checkCommandTargetsEndpoint, listCommandTypesEndpoint, sendCommandsEndpoint } from '@shared/api/endpoints/command-endpoints';
import { authOf } from '../auth/session-guard';
import { createCommandService } from '../commands/command-service';
import { createConfirmTokens } from '../commands/confirm-token';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { isRefusal } from '../http/refusal';
import { serve } from '../http/serve';
import { registerCommandProgressRoutes } from './command-progress';

/**
 * Commands to vehicles (protected scope): the catalogue, the per-vehicle pre-check and the batch
 * send. Progress, history and retry are in command-progress.ts.
 */
export function registerCommandRoutes(app: App, ctx: ServerContext): void {
  const commands = createCommandService({ commands: ctx.commands, tokens: createConfirmTokens(), now: ctx.config.now });

  serve(app, listCommandTypesEndpoint, () => commands.types());
  serve(app, checkCommandTargetsEndpoint, (input, request) => commands.check(authOf(request), input));
  serve(app, sendCommandsEndpoint, (input, request) => {
    const auth = authOf(request);
    const { userId } = auth;
    const { commandCode } = input;
    try {
      const result = commands.send(auth, input);
      const { batchId, sentCount, queuedCount, refusedCount } = result;
      request.log.info({ userId, batchId, commandCode, sentCount, queuedCount, refusedCount }, 'command batch sent');
      return result;
    } catch (error) {
      // a refused batch (no permission, no confirmation) is worth a line in the log: it may be a probe
      if (isRefusal(error)) request.log.warn({ userId, commandCode, reason: error.message }, 'command batch refused');
      throw error;
    }
  });

  registerCommandProgressRoutes(app, ctx, commands);
}
