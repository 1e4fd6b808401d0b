import { chinaDay, dayStart, formatChinaTime } from '@shared/api/time/china-time';
import { DAY_MS, SECOND_MS } from '@shared/constants/time';

export interface TimeRange {
  /** 'YYYY-MM-DD HH:mm:ss', China time */
  startTime: string;
  endTime: string;
}

export type QuickRangeKey = 'today' | 'yesterday' | 'last3Days';

export const QUICK_RANGE_LABELS: Record<QuickRangeKey, string> = { today: '今天', yesterday: '昨天', last3Days: '最近3天' };

const text = (ms: number) => formatChinaTime(ms) ?? '';

/** The picker's quick choices, in China calendar days (the platform's day, whatever the browser's zone). */
export function quickRange(key: QuickRangeKey, nowMs: number): TimeRange {
  const today = dayStart(chinaDay(nowMs)) ?? nowMs;
  switch (key) {
    case 'today':
      return { startTime: text(today), endTime: text(nowMs) };
    case 'yesterday':
      return { startTime: text(today - DAY_MS), endTime: text(today - SECOND_MS) };
    case 'last3Days':
      return { startTime: text(today - 2 * DAY_MS), endTime: text(nowMs) };
  }
}
