import { describe, expect, it } from 'vitest';
import { markProcessed, mergeNewestFirst, withoutAlarms } from '@shared/alarms/alarm-merge';
import { makeAlarm } from '../../micro/car/features/alarms/alarm-fixtures';

describe('mergeNewestFirst', () => {
  it('puts newer alarms first, keeps each alarm once and caps the list', () => {
    const merged = mergeNewestFirst([makeAlarm(3), makeAlarm(2)], [makeAlarm(5), makeAlarm(3), makeAlarm(4)], 4);
    expect(merged.map((alarm) => alarm.alarmId)).toEqual([5, 4, 3, 2]);
    expect(mergeNewestFirst(merged, [makeAlarm(6)], 4).map((alarm) => alarm.alarmId)).toEqual([6, 5, 4, 3]);
  });
});

describe('markProcessed and withoutAlarms', () => {
  it('rewrites only the named unprocessed rows, in place', () => {
    const rows = [makeAlarm(1), makeAlarm(2, { processed: true, handlerName: '别人' })];
    const mark = { processMethod: 'other' as const, note: null, handlerName: '我', processedAt: '2026-01-15T04:00:00.000Z' };
    const next = markProcessed(rows, new Set([1, 2]), mark);
    expect(next[0]).toMatchObject({ alarmId: 1, processed: true, handlerName: '我' });
    expect(next[1]?.handlerName).toBe('别人');
    expect(withoutAlarms(next, new Set([1])).map((row) => row.alarmId)).toEqual([2]);
  });
});
