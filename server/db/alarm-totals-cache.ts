import type { Db } from './connection';

/**
 * Remembered page totals. Counting up to the cap walks up to ~100k index entries when a sub-user's
 * or a region's vehicles are a tenth of the fleet (~20 ms at 1M alarms); the same filter is counted
 * again on every page turn. Totals are kept per filter until any alarm is written through this
 * server (a new alarm, a processing), so they are never stale: the write bumps a per-database
 * generation and the cache starts over.
 */
const generations = new WeakMap<Db, number>();

export function bumpAlarmGeneration(db: Db): void {
  generations.set(db, (generations.get(db) ?? 0) + 1);
}

export const TOTALS_CACHE_SIZE = 500;

export interface TotalsCache {
  get(key: string, count: () => number): number;
}

export function createTotalsCache(db: Db, size = TOTALS_CACHE_SIZE): TotalsCache {
  const totals = new Map<string, number>();
  let generation = generations.get(db) ?? 0;
  return {
    get(key, count) {
      const current = generations.get(db) ?? 0;
      if (current !== generation) {
        totals.clear();
        generation = current;
      }
      const known = totals.get(key);
      if (known !== undefined) return known;
      const total = count();
      // oldest first out: a Map iterates in insertion order
      if (totals.size >= size) totals.delete(totals.keys().next().value ?? '');
      totals.set(key, total);
      return total;
    },
  };
}
