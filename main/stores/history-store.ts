import { makeAutoObservable } from 'mobx';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import type { TypedStorage } from '@shared/storage/typed-storage';
import {
  addHistory,
  clearSystemHistory,
  historiesSchema,
  legacyHistorySchema,
  migrateLegacyHistory,
  removeHistoryAt,
  type Histories,
  type HistoryEntry,
} from './history-rules';

const storedHistorySchema = z.union([historiesSchema, legacyHistorySchema]);

/** Page history per system (product-spec §4), persisted under `history`; the rules are in history-rules.ts. */
export class HistoryStore {
  histories: Histories;

  constructor(private readonly storage: TypedStorage) {
    const stored = storage.read(STORAGE_KEYS.history, storedHistorySchema);
    if (Array.isArray(stored)) {
      // an old flat list: migrate it once and store the new form, so this never runs again
      this.histories = migrateLegacyHistory(stored);
      storage.write(STORAGE_KEYS.history, this.histories);
    } else {
      this.histories = stored ?? {};
    }
    makeAutoObservable<HistoryStore, 'storage'>(this, { storage: false });
  }

  entriesOf(systemName: string): HistoryEntry[] {
    return this.histories[systemName] ?? [];
  }

  add(entry: HistoryEntry): void {
    this.commit(addHistory(this.histories, entry));
  }

  removeAt(systemName: string, index: number): void {
    this.commit(removeHistoryAt(this.histories, systemName, index));
  }

  clearSystem(systemName: string): void {
    this.commit(clearSystemHistory(this.histories, systemName));
  }

  clearAll(): void {
    this.histories = {};
    this.storage.remove(STORAGE_KEYS.history);
  }

  private commit(next: Histories): void {
    if (next === this.histories) return;
    this.histories = next;
    this.storage.write(STORAGE_KEYS.history, next);
  }
}
