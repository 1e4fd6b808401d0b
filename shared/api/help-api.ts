import type { HttpClient, RequestOptions } from '../http/http-client';
import {
  helpMessageDetailSchema,
  helpMessagePageSchema,
  markReadResultSchema,
  type HelpMessageDetail,
  type HelpMessagePage,
  type HelpMessageQuery,
  type MarkReadRequest,
  type MarkReadResult,
} from './dto/help-dto';

const BASE = '/car/v1/helpCenter/helpMessage';

export function pageHelpMessages(http: HttpClient, query: HelpMessageQuery, options?: RequestOptions): Promise<HelpMessagePage> {
  return http.get(`${BASE}/pageHelpMessage`, helpMessagePageSchema, { ...query }, options);
}

/** Opening a message marks it read. */
export function getHelpMessage(http: HttpClient, id: number, options?: RequestOptions): Promise<HelpMessageDetail> {
  return http.get(`${BASE}/getHelpMessage`, helpMessageDetailSchema, { id }, options);
}

export function markHelpMessagesRead(http: HttpClient, request: MarkReadRequest): Promise<MarkReadResult> {
  return http.postJson(`${BASE}/markRead`, markReadResultSchema, request);
}
