import type { Db } from './connection';

/**
 * Remembered page totals. Counting up to the cap walks up to ~100k index entries when a sub-user's
 * or a region's vehicles are a tenth of the fleet (~20 ms at 1M alarms); the same filter is counted
 * again on every page turn. Totals are kept per filter until an alarm is written, so they are never
 * stale. Two things say "written":
 * - a processing (or an insert) through this connection bumps a per-connection generation;
 * - the newest alarm id in the table. The simulator inserts its alarms from its own worker thread
 *   and connection (simulator/simulator-thread.ts), which this connection's generation cannot see;
 *   a new row moves `MAX(id)` (one seek to the end of the primary key, microseconds), so the next
 *   lookup after the worker's commit starts over, with no window between the commit and a message.
 *   (`PRAGMA data_version` would see the other connection too, but also every position update, and
 *   the simulator writes those every few milliseconds: the cache would never hit while it runs.)
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
  const newestAlarm = db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM alarms');
  const version = () => `${generations.get(db) ?? 0}:${newestAlarm.get()?.id ?? 0}`;
  const totals = new Map<string, number>();
  let seen = version();
  return {
    get(key, count) {
      const current = version();
      if (current !== seen) {
        totals.clear();
        seen = current;
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
