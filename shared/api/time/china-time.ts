/**
 * The platform's one reading and writing of times (track, report, alarm, command and export
 * requests; spreadsheet cells; file names): times as operators type them and days as they count
 * them. The platform runs on China Standard Time (UTC+8, no daylight saving): a "day" in a report
 * is a China calendar day, and a time without a zone ('2026-01-15 08:00:00', what the console's date
 * pickers send) is China time. ISO-8601 with a zone ('2026-01-15T00:00:00Z', what our responses
 * contain) is accepted as it is. It lives in `shared/api/` because request schemas check times
 * with it: the client refuses what the server would.
 */

import { DAY_MS, HOUR_MS } from '../../constants/time';

export const CHINA_OFFSET_MS = 8 * HOUR_MS;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A pattern for schemas: what `parseTime` can read (it still checks the calendar). */
export const TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:?\\d{2})?$';
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

function offsetMs(zone: string | undefined): number {
  if (zone === undefined) return CHINA_OFFSET_MS;
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

/** ms since the epoch, or null when the text is not a real date and time (2026-02-30 is not). */
export function parseTime(text: string): number | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0', fraction = '0'] = match.slice(1, 8).map((part) => part ?? undefined);
  const parts = [year, month, day, hour, minute].map(Number) as [number, number, number, number, number];
  const local = Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], Number(second), Number(fraction.padEnd(3, '0')));
  const check = new Date(local);
  if (check.getUTCMonth() !== parts[1] - 1 || check.getUTCDate() !== parts[2] || parts[3] > 23 || parts[4] > 59 || Number(second) > 59) return null;
  return local - offsetMs(match[8]);
}

/** The start of a China calendar day 'YYYY-MM-DD' in ms, or null for a date that does not exist. */
export function dayStart(day: string): number | null {
  const match = DATE.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return utc - CHINA_OFFSET_MS;
}

/** The China calendar day an instant falls on. */
export function chinaDay(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Every day from `first` to `last` inclusive (both valid 'YYYY-MM-DD'). */
export function daysBetween(first: string, last: string): string[] {
  const start = dayStart(first);
  const end = dayStart(last);
  if (start === null || end === null) return [];
  const days: string[] = [];
  for (let at = start; at <= end; at += DAY_MS) days.push(chinaDay(at));
  return days;
}

/** 'YYYY-MM-DD HH:mm:ss' in China time: how spreadsheet cells show a time, as operators read it. */
export function formatChinaTime(ms: number | null): string | null {
  if (ms === null) return null;
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** 20260115100000: the China-time stamp in a download's file name. */
export function fileStamp(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '');
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function isoOrNull(ms: number | null): string | null {
  return ms === null ? null : iso(ms);
}
