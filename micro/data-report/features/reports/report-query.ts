import { ALARM_TYPES, type AlarmType } from '@shared/api/dto/alarm-dto';
import { REPORT_PAGE_SIZE_MAX } from '@shared/api/dto/report-dto';
import { chinaDay, dayStart } from '@shared/api/time/china-time';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import { DAY_MS } from '@shared/constants/time';

/** The page sizes the tables offer (the server takes up to REPORT_PAGE_SIZE_MAX). */
export const REPORT_PAGE_SIZES = [10, 20, 50, REPORT_PAGE_SIZE_MAX] as const;
/** A report opened without dates shows the last 7 days, today included. */
export const DEFAULT_REPORT_DAYS = 7;

/**
 * What a report shows, all of it in the address's query string, so a report link can be shared
 * and restored (and the assistant can open one with a vehicle and dates).
 */
export interface ReportState {
  startDate: string;
  endDate: string;
  groupIds: number[];
  vehicleIds: number[];
  /** the alarm report only */
  alarmTypes: AlarmType[];
  pageNum: number;
  pageSize: number;
}

/** The filters the user edits; paging is not a filter. */
export type ReportFilters = Omit<ReportState, 'pageNum' | 'pageSize'>;

export function defaultDates(now: number): { startDate: string; endDate: string } {
  return { startDate: chinaDay(now - (DEFAULT_REPORT_DAYS - 1) * DAY_MS), endDate: chinaDay(now) };
}

const isAlarmType = (text: string): text is AlarmType => (ALARM_TYPES as readonly string[]).includes(text);

const isDay = (text: string | null): text is string => text !== null && dayStart(text) !== null;

function ids(text: string | null): number[] {
  if (!text) return [];
  return [...new Set(text.split(',').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))];
}

function positive(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/**
 * Reads a report's state from its query string. What cannot be read falls back to the default
 * (a shared link with a typo still opens a report); the server checks the rest (span, order).
 */
export function readReportState(search: URLSearchParams, now: number): ReportState {
  const defaults = defaultDates(now);
  const startDate = search.get('startDate');
  const endDate = search.get('endDate');
  const pageSize = positive(search.get('pageSize'), DEFAULT_PAGE_SIZE);
  const types = (search.get('alarmTypes') ?? '').split(',');
  return {
    startDate: isDay(startDate) ? startDate : defaults.startDate,
    endDate: isDay(endDate) ? endDate : defaults.endDate,
    groupIds: ids(search.get('groupIds')),
    // the assistant's links name one vehicle as `vehicleId`
    vehicleIds: ids(search.get('vehicleIds') ?? search.get('vehicleId')),
    alarmTypes: [...new Set(types.filter(isAlarmType))],
    pageNum: positive(search.get('pageNum'), FIRST_PAGE),
    pageSize: (REPORT_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a state; empty lists and default paging are left out to keep links short. */
export function writeReportState(state: ReportState): URLSearchParams {
  const search = new URLSearchParams({ startDate: state.startDate, endDate: state.endDate });
  if (state.groupIds.length) search.set('groupIds', state.groupIds.join(','));
  if (state.vehicleIds.length) search.set('vehicleIds', state.vehicleIds.join(','));
  if (state.alarmTypes.length) search.set('alarmTypes', state.alarmTypes.join(','));
  if (state.pageNum !== FIRST_PAGE) search.set('pageNum', String(state.pageNum));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(state.pageSize));
  return search;
}

/** A search (查询) with new filters starts again at the first page, keeping the page size. */
export function searchWith(state: ReportState, filters: ReportFilters): ReportState {
  return { ...filters, pageNum: FIRST_PAGE, pageSize: state.pageSize };
}

/** Another page size shows the first page again: the old page number would point elsewhere. */
export function pageChange(state: ReportState, pageNum: number, pageSize: number): ReportState {
  return pageSize === state.pageSize ? { ...state, pageNum } : { ...state, pageNum: FIRST_PAGE, pageSize };
}

/** 重置: the default dates and no narrowing, at the first page. */
export function resetState(state: ReportState, now: number): ReportState {
  return { ...defaultDates(now), groupIds: [], vehicleIds: [], alarmTypes: [], pageNum: FIRST_PAGE, pageSize: state.pageSize };
}

/** The request a report sends for a state (the alarm report adds its types). */
export function reportRequest(state: ReportState) {
  return {
    startDate: state.startDate,
    endDate: state.endDate,
    ...(state.groupIds.length ? { groupIds: state.groupIds } : {}),
    ...(state.vehicleIds.length ? { vehicleIds: state.vehicleIds } : {}),
    pageNum: state.pageNum,
    pageSize: state.pageSize,
  };
}
