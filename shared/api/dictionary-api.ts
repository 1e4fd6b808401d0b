import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { DictionaryGroup, DictionaryType } from './dto/dictionary-dto';
import { listDictionaryEndpoint } from './endpoints/dictionary-endpoints';

/** Every code table, or one (`type`). */
export function listDictionary(http: HttpClient, type?: DictionaryType, options?: RequestOptions): Promise<DictionaryGroup[]> {
  return callEndpoint(http, listDictionaryEndpoint, type ? { type } : {}, options);
}
