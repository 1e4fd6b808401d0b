import { chinaDay, dayStart } from '@shared/api/time/china-time';
import { DAY_MS } from '@shared/constants/time';

/**
 * Reads what a free question is about: a vehicle (plate or device number), a period (今天、昨天、
 * 上周、本周、本月...) and what the user wants to know. Pure: the clock is passed in.
 */

export type QuestionIntent = 'location' | 'mileage' | 'alarms' | 'online' | 'track' | 'detail';

export interface DayRange {
  /** 'YYYY-MM-DD', China calendar days, both included */
  startDate: string;
  endDate: string;
  /** how the question said it, for the answer ("昨天") */
  label: string;
}

export interface ParsedQuestion {
  /** a plate as written ('粤B·12345' and '粤B12345' both give '粤B12345'), upper case, no separator */
  plate: string | null;
  deviceNo: string | null;
  range: DayRange | null;
  intent: QuestionIntent | null;
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';
/** province, city letter, an optional separator, then 5 (petrol) or 6 (new energy) characters */
const PLATE = new RegExp(`([${PROVINCES}])\\s*([A-Za-z])\\s*[·.\\-•・\\s]?\\s*([A-Za-z0-9]{5,6})(?![A-Za-z0-9])`);
/** IMEI (15 digits) and the shorter numbers some JT/T 808 terminals use (10–20 digits) */
const DEVICE_NO = /(?<![0-9])(\d{10,20})(?![0-9])/;

export function parsePlate(text: string): string | null {
  const match = PLATE.exec(text);
  if (!match) return null;
  return `${match[1] ?? ''}${match[2] ?? ''}${match[3] ?? ''}`.toUpperCase();
}

export function parseDeviceNo(text: string): string | null {
  return DEVICE_NO.exec(text)?.[1] ?? null;
}

const INTENT_WORDS: readonly [QuestionIntent, readonly string[]][] = [
  ['mileage', ['里程', '公里', '跑了多少', '开了多远', '行驶了多少']],
  ['alarms', ['报警', '告警', '警报']],
  ['online', ['在线时长', '在线时间', '在线明细', '上线时长', '在线了多久']],
  ['track', ['轨迹', '回放', '路线', '去过哪']],
  ['detail', ['详情', '信息', '资料', '到期', '型号', '司机', 'SIM']],
  ['location', ['在哪', '位置', '定位', '状态', '在不在线', '离线', '在线吗', '哪里', '地址']],
];

export function parseIntent(text: string): QuestionIntent | null {
  const upper = text.toUpperCase();
  for (const [intent, words] of INTENT_WORDS) {
    if (words.some((word) => upper.includes(word.toUpperCase()))) return intent;
  }
  return null;
}

/** Monday of the China week `day` falls in. */
function weekStart(day: string): string {
  const start = dayStart(day) as number;
  const weekday = (new Date(start + 8 * 3_600_000).getUTCDay() + 6) % 7;
  return chinaDay(start - weekday * DAY_MS);
}

function shift(day: string, days: number): string {
  return chinaDay((dayStart(day) as number) + days * DAY_MS);
}

/** The period a question names, in China calendar days, relative to `now`. */
export function parseRange(text: string, now: number): DayRange | null {
  const today = chinaDay(now);
  const monday = weekStart(today);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  if (text.includes('前天')) return { startDate: shift(today, -2), endDate: shift(today, -2), label: '前天' };
  if (text.includes('昨天') || text.includes('昨日')) return { startDate: shift(today, -1), endDate: shift(today, -1), label: '昨天' };
  if (text.includes('今天') || text.includes('今日') || text.includes('现在')) return { startDate: today, endDate: today, label: '今天' };
  if (text.includes('上周') || text.includes('上星期')) return { startDate: shift(monday, -7), endDate: shift(monday, -1), label: '上周' };
  if (text.includes('本周') || text.includes('这周') || text.includes('这星期') || text.includes('本星期')) {
    return { startDate: monday, endDate: today, label: '本周' };
  }
  if (text.includes('上个月') || text.includes('上月')) {
    const lastMonthEnd = shift(firstOfMonth, -1);
    return { startDate: `${lastMonthEnd.slice(0, 8)}01`, endDate: lastMonthEnd, label: '上个月' };
  }
  if (text.includes('本月') || text.includes('这个月')) return { startDate: firstOfMonth, endDate: today, label: '本月' };
  const lastDays = /(?:最近|近)(\d{1,2}|[一二三四五六七])天/.exec(text);
  if (lastDays?.[1]) {
    const count = Number(lastDays[1]) || '一二三四五六七'.indexOf(lastDays[1]) + 1;
    const days = Math.min(Math.max(count, 1), 31);
    return { startDate: shift(today, 1 - days), endDate: today, label: `最近${days}天` };
  }
  return null;
}

export function parseQuestion(text: string, now: number): ParsedQuestion {
  const plate = parsePlate(text);
  // a plate's digits are not a device number
  const rest = plate ? text.replace(PLATE, ' ') : text;
  return { plate, deviceNo: parseDeviceNo(rest), range: parseRange(text, now), intent: parseIntent(text) };
}
