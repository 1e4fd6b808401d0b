import * as z from 'zod/mini';
import { pageSchema } from './envelope';

/**
 * Commands to vehicles (fleet-domain.md "Commands"): the catalogue the console builds its dialog
 * from, the per-vehicle pre-check, the batch send with per-vehicle results and the delivery progress.
 * Times are ISO-8601 strings.
 */

export const COMMAND_CODES = [
  'FUEL_CUT',
  'FUEL_RESTORE',
  'UPLOAD_INTERVAL',
  'REBOOT',
  'FACTORY_RESET',
  'LOCATE',
  'ARM',
  'DISARM',
  'QUERY_PARAMS',
  'QUERY_STATUS',
  'QUERY_VERSION',
  'SEND_TEXT',
] as const;
export type CommandCode = (typeof COMMAND_CODES)[number];

/** One parameter a command takes; the console renders a number or a text input from it. */
export const commandParamSchema = z.object({
  key: z.enum(['seconds', 'text']),
  label: z.string(),
  kind: z.enum(['integer', 'text']),
  /** integer: smallest allowed value; text: shortest length */
  min: z.number(),
  /** integer: largest allowed value; text: longest length */
  max: z.number(),
  unit: z.nullable(z.string()),
});
export type CommandParam = z.infer<typeof commandParamSchema>;

/** `GET /car/v1/api/command/listCommandType.json` → a list of these. */
export const commandTypeSchema = z.object({
  code: z.enum(COMMAND_CODES),
  name: z.string(),
  description: z.string(),
  /** device models that understand the command */
  models: z.array(z.string()),
  /** the send needs the confirmToken of a pre-check (fuel cut, factory reset) */
  needsConfirmation: z.boolean(),
  /** whether an offline vehicle may keep it queued until it comes online */
  queueable: z.boolean(),
  params: z.array(commandParamSchema),
});
export type CommandType = z.infer<typeof commandTypeSchema>;
export const commandTypeListSchema = z.array(commandTypeSchema);

/** Why a vehicle cannot take a command now; 'ok' when it can. */
export const CHECK_REASONS = ['ok', 'notFound', 'noPermission', 'inactive', 'expired', 'unsupported', 'offline', 'moving', 'pending'] as const;
export type CheckReason = (typeof CHECK_REASONS)[number];

export const commandParamsSchema = z.object({
  seconds: z.optional(z.number()),
  text: z.optional(z.string()),
});
export type CommandParams = z.infer<typeof commandParamsSchema>;

export const commandTargetCheckSchema = z.object({
  vehicleId: z.number(),
  /** null when the vehicle is unknown or outside the caller's scope */
  plate: z.nullable(z.string()),
  ok: z.boolean(),
  reasonCode: z.enum(CHECK_REASONS),
  /** Chinese explanation for the dialog; '' when ok */
  reason: z.string(),
  /** offline vehicle, queueable command: it goes out when the vehicle comes online */
  canQueue: z.boolean(),
});
export type CommandTargetCheck = z.infer<typeof commandTargetCheckSchema>;

const checkReasons = new Set<unknown>(CHECK_REASONS);

/**
 * The pre-check's rows (up to a thousand) checked by one plain loop, the same rule as
 * `commandTargetCheckSchema` entry by entry: zod's per-entry object parse cost 25–45 ms of the
 * browser's main thread between the answer and the matrix, this loop well under a millisecond. The
 * rows are read as they came (no copy, unknown keys kept); an answer that breaks the rule is refused as before.
 */
