/**
 * Times in alarm requests. ISO-8601 with an offset ('2026-01-15T08:00:00Z', '…+08:00') is exact;
 * the form a Chinese date picker sends ('2026-01-15 08:00:00', no offset) is read as Beijing time,
 * which is what the operator meant. Anything else, or a date that does not exist, is refused.
 */
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;
const CHINA_OFFSET_MIN = 8 * 60;

function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined) return CHINA_OFFSET_MIN;
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  return sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
}

/** Milliseconds since the epoch, or null when the text is not a real time in one of the accepted forms. */
export function parseRequestTime(text: string): number | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = '0', zone] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = parts;
  const local = Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.padEnd(3, '0')));
  const check = new Date(local);
  // Date.UTC rolls 2026-02-30 over to March: a date that changed is a date that does not exist
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return local - offsetMinutes(zone) * 60_000;
}
