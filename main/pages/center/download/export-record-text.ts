import type { ExportRecord } from '@shared/api/dto/export-dto';
import { formatChinaTime, parseTime } from '@shared/api/time/china-time';
import { VEHICLE_STATE_LABELS } from '@shared/constants/vehicle-state-labels';
import type { DictionaryLookup } from '@shared/dictionary/dictionary-lookup';

/** An ISO time of a record as the centre shows it (China time), or — when there is none. */
export function recordTime(isoText: string | null): string {
  if (!isoText) return '—';
  return formatChinaTime(parseTime(isoText)) ?? isoText;
}

/**
 * The filters a job was started with, in words: 分组 深圳车队 · 状态 离线 · 2026-11-01 00:00:00 至 ….
 * A group the user can no longer see is named by its id rather than hidden; a state is named as
 * the dictionary names it, else by the built-in label.
 */
export function recordFiltersText(record: ExportRecord, groupNames: ReadonlyMap<number, string>, dictionary?: DictionaryLookup): string {
  const { groupId, state, startTime, endTime } = record.filters;
  const parts: string[] = [];
  parts.push(groupId === undefined ? '全部分组' : `分组 ${groupNames.get(groupId) ?? `#${groupId}`}`);
  if (state) parts.push(`状态 ${dictionary?.('vehicleState', state) ?? VEHICLE_STATE_LABELS[state]}`);
  if (startTime && endTime) parts.push(`${recordTime(startTime)} 至 ${recordTime(endTime)}`);
  return parts.join(' · ');
}
