import { formatChinaTime } from '@shared/api/time/china-time';

/** An ISO time of the server as operators read it (China time); '—' when there is none. */
export function showTime(isoText: string | null): string {
  if (!isoText) return '—';
  const ms = Date.parse(isoText);
  return Number.isNaN(ms) ? isoText : (formatChinaTime(ms) ?? '—');
}
