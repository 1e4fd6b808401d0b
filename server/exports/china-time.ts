/** Spreadsheet cells show China time (UTC+8, no daylight saving), as operators read it. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

export function formatChinaTime(ms: number | null): string | null {
  if (ms === null) return null;
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** 20260115100000: the stamp in a download's file name. */
export function fileStamp(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '');
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** 'YYYY-MM-DD HH:mm[:ss]' as China time, or ISO-8601 with a zone; null when neither. */
export function parseChinaTime(text: string): number | null {
  const local = LOCAL.exec(text.trim());
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number) as [number, number, number, number, number, number, number];
    const ms = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s) - CHINA_OFFSET_MS;
    const check = new Date(ms + CHINA_OFFSET_MS);
    return check.getUTCMonth() === mo - 1 && check.getUTCDate() === d ? ms : null;
  }
  if (ISO_WITH_ZONE.test(text.trim())) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}
