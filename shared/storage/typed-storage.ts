import type * as z from 'zod/mini';
import { storageKey, type StorageKey } from '../constants/storage-keys';

/**
 * Typed access to the spec's localStorage keys. Values are JSON; a value that fails its schema
 * (corrupted, hand-edited, left by an older version) is removed and reads as absent, with a
 * warning, so bad storage never breaks the page.
 */
export interface TypedStorage {
  read<T>(key: StorageKey, schema: z.ZodMiniType<T>): T | null;
  /** false when the browser refused it (quota exceeded, storage disabled): a warning is logged, nothing thrown */
  write(key: StorageKey, value: unknown): boolean;
  remove(key: StorageKey): void;
  /** removes every key of the main app (and nothing else on the origin) */
  clearAll(): void;
}

export function createTypedStorage(backend: Storage = window.localStorage): TypedStorage {
  const prefix = storageKey('' as StorageKey);
  return {
    read(key, schema) {
      const full = storageKey(key);
      let raw: string | null;
      try {
        raw = backend.getItem(full);
      } catch {
        return null; // storage disabled (private mode, quota): behave as empty
      }
      if (raw === null) return null;
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        // not JSON: fall through
      }
      console.warn(`[storage] 本地数据 ${full} 已损坏，已清除`);
      backend.removeItem(full);
      return null;
    },
    write(key, value) {
      try {
        backend.setItem(storageKey(key), JSON.stringify(value));
        return true;
      } catch (error) {
        console.warn(`[storage] 无法保存 ${storageKey(key)}`, error);
        return false;
      }
    },
    remove(key) {
      backend.removeItem(storageKey(key));
    },
    clearAll() {
      const keys: string[] = [];
      for (let i = 0; i < backend.length; i += 1) {
        const key = backend.key(i);
        if (key?.startsWith(prefix)) keys.push(key);
      }
      keys.forEach((key) => backend.removeItem(key));
    },
  };
}
