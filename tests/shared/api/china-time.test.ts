import { chinaDay, dayStart, daysBetween, fileStamp, formatChinaTime, parseTime } from '@shared/api/time/china-time';
import { describe, expect, it } from 'vitest';

describe('parseTime: every time a request carries (tracks, reports, alarms, commands, exports)', () => {
  it.each([
    // what the console's date pickers send: China time
    ['2026-01-15 08:00:00', Date.UTC(2026, 0, 15, 0)],
    ['2026-01-15 08:00', Date.UTC(2026, 0, 15, 0)],
    ['2026-01-15 10:00:00', Date.UTC(2026, 0, 15, 2)],
    ['2024-02-29 08:00:00', Date.UTC(2024, 1, 29)],
    // ISO-8601 with a zone, what our responses contain
    ['2026-01-15T00:00:00Z', Date.UTC(2026, 0, 15, 0)],
    ['2026-01-15T02:00:00.000Z', Date.UTC(2026, 0, 15, 2)],
    ['2026-01-15T00:00:00.250Z', Date.UTC(2026, 0, 15, 0, 0, 0, 250)],
    ['2026-01-15T10:00:00+08:00', Date.UTC(2026, 0, 15, 2)],
    ['2026-01-15T09:00:00+09:00', Date.UTC(2026, 0, 15, 0)],
    // dates and times that do not exist, and things that are not times
    ['2026-02-29 08:00:00', null],
    ['2026-02-30 00:00:00', null],
    ['2026-01-15 24:00:00', null],
    ['2026-01-15 23:60:00', null],
    ['2026-01-15', null],
    ['1736906400000', null],
    ['next tuesday', null],
    ['yesterday', null],
  ])('%s', (text, expected) => {
    expect(parseTime(text)).toBe(expected);
  });
});

describe('China days and how times are written', () => {
  it('counts China calendar days', () => {
    expect(chinaDay(Date.UTC(2026, 0, 14, 16))).toBe('2026-01-15');
    expect(chinaDay(Date.UTC(2026, 0, 14, 15, 59))).toBe('2026-01-14');
    expect(dayStart('2026-01-15')).toBe(Date.UTC(2026, 0, 14, 16));
    expect(dayStart('2026-02-29')).toBeNull();
    expect(daysBetween('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
  });

  it('writes spreadsheet cells and file-name stamps in China time', () => {
    expect(formatChinaTime(Date.UTC(2026, 0, 15, 2))).toBe('2026-01-15 10:00:00');
    expect(formatChinaTime(null)).toBeNull();
    expect(fileStamp(Date.UTC(2026, 0, 15, 2))).toBe('20260115100000');
  });
});
