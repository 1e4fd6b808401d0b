/** Display formatting for vehicle values; a missing value shows as a dash, never as "null". */
export const EMPTY_VALUE = '—';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * ISO-8601 → `YYYY-MM-DD HH:mm:ss` in the browser's time zone. A date-only value (expiry dates)
 * stays as it is; an unparseable one is shown raw rather than hidden.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function formatNumber(value: number | null | undefined, unit: string, digits = 1): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY_VALUE;
  return `${Number.isInteger(value) ? value : value.toFixed(digits)}${unit}`;
}

export function formatText(value: string | null | undefined): string {
  return value && value.trim() ? value : EMPTY_VALUE;
}

/** WGS-84 as sent by the server (no map conversion here: nothing is drawn). */
export function formatPosition(lng: number | null, lat: number | null): string {
  if (lng === null || lat === null) return '暂无定位';
  return `${lng.toFixed(6)}, ${lat.toFixed(6)}`;
}
