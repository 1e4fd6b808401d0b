import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { HelpMessageDetail, HelpMessagePage, MarkReadResult } from './dto/help-dto';
import {
  getHelpMessageEndpoint,
  markHelpMessagesReadEndpoint,
  pageHelpMessagesEndpoint,
  type HelpMessageQuery,
  type MarkReadRequest,
} from './endpoints/help-endpoints';

export function pageHelpMessages(http: HttpClient, query: HelpMessageQuery, options?: RequestOptions): Promise<HelpMessagePage> {
  return callEndpoint(http, pageHelpMessagesEndpoint, query, options);
}

/** Opening a message marks it read. */
export function getHelpMessage(http: HttpClient, id: number, options?: RequestOptions): Promise<HelpMessageDetail> {
  return callEndpoint(http, getHelpMessageEndpoint, { id }, options);
}

export function markHelpMessagesRead(http: HttpClient, request: MarkReadRequest, options?: RequestOptions): Promise<MarkReadResult> {
  return callEndpoint(http, markHelpMessagesReadEndpoint, request, options);
}
