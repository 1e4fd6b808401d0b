import { DICTIONARY_TYPES, DICTIONARY_TYPE_NAMES, type DictionaryGroup, type DictionaryType } from '@shared/api/dto/dictionary-dto';
import type { Db } from './connection';

export interface DictionaryRepository {
  /** every table, or one; tables come in the order of DICTIONARY_TYPES, items by `sort` */
  list(type?: DictionaryType): DictionaryGroup[];
}

interface ItemRow {
  type: string;
  code: string;
  name: string;
  extra: string | null;
  sort: number;
}

export function createDictionaryRepository(db: Db): DictionaryRepository {
  const all = db.prepare<[], ItemRow>('SELECT type, code, name, extra, sort FROM dictionary_items ORDER BY type, sort');
  const ofType = db.prepare<[string], ItemRow>('SELECT type, code, name, extra, sort FROM dictionary_items WHERE type = ? ORDER BY sort');
  return {
    list(type) {
      const rows = type ? ofType.all(type) : all.all();
      return DICTIONARY_TYPES.filter((candidate) => !type || candidate === type).map((candidate) => ({
        type: candidate,
        name: DICTIONARY_TYPE_NAMES[candidate],
        items: rows
          .filter((row) => row.type === candidate)
          .map((row) => ({ code: row.code, name: row.name, extra: row.extra, sort: row.sort })),
      }));
    },
  };
}
