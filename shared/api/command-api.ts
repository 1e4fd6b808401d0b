import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { CommandBatch, CommandCheckResult, CommandDelivery, CommandSendItem, CommandSendResult, CommandType } from './dto/command-dto';
import type { Page } from './dto/envelope';
import {
  checkCommandTargetsEndpoint,
  getCommandBatchEndpoint,
  listCommandTypesEndpoint,
  pageCommandRecordsEndpoint,
  retryCommandsEndpoint,
  sendCommandsEndpoint,
  type CommandBatchQuery,
  type CommandCheckRequest,
  type CommandRecordQuery,
  type CommandRetryRequest,
  type CommandSendRequest,
} from './endpoints/command-endpoints';

export function listCommandTypes(http: HttpClient, options?: RequestOptions): Promise<CommandType[]> {
  return callEndpoint(http, listCommandTypesEndpoint, {}, options);
}

/** The per-vehicle pre-check; for a command that needs confirmation it also hands out the confirmToken. */
export function checkCommandTargets(http: HttpClient, request: CommandCheckRequest, options?: RequestOptions): Promise<CommandCheckResult> {
  return callEndpoint(http, checkCommandTargetsEndpoint, request, options);
}

export function sendCommands(http: HttpClient, request: CommandSendRequest, options?: RequestOptions): Promise<CommandSendResult> {
  return callEndpoint(http, sendCommandsEndpoint, request, options);
}

export function getCommandBatch(http: HttpClient, query: CommandBatchQuery, options?: RequestOptions): Promise<CommandBatch> {
  return callEndpoint(http, getCommandBatchEndpoint, query, options);
}

export function pageCommandRecords(http: HttpClient, query: CommandRecordQuery = {}, options?: RequestOptions): Promise<Page<CommandDelivery>> {
  return callEndpoint(http, pageCommandRecordsEndpoint, query, options);
}

export function retryCommands(http: HttpClient, request: CommandRetryRequest, options?: RequestOptions): Promise<CommandSendItem[]> {
  return callEndpoint(http, retryCommandsEndpoint, request, options);
}
