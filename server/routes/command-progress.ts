import type { CommandBatch, CommandDelivery, CommandSendItem } from '@shared/api/dto/command-dto';
import { DELIVERY_STATUSES } from '@shared/api/dto/command-dto';
import type { Envelope, Page } from '@shared/api/dto/envelope';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import { Type } from 'typebox';
import { authOf } from '../auth/session-guard';
import type { CommandService } from '../commands/command-service';
import type { ServerContext } from '../context';
import { vehicleScopeOf } from '../db/vehicle-scope';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';
import { TIME_PATTERN, parseTime } from '@shared/api/time/china-time';
import { MAX_COMMAND_VEHICLES, commandCodeSchema } from './command-schemas';

export const MSG_BATCH_NOT_FOUND = '指令批次不存在或无权查看';
export const MSG_BAD_TIME = '时间格式不正确，请使用 YYYY-MM-DD HH:mm:ss';
export const MSG_TIME_ORDER = '开始时间不能晚于结束时间';
const MAX_PAGE_SIZE = 500;

const batchQuery = Type.Object({ batchId: Type.Integer({ minimum: 1 }) });

const recordQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  vehicleId: Type.Optional(Type.Integer({ minimum: 1 })),
  commandCode: Type.Optional(commandCodeSchema),
  status: Type.Optional(Type.Union(DELIVERY_STATUSES.map((status) => Type.Literal(status)))),
  startTime: Type.Optional(Type.String({ pattern: TIME_PATTERN, maxLength: 40 })),
  endTime: Type.Optional(Type.String({ pattern: TIME_PATTERN, maxLength: 40 })),
});

const retryBody = Type.Object({
  deliveryIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_COMMAND_VEHICLES }),
  queueOffline: Type.Optional(Type.Boolean()),
});

type TimeRange = { ok: true; startTime?: number; endTime?: number } | { ok: false; msg: string };

function timeRange(start: string | undefined, end: string | undefined): TimeRange {
  const startTime = start === undefined ? undefined : parseTime(start);
  const endTime = end === undefined ? undefined : parseTime(end);
  if (startTime === null || endTime === null) return { ok: false, msg: MSG_BAD_TIME };
  if (startTime !== undefined && endTime !== undefined && startTime > endTime) return { ok: false, msg: MSG_TIME_ORDER };
  return { ok: true, ...(startTime !== undefined ? { startTime } : {}), ...(endTime !== undefined ? { endTime } : {}) };
}

/** Delivery progress of a batch, the paged history and retries (protected scope). */
export function registerCommandProgressRoutes(app: App, ctx: ServerContext, service: CommandService): void {
  app.get('/car/v1/api/command/queryCommandBatch.json', { schema: { querystring: batchQuery } }, async (request): Promise<Envelope<CommandBatch> | Failure> => {
    const batch = ctx.commands.batch(vehicleScopeOf(authOf(request)), request.query.batchId);
    return batch ? ok(batch) : fail(MSG_BATCH_NOT_FOUND);
  });

  app.get('/car/v1/api/command/pageCommandRecord.json', { schema: { querystring: recordQuery } }, async (request): Promise<Envelope<Page<CommandDelivery>> | Failure> => {
    const { query } = request;
    const range = timeRange(query.startTime, query.endTime);
    if (!range.ok) return fail(range.msg);
    return ok(
      ctx.commands.page(vehicleScopeOf(authOf(request)), {
        pageNum: query.pageNum ?? FIRST_PAGE,
        pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
        ...(query.vehicleId !== undefined ? { vehicleId: query.vehicleId } : {}),
        ...(query.commandCode !== undefined ? { commandCode: query.commandCode } : {}),
        ...(query.status !== undefined ? { status: query.status } : {}),
        ...(range.startTime !== undefined ? { startTime: range.startTime } : {}),
        ...(range.endTime !== undefined ? { endTime: range.endTime } : {}),
      }),
    );
  });

  app.post('/car/v1/api/command/retryCommand.json', { schema: { body: retryBody } }, async (request): Promise<Envelope<CommandSendItem[]> | Failure> => {
    const auth = authOf(request);
    const outcome = service.retry(auth, request.body.deliveryIds, request.body.queueOffline ?? false, ctx.config.now());
    if (!outcome.ok) return fail(outcome.msg);
    request.log.info({ userId: auth.userId, deliveryIds: request.body.deliveryIds, results: outcome.value.map((item) => item.status) }, 'command retry');
    return ok(outcome.value);
  });
}
