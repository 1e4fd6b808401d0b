import * as z from 'zod/mini';
import {
  COMMAND_CODES,
  DELIVERY_STATUSES,
  commandBatchSchema,
  commandCheckResultSchema,
  commandRecordPageSchema,
  commandRetryResultSchema,
  commandSendResultSchema,
  commandTypeListSchema,
} from '../dto/command-dto';
import { defineEndpoint } from '../endpoint';
import { pagingFields, positiveId } from '../validation/common-fields';
import { timeRangeCheck, timeText } from '../validation/time-range';
import { APP_IDS, BUTTON_IDS } from '../../constants/resource-ids';

/**
 * Vehicles of one pre-check, send or retry: a large region's checked vehicles in one go (issue 10's
 * pre-check of 1,000 vehicles answers in one call); the pre-check answers one row per vehicle.
 */
export const COMMAND_VEHICLES_MAX = 1000;
/** JT/T 808 text messages go to a small in-cab display; longer texts are cut off by the terminals. */
export const COMMAND_TEXT_MAX = 100;
export const COMMAND_RECORD_PAGE_SIZE_MAX = 500;
const CONFIRM_TOKEN_MAX = 200;

const COMMAND = '/car/v1/api/command';

export const listCommandTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${COMMAND}/listCommandType.json`,
  encoding: 'query',
  request: z.object({}),
  response: commandTypeListSchema,
  permission: [APP_IDS.car],
});

/** Vehicles of one send, or deliveries of one retry. */
const idsPerBatch = () => z.array(positiveId()).check(z.minLength(1), z.maxLength(COMMAND_VEHICLES_MAX));

/**
 * A command's parameters. Which ones a command needs and their ranges are the command's own (the
 * catalogue answers them in `listCommandType.json` and the server checks them); the schema only
 * bounds their shape. The text bound is generous because the catalogue counts trimmed characters,
 * not UTF-16 units.
 */
const commandParams = () =>
  z.optional(
    z.object({
      seconds: z.optional(z.int()),
      text: z.optional(z.string().check(z.maxLength(COMMAND_TEXT_MAX * 4))),
    }),
  );

/**
 * The per-vehicle pre-check. For a command that needs confirmation it also hands out the
 * confirmToken, which confirms this command with these `params` on exactly these vehicles, once: the
 * send must repeat the same command, parameters and vehicle set.
 */
export const commandCheckRequestSchema = z.object({
  commandCode: z.enum(COMMAND_CODES),
  vehicleIds: idsPerBatch(),
  params: commandParams(),
});
export type CommandCheckRequest = z.input<typeof commandCheckRequestSchema>;

export const checkCommandTargetsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${COMMAND}/checkCommandDownBatchTer.json`,
  encoding: 'json',
  request: commandCheckRequestSchema,
  response: commandCheckResultSchema,
  permission: [BUTTON_IDS.sendCommand],
});

/** The batch send; a command that needs confirmation sends back the pre-check's token for the same vehicles. */
export const commandSendRequestSchema = z.object({
  commandCode: z.enum(COMMAND_CODES),
  vehicleIds: idsPerBatch(),
  params: commandParams(),
  /** queue the command for offline vehicles instead of refusing them */
  queueOffline: z.optional(z.boolean()),
  confirmToken: z.optional(z.string().check(z.maxLength(CONFIRM_TOKEN_MAX))),
});
export type CommandSendRequest = z.input<typeof commandSendRequestSchema>;

export const sendCommandsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${COMMAND}/commandDownBatch.json`,
  encoding: 'json',
  request: commandSendRequestSchema,
  response: commandSendResultSchema,
  permission: [BUTTON_IDS.sendCommand],
});

export const commandBatchQuerySchema = z.object({ batchId: positiveId() });
export type CommandBatchQuery = z.input<typeof commandBatchQuerySchema>;

export const getCommandBatchEndpoint = defineEndpoint({
  method: 'GET',
  path: `${COMMAND}/queryCommandBatch.json`,
  encoding: 'query',
  request: commandBatchQuerySchema,
  response: commandBatchSchema,
  permission: [APP_IDS.car],
});

/** The paged history, newest first; times as ISO-8601 or 'YYYY-MM-DD HH:mm:ss' (China time), either end optional. */
export const commandRecordQuerySchema = z
  .object({
    ...pagingFields(COMMAND_RECORD_PAGE_SIZE_MAX),
    vehicleId: z.optional(positiveId()),
    commandCode: z.optional(z.enum(COMMAND_CODES)),
    status: z.optional(z.enum(DELIVERY_STATUSES)),
    startTime: z.optional(timeText()),
    endTime: z.optional(timeText()),
  })
  .check(timeRangeCheck());
export type CommandRecordQuery = z.input<typeof commandRecordQuerySchema>;

export const pageCommandRecordsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${COMMAND}/pageCommandRecord.json`,
  encoding: 'query',
  request: commandRecordQuerySchema,
  response: commandRecordPageSchema,
  permission: [APP_IDS.car],
});

/** The deliveries to try again (failed or timed out only). */
export const commandRetryRequestSchema = z.object({
  deliveryIds: idsPerBatch(),
  queueOffline: z.optional(z.boolean()),
});
export type CommandRetryRequest = z.input<typeof commandRetryRequestSchema>;

export const retryCommandsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${COMMAND}/retryCommand.json`,
  encoding: 'json',
  request: commandRetryRequestSchema,
  response: commandRetryResultSchema,
  permission: [BUTTON_IDS.sendCommand],
});
