import * as z from 'zod/mini';
import { DICTIONARY_TYPES, dictionaryListSchema } from '../dto/dictionary-dto';
import { defineEndpoint } from '../endpoint';

/** Every code table, or only the one named by `type`. */
export const dictionaryQuerySchema = z.object({
  type: z.optional(z.enum(DICTIONARY_TYPES)),
});
export type DictionaryQuery = z.input<typeof dictionaryQuerySchema>;

export const listDictionaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v4/api/system/dictionary/list.json',
  encoding: 'query',
  request: dictionaryQuerySchema,
  response: dictionaryListSchema,
});
