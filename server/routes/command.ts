import type { CommandCheckResult, CommandSendResult, CommandType } from '@shared/api/dto/command-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { Type } from 'typebox';
import { authOf } from '../auth/session-guard';
import { COMMANDS, TEXT_MAX_LENGTH, publicCommandType } from '../commands/command-catalogue';
import { createCommandService, type CommandService } from '../commands/command-service';
import { createConfirmTokens } from '../commands/confirm-token';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';
import { registerCommandProgressRoutes } from './command-progress';
import { MAX_COMMAND_VEHICLES, commandCodeSchema } from './command-schemas';

const vehicleIds = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_COMMAND_VEHICLES });

const checkBody = Type.Object({ commandCode: commandCodeSchema, vehicleIds });

const sendBody = Type.Object({
  commandCode: commandCodeSchema,
  vehicleIds,
  // the command decides which parameters it needs and their ranges (command-catalogue.ts)
  params: Type.Optional(
    Type.Object({
      seconds: Type.Optional(Type.Integer()),
      text: Type.Optional(Type.String({ maxLength: TEXT_MAX_LENGTH * 4 })),
    }),
  ),
  queueOffline: Type.Optional(Type.Boolean()),
  confirmToken: Type.Optional(Type.String({ maxLength: 200 })),
});

/**
 * Commands to vehicles (protected scope): the catalogue, the per-vehicle pre-check and the batch
 * send. Progress, history and retry are in command-progress.ts. Bodies are JSON.
 */
export function registerCommandRoutes(app: App, ctx: ServerContext): void {
  const service: CommandService = createCommandService(ctx.commands, createConfirmTokens());

  app.get('/car/v1/api/command/listCommandType.json', { schema: { querystring: Type.Object({}) } }, async (): Promise<Envelope<CommandType[]>> =>
    ok(COMMANDS.map(publicCommandType)),
  );

  app.post('/car/v1/api/command/checkCommandDownBatchTer.json', { schema: { body: checkBody } }, async (request): Promise<Envelope<CommandCheckResult>> => {
    const { commandCode, vehicleIds: ids } = request.body;
    return ok(service.check(authOf(request), commandCode, ids, ctx.config.now()));
  });

  app.post('/car/v1/api/command/commandDownBatch.json', { schema: { body: sendBody } }, async (request): Promise<Envelope<CommandSendResult> | Failure> => {
    const auth = authOf(request);
    const { body } = request;
    const outcome = service.send(
      auth,
      {
        commandCode: body.commandCode,
        vehicleIds: body.vehicleIds,
        queueOffline: body.queueOffline ?? false,
        ...(body.params ? { params: body.params } : {}),
        ...(body.confirmToken ? { confirmToken: body.confirmToken } : {}),
      },
      ctx.config.now(),
    );
    if (!outcome.ok) {
      request.log.warn({ userId: auth.userId, commandCode: body.commandCode, reason: outcome.msg }, 'command batch refused');
      return fail(outcome.msg);
    }
    const { batchId, sentCount, queuedCount, refusedCount } = outcome.value;
    request.log.info({ userId: auth.userId, batchId, commandCode: body.commandCode, sentCount, queuedCount, refusedCount }, 'command batch sent');
    return ok(outcome.value);
  });

  registerCommandProgressRoutes(app, ctx, service);
}
