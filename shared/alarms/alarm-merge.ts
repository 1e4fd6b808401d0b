import type { AlarmRow, ProcessMethod } from '../api/dto/alarm-dto';

/** What processing wrote on an alarm, as the row shows it until the next load. */
export interface ProcessedMark {
  processMethod: ProcessMethod;
  note: string | null;
  handlerName: string;
  processedAt: string;
}

/**
 * Newer alarms in front of the ones already shown, newest first, each alarm once, at most `max`
 * (the oldest drop off): the real-time list of the console and the shell's tip. A poll may repeat
 * an alarm it answered before (overlapping windows), which must not show twice.
 */
export function mergeNewestFirst<T extends Pick<AlarmRow, 'alarmId'>>(current: readonly T[], incoming: readonly T[], max: number): T[] {
  if (incoming.length === 0) return current.length > max ? current.slice(0, max) : [...current];
  const seen = new Set<number>();
  const merged: T[] = [];
  for (const alarm of [...incoming, ...current]) {
    if (seen.has(alarm.alarmId)) continue;
    seen.add(alarm.alarmId);
    merged.push(alarm);
  }
  // ids grow with time: sorting by id keeps newest first even when a poll answers out of order
  merged.sort((a, b) => b.alarmId - a.alarmId);
  return merged.length > max ? merged.slice(0, max) : merged;
}

/** The same rows with the processed ones rewritten in place (same position, new fields). */
export function markProcessed<T extends AlarmRow>(rows: readonly T[], alarmIds: ReadonlySet<number>, mark: ProcessedMark): T[] {
  return rows.map((row) => (alarmIds.has(row.alarmId) && !row.processed ? { ...row, processed: true, ...mark } : row));
}

/** The rows without the given alarms (the real-time list only shows unprocessed ones). */
export function withoutAlarms<T extends Pick<AlarmRow, 'alarmId'>>(rows: readonly T[], alarmIds: ReadonlySet<number>): T[] {
  return rows.filter((row) => !alarmIds.has(row.alarmId));
}
