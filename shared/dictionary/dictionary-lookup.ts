import type { DictionaryType } from '../api/dto/dictionary-dto';

/**
 * The dictionary's name for a code the server sends (`online` → 在线), or undefined when the
 * dictionary is not loaded or lacks the code: the caller then shows its built-in text.
 */
export type DictionaryLookup = (type: DictionaryType, code: string) => string | undefined;
