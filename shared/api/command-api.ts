import type { HttpClient, RequestOptions } from '../http/http-client';
import * as z from 'zod/mini';
import {
  commandBatchSchema,
  commandCheckResultSchema,
  commandRecordPageSchema,
  commandSendItemSchema,
  commandSendResultSchema,
  commandTypeListSchema,
  type CommandBatch,
  type CommandCheckRequest,
  type CommandCheckResult,
  type CommandDelivery,
  type CommandRecordQuery,
  type CommandRetryRequest,
  type CommandSendItem,
  type CommandSendRequest,
  type CommandSendResult,
  type CommandType,
} from './dto/command-dto';
import type { Page } from './dto/envelope';

const retryResultSchema = z.array(commandSendItemSchema);

export function listCommandTypes(http: HttpClient, options?: RequestOptions): Promise<CommandType[]> {
  return http.get('/car/v1/api/command/listCommandType.json', commandTypeListSchema, {}, options);
}

/** The per-vehicle pre-check; for a command that needs confirmation it also hands out the confirmToken. */
export function checkCommandTargets(http: HttpClient, request: CommandCheckRequest, options?: RequestOptions): Promise<CommandCheckResult> {
  return http.postJson('/car/v1/api/command/checkCommandDownBatchTer.json', commandCheckResultSchema, request, options);
}

export function sendCommands(http: HttpClient, request: CommandSendRequest, options?: RequestOptions): Promise<CommandSendResult> {
  return http.postJson('/car/v1/api/command/commandDownBatch.json', commandSendResultSchema, request, options);
}

export function getCommandBatch(http: HttpClient, batchId: number, options?: RequestOptions): Promise<CommandBatch> {
  return http.get('/car/v1/api/command/queryCommandBatch.json', commandBatchSchema, { batchId }, options);
}

export function pageCommandRecords(http: HttpClient, query: CommandRecordQuery, options?: RequestOptions): Promise<Page<CommandDelivery>> {
  return http.get('/car/v1/api/command/pageCommandRecord.json', commandRecordPageSchema, { ...query }, options);
}

export function retryCommands(http: HttpClient, request: CommandRetryRequest, options?: RequestOptions): Promise<CommandSendItem[]> {
  return http.postJson('/car/v1/api/command/retryCommand.json', retryResultSchema, request, options);
}
