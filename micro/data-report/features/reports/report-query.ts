import { ALARM_TYPES, type AlarmType } from '@shared/api/dto/alarm-dto';
import { REPORT_PAGE_SIZE_MAX } from '@shared/api/dto/report-dto';
import { chinaDay, dayStart } from '@shared/api/time/china-time';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import { DAY_MS } from '@shared/constants/time';
import { REPORT_SORT_ORDERS, type ReportSortOrder } from '@shared/api/endpoints/report-endpoints';

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
  /** the sorted column (a field the report's endpoint sorts by), or none: the report's own order */
  sort: ReportSort | null;
}

export interface ReportSort {
  field: string;
  order: ReportSortOrder;
}

/** The filters the user edits; paging and sorting are not filters. */
export type ReportFilters = Omit<ReportState, 'pageNum' | 'pageSize' | 'sort'>;

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
  const sortField = search.get('sortField');
  const sortOrder = search.get('sortOrder');
  return {
    startDate: isDay(startDate) ? startDate : defaults.startDate,
    endDate: isDay(endDate) ? endDate : defaults.endDate,
    groupIds: ids(search.get('groupIds')),
    // the assistant's links name one vehicle as `vehicleId`
    vehicleIds: ids(search.get('vehicleIds') ?? search.get('vehicleId')),
    alarmTypes: [...new Set(types.filter(isAlarmType))],
    pageNum: positive(search.get('pageNum'), FIRST_PAGE),
    pageSize: (REPORT_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    // which fields a report sorts by is its own: reportSort() drops a field it does not know
    sort: sortField && isSortOrder(sortOrder) ? { field: sortField, order: sortOrder } : null,
  };
}

const isSortOrder = (text: string | null): text is ReportSortOrder => (REPORT_SORT_ORDERS as readonly (string | null)[]).includes(text);

/** The query string of a state; empty lists and default paging are left out to keep links short. */
export function writeReportState(state: ReportState): URLSearchParams {
  const search = new URLSearchParams({ startDate: state.startDate, endDate: state.endDate });
  if (state.groupIds.length) search.set('groupIds', state.groupIds.join(','));
  if (state.vehicleIds.length) search.set('vehicleIds', state.vehicleIds.join(','));
  if (state.alarmTypes.length) search.set('alarmTypes', state.alarmTypes.join(','));
  if (state.pageNum !== FIRST_PAGE) search.set('pageNum', String(state.pageNum));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(state.pageSize));
  if (state.sort) {
    search.set('sortField', state.sort.field);
    search.set('sortOrder', state.sort.order);
  }
  return search;
}

/** A search (查询) with new filters starts again at the first page, keeping the page size and the sort. */
export function searchWith(state: ReportState, filters: ReportFilters): ReportState {
  return { ...filters, pageNum: FIRST_PAGE, pageSize: state.pageSize, sort: state.sort };
}

/** Another sort (or none) shows the first page of the new order. */
export function sortChange(state: ReportState, sort: ReportSort | null): ReportState {
  return { ...state, sort, pageNum: FIRST_PAGE };
}

/** The state's sort as a report's request takes it: only a field of `fields`, else the report's own order. */
export function reportSort<F extends string>(state: ReportState, fields: readonly F[]): { sortField: F; sortOrder: ReportSortOrder } | Record<string, never> {
  const field = fields.find((candidate) => candidate === state.sort?.field);
  return field && state.sort ? { sortField: field, sortOrder: state.sort.order } : {};
}

/** Another page size shows the first page again: the old page number would point elsewhere. */
export function pageChange(state: ReportState, pageNum: number, pageSize: number): ReportState {
  return pageSize === state.pageSize ? { ...state, pageNum } : { ...state, pageNum: FIRST_PAGE, pageSize };
}

/** 重置: the default dates and no narrowing, at the first page. */
export function resetState(state: ReportState, now: number): ReportState {
  return { ...defaultDates(now), groupIds: [], vehicleIds: [], alarmTypes: [], pageNum: FIRST_PAGE, pageSize: state.pageSize, sort: null };
}

/** The filters of a report's request (its summary takes exactly these; the alarm report adds its types). */
export function filterRequest(filters: ReportFilters) {
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    ...(filters.groupIds.length ? { groupIds: filters.groupIds } : {}),
    ...(filters.vehicleIds.length ? { vehicleIds: filters.vehicleIds } : {}),
  };
}

/** The request of a report's page for a state: its filters, the page and the sort (a field of `sortFields`). */
export function reportRequest<F extends string>(state: ReportState, sortFields: readonly F[] = []) {
  return { ...filterRequest(state), pageNum: state.pageNum, pageSize: state.pageSize, ...reportSort(state, sortFields) };
}
