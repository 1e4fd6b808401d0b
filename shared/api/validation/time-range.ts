import * as z from 'zod/mini';
import { DAY_MS } from '../../constants/time';
import { dayStart, parseTime } from '../time/china-time';

/**
 * The one time-range rule of the API, for every request that carries a range (alarms, tracks,
 * reports, exports, command history): each end readable, start not after end, a span no longer than
 * the endpoint allows. One set of messages; the client and the server check with the same code.
 */
export const MSG_TIME_FORMAT = '格式不正确，请使用 YYYY-MM-DD HH:mm:ss';
export const MSG_DATE_FORMAT = '格式不正确，请使用 YYYY-MM-DD';
export const MSG_TIME_ORDER = '开始时间不能晚于结束时间';
export const MSG_DATE_ORDER = '开始日期不能晚于结束日期';
export const timeSpanMessage = (days: number): string => `查询时间跨度不能超过 ${days} 天`;

const TIME_TEXT_MAX = 40;

/** A time as operators type it ('2026-01-15 08:00:00', China time) or ISO-8601 with a zone. */
export const timeText = () =>
  z.string().check(
    z.minLength(1),
    z.maxLength(TIME_TEXT_MAX),
    z.refine((text) => parseTime(text) !== null, { params: { format: 'time' } }),
  );

/** A China calendar day 'YYYY-MM-DD'. */
export const dateText = () => z.string().check(z.refine((text) => dayStart(text) !== null, { params: { format: 'date' } }));

interface TimeRangeInput {
  startTime?: string | undefined;
  endTime?: string | undefined;
}

interface DateRangeInput {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * Checks a request's `startTime`/`endTime` pair once each end is readable: the order, and the span
 * when `maxDays` is given. Either end may be optional in the schema; the pair is checked when both
 * are there.
 */
export function timeRangeCheck<T extends TimeRangeInput>(maxDays?: number) {
  return z.superRefine<T>((value, ctx) => {
    const start = value.startTime === undefined ? null : parseTime(value.startTime);
    const end = value.endTime === undefined ? null : parseTime(value.endTime);
    if (start === null || end === null) return;
    if (start > end) ctx.issues.push({ code: 'custom', message: MSG_TIME_ORDER, input: value, path: ['endTime'] });
    else if (maxDays !== undefined && end - start > maxDays * DAY_MS)
      ctx.issues.push({ code: 'custom', message: timeSpanMessage(maxDays), input: value, path: ['endTime'] });
  });
}

/**
 * The same for a `startDate`/`endDate` pair: both days count, so 31 days is 1 to 31 January. Like
 * the times, the pair is checked when both are there (the export request has them optional).
 */
export function dateRangeCheck<T extends DateRangeInput>(maxDays: number) {
  return z.superRefine<T>((value, ctx) => {
    const start = value.startDate === undefined ? null : dayStart(value.startDate);
    const end = value.endDate === undefined ? null : dayStart(value.endDate);
    if (start === null || end === null) return;
    if (start > end) ctx.issues.push({ code: 'custom', message: MSG_DATE_ORDER, input: value, path: ['endDate'] });
    else if ((end - start) / DAY_MS + 1 > maxDays)
      ctx.issues.push({ code: 'custom', message: timeSpanMessage(maxDays), input: value, path: ['endDate'] });
  });
}
