import { makeAutoObservable } from 'mobx';
import { dictionaryListSchema, type DictionaryGroup, type DictionaryType } from '@shared/api/dto/dictionary-dto';
import { listDictionary } from '@shared/api/dictionary-api';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import type { DictionaryLookup } from '@shared/dictionary/dictionary-lookup';
import type { HttpClient } from '@shared/http/http-client';
import type { TypedStorage } from '@shared/storage/typed-storage';

/**
 * The code tables (product-spec §3 `dictionary`): loaded once after login and kept in storage, so a
 * reload or a sub-app on the same origin reads them without asking again; cleared by clear-all.
 * `label()` turns a code the server sends (`online`, `sos`) into what people read (在线, 紧急报警).
 */
export class DictionaryStore {
  groups: DictionaryGroup[];
  private loading: Promise<boolean> | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly storage: TypedStorage,
  ) {
    this.groups = storage.read(STORAGE_KEYS.dictionary, dictionaryListSchema) ?? [];
    makeAutoObservable<DictionaryStore, 'http' | 'storage' | 'loading'>(this, { http: false, storage: false, loading: false });
  }

  get loaded(): boolean {
    return this.groups.length > 0;
  }

  /** The item's name, or the code itself when the table (or the code) is unknown. */
  label(type: DictionaryType, code: string): string {
    return this.nameOf(type, code) ?? code;
  }

  /** The item's name, or undefined when the table (or the code) is unknown. */
  nameOf(type: DictionaryType, code: string): string | undefined {
    return this.groups.find((group) => group.type === type)?.items.find((item) => item.code === code)?.name;
  }

  /** The item's name, or the screen's own text when the dictionary lacks the code (not loaded yet, or older). */
  labelOr(type: DictionaryType, code: string, fallback: string): string {
    return this.nameOf(type, code) ?? fallback;
  }

  /** `nameOf` as a plain function, for shared components that take a `DictionaryLookup`. */
  get lookup(): DictionaryLookup {
    const groups = this.groups;
    return (type, code) => groups.find((group) => group.type === type)?.items.find((item) => item.code === code)?.name;
  }

  /** Once per login: a stored dictionary is not asked again; concurrent callers share one request. */
  ensureLoaded(): Promise<boolean> {
    if (this.loaded) return Promise.resolve(true);
    this.loading ??= listDictionary(this.http).then(
      (groups) => {
        this.apply(groups);
        return true;
      },
      (error: unknown) => {
        console.warn('[字典] 加载失败，标签将显示原始代码', error);
        return false;
      },
    ).finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  reset(): void {
    this.groups = [];
  }

  private apply(groups: DictionaryGroup[]): void {
    this.groups = groups;
    this.storage.write(STORAGE_KEYS.dictionary, groups);
  }
}
