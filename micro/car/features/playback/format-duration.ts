import { HOUR_MS, MINUTE_MS, SECOND_MS } from '@shared/constants/time';

/** '2小时5分', '12分30秒', '45秒': how the stop list and the totals read a length of time. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / SECOND_MS)) * SECOND_MS;
  const hours = Math.floor(total / HOUR_MS);
  const minutes = Math.floor((total % HOUR_MS) / MINUTE_MS);
  const seconds = Math.floor((total % MINUTE_MS) / SECOND_MS);
  if (hours > 0) return `${hours}小时${minutes}分`;
  if (minutes > 0) return seconds > 0 ? `${minutes}分${seconds}秒` : `${minutes}分`;
  return `${seconds}秒`;
}
