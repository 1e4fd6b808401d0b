import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { ChatSettings, Conversation } from './dto/assistant-dto';
import {
  clearConversationEndpoint,
  getChatConfigEndpoint,
  getConversationEndpoint,
  updateChatConfigEndpoint,
  type UpdateChatConfigRequest,
} from './endpoints/assistant-endpoints';

export function getChatConfig(http: HttpClient, options?: RequestOptions): Promise<ChatSettings> {
  return callEndpoint(http, getChatConfigEndpoint, {}, options);
}

export function updateChatConfig(http: HttpClient, request: UpdateChatConfigRequest, options?: RequestOptions): Promise<ChatSettings> {
  return callEndpoint(http, updateChatConfigEndpoint, request, options);
}

export function getConversation(http: HttpClient, options?: RequestOptions): Promise<Conversation> {
  return callEndpoint(http, getConversationEndpoint, {}, options);
}

export function clearConversation(http: HttpClient, options?: RequestOptions): Promise<{ cleared: number }> {
  return callEndpoint(http, clearConversationEndpoint, {}, options);
}
