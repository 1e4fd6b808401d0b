import * as z from 'zod/mini';
import { HISTORY_CAP_PER_SYSTEM } from '@shared/constants/limits';

/** One visited page (product-spec §3): stored per systemName. */
export const historyEntrySchema = z.object({ systemName: z.string(), title: z.string(), path: z.string() });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export type Histories = Record<string, HistoryEntry[]>;

export const historiesSchema = z.record(z.string(), z.array(historyEntrySchema));
/** The old flat list, before histories were kept per system. */
export const legacyHistorySchema = z.array(z.looseObject({ systemName: z.optional(z.string()), title: z.optional(z.string()), path: z.optional(z.string()) }));

/** Titles the spec never records (the sub-apps' home route is titled `index`). */
const IGNORED_TITLES = new Set(['index']);

/**
 * Adds a visit (product-spec §4): ignored without systemName or when titled index; goes to the
 * front only if that system has no entry with the same path; at most 10 per system.
 * Returns the same object when nothing changes, so callers can skip a write.
 */
export function addHistory(histories: Histories, entry: HistoryEntry): Histories {
  if (!entry.systemName || !entry.path || IGNORED_TITLES.has(entry.title)) return histories;
  const list = histories[entry.systemName] ?? [];
  if (list.some((item) => item.path === entry.path)) return histories;
  return { ...histories, [entry.systemName]: [entry, ...list].slice(0, HISTORY_CAP_PER_SYSTEM) };
}

/** Removes one entry by index; a system whose list becomes empty is deleted. */
export function removeHistoryAt(histories: Histories, systemName: string, index: number): Histories {
  const list = histories[systemName];
  if (!list || index < 0 || index >= list.length) return histories;
  const rest = list.filter((_, position) => position !== index);
  return clearSystemHistory({ ...histories, [systemName]: rest }, rest.length === 0 ? systemName : null);
}

/** Deletes one system's list (null = nothing to delete). */
export function clearSystemHistory(histories: Histories, systemName: string | null): Histories {
  if (systemName === null || !(systemName in histories)) return histories;
  return Object.fromEntries(Object.entries(histories).filter(([name]) => name !== systemName));
}

/**
 * Turns the old flat list (newest first) into the per-system form with the same rules as new
 * visits: the newest entry of a path wins, index titles and entries without systemName are
 * dropped, at most 10 per system.
 */
export function migrateLegacyHistory(legacy: z.infer<typeof legacyHistorySchema>): Histories {
  const histories: Histories = {};
  for (const item of legacy) {
    const entry = { systemName: item.systemName ?? '', title: item.title ?? '', path: item.path ?? '' };
    if (!entry.systemName || !entry.path || IGNORED_TITLES.has(entry.title)) continue;
    const list = (histories[entry.systemName] ??= []);
    if (list.length < HISTORY_CAP_PER_SYSTEM && !list.some((known) => known.path === entry.path)) list.push(entry);
  }
  return histories;
}
