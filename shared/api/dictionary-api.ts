import type { HttpClient, RequestOptions } from '../http/http-client';
import { dictionaryListSchema, type DictionaryGroup, type DictionaryType } from './dto/dictionary-dto';

/** Every code table, or one (`type`). */
export function listDictionary(http: HttpClient, type?: DictionaryType, options?: RequestOptions): Promise<DictionaryGroup[]> {
  return http.get('/car/v4/api/system/dictionary/list.json', dictionaryListSchema, type ? { type } : {}, options);
}