function isCommandTargetChecks(value: unknown): value is CommandTargetCheck[] {
  if (!Array.isArray(value)) return false;
  const items = value as unknown[];
  // an indexed loop: it runs once per answer, mostly before the engine optimises it
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    if (typeof item !== 'object' || item === null) return false;
    const row = item as Record<string, unknown>;
    if (
      // finite, as z.number() wants: NaN and ±Infinity give NaN here
      typeof row.vehicleId !== 'number' ||
      row.vehicleId - row.vehicleId !== 0 ||
      (row.plate !== null && typeof row.plate !== 'string') ||
      typeof row.ok !== 'boolean' ||
      !checkReasons.has(row.reasonCode) ||
      typeof row.reason !== 'string' ||
      typeof row.canQueue !== 'boolean'
    ) {
      return false;
    }
  }
  return true;
}

export const commandTargetChecksSchema = z.custom<CommandTargetCheck[]>(isCommandTargetChecks, { message: '预检结果格式不正确' });

export const commandCheckResultSchema = z.object({
  commandCode: z.enum(COMMAND_CODES),
  list: commandTargetChecksSchema,
  okCount: z.number(),
  queueableCount: z.number(),
  refusedCount: z.number(),
  /** present for commands that need confirmation: send it back with commandDownBatch (valid 5 minutes) */
  confirmToken: z.nullable(z.string()),
});
export type CommandCheckResult = z.infer<typeof commandCheckResultSchema>;

export const DELIVERY_STATUSES = ['refused', 'queued', 'sent', 'acknowledged', 'failed', 'timedOut'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The Chinese name of each status, as the server answers it in `statusName` and the dialog shows it. */
export const DELIVERY_STATUS_NAMES: Record<DeliveryStatus, string> = {
  refused: '未下发',
  queued: '等待上线',
  sent: '已发送',
  acknowledged: '执行成功',
  failed: '执行失败',
  timedOut: '超时',
};

export const commandSendItemSchema = z.object({
  vehicleId: z.number(),
  plate: z.nullable(z.string()),
  status: z.enum(DELIVERY_STATUSES),
  reasonCode: z.nullable(z.string()),
  reason: z.string(),
});
export type CommandSendItem = z.infer<typeof commandSendItemSchema>;

/** `retryCommand.json`: one item per retried delivery. */
export const commandRetryResultSchema = z.array(commandSendItemSchema);

export const commandSendResultSchema = z.object({
  batchId: z.number(),
  list: z.array(commandSendItemSchema),
  sentCount: z.number(),
  queuedCount: z.number(),
  refusedCount: z.number(),
});
export type CommandSendResult = z.infer<typeof commandSendResultSchema>;

/** One vehicle's delivery, as the progress view and the history list show it. */
export const commandDeliverySchema = z.object({
  deliveryId: z.number(),
  batchId: z.number(),
  vehicleId: z.number(),
  plate: z.string(),
  commandCode: z.enum(COMMAND_CODES),
  commandName: z.string(),
  params: commandParamsSchema,
  status: z.enum(DELIVERY_STATUSES),
  /** Chinese status label: 已发送, 等待上线, 已回复 ... */
  statusName: z.string(),
  reasonCode: z.nullable(z.string()),
  reason: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  /** the device's reply text */
  reply: z.nullable(z.string()),
  /** sent → answer, in milliseconds; null until answered */
  latencyMs: z.nullable(z.number()),
  attempt: z.number(),
  /** failed or timed out: the retry endpoint accepts it */
  retryable: z.boolean(),
});
export type CommandDelivery = z.infer<typeof commandDeliverySchema>;

/** `GET /car/v1/api/command/queryCommandBatch.json?batchId=` */
export const commandBatchSchema = z.object({
  batchId: z.number(),
  commandCode: z.enum(COMMAND_CODES),
  commandName: z.string(),
  params: commandParamsSchema,
  userName: z.string(),
  createdAt: z.string(),
  /** count per status, every status present */
  counts: z.record(z.enum(DELIVERY_STATUSES), z.number()),
  /** true when no delivery is still queued or sent */
  finished: z.boolean(),
  list: z.array(commandDeliverySchema),
});
export type CommandBatch = z.infer<typeof commandBatchSchema>;

export const commandRecordPageSchema = pageSchema(commandDeliverySchema);
