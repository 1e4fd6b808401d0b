import { describe, expect, it } from 'vitest';
import {
  filterRequest,
  pageChange,
  readReportState,
  reportRequest,
  resetState,
  searchWith,
  sortChange,
  writeReportState,
  type ReportState,
} from '../../../../../micro/data-report/features/reports/report-query';

// 2026-01-15 10:00 China time
const NOW = Date.parse('2026-01-15T02:00:00Z');

const read = (query: string) => readReportState(new URLSearchParams(query), NOW);

describe('report state ↔ query string', () => {
  it('opens with the last 7 days (today included), no narrowing, page 1 of 10', () => {
    expect(read('')).toEqual({
      startDate: '2026-01-09',
      endDate: '2026-01-15',
      groupIds: [],
      vehicleIds: [],
      alarmTypes: [],
      pageNum: 1,
      pageSize: 10,
      sort: null,
    });
  });

  it('restores a shared link exactly', () => {
    const state: ReportState = {
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      groupIds: [3, 7],
      vehicleIds: [12],
      alarmTypes: ['overspeed', 'sos'],
      pageNum: 4,
      pageSize: 50,
      sort: { field: 'totalKm', order: 'desc' },
    };
    const link = writeReportState(state).toString();
    expect(link).toBe(
      'startDate=2026-01-01&endDate=2026-01-31&groupIds=3%2C7&vehicleIds=12&alarmTypes=overspeed%2Csos&pageNum=4&pageSize=50&sortField=totalKm&sortOrder=desc',
    );
    expect(read(link)).toEqual(state);
  });

  it('leaves defaults out of the link', () => {
    expect(writeReportState(read('')).toString()).toBe('startDate=2026-01-09&endDate=2026-01-15');
  });

  it('falls back to defaults for what it cannot read, and keeps only known alarm types and positive ids', () => {
    expect(read('startDate=2026-13-01&endDate=x&groupIds=2,-1,abc,2&alarmTypes=sos,nonsense&pageNum=0&pageSize=33&sortField=totalKm&sortOrder=up')).toEqual({
      startDate: '2026-01-09',
      endDate: '2026-01-15',
      groupIds: [2],
      vehicleIds: [],
      alarmTypes: ['sos'],
      pageNum: 1,
      pageSize: 10,
      sort: null,
    });
  });

  it('reads the assistant’s single `vehicleId`', () => {
    expect(read('vehicleId=42').vehicleIds).toEqual([42]);
  });
});

describe('paging rules', () => {
  const onPage3 = { ...read('pageNum=3&pageSize=20'), groupIds: [5] };

  it('a search starts again at page 1 and keeps the page size', () => {
    const next = searchWith(onPage3, { startDate: '2026-01-10', endDate: '2026-01-12', groupIds: [6], vehicleIds: [], alarmTypes: [] });
    expect(next).toMatchObject({ pageNum: 1, pageSize: 20, groupIds: [6], startDate: '2026-01-10' });
  });

  it('turning the page keeps the filters; another page size goes back to page 1', () => {
    expect(pageChange(onPage3, 4, 20)).toMatchObject({ pageNum: 4, pageSize: 20, groupIds: [5] });
    expect(pageChange(onPage3, 3, 50)).toMatchObject({ pageNum: 1, pageSize: 50, groupIds: [5] });
  });

  it('重置 clears the narrowing and goes back to the default days at page 1', () => {
    expect(resetState(onPage3, NOW)).toEqual({ ...read(''), pageSize: 20 });
  });

  it('the request sends only the narrowing that is set', () => {
    expect(reportRequest(read('startDate=2026-01-01&endDate=2026-01-02'))).toEqual({ startDate: '2026-01-01', endDate: '2026-01-02', pageNum: 1, pageSize: 10 });
    expect(reportRequest(onPage3)).toMatchObject({ groupIds: [5], pageNum: 3, pageSize: 20 });
  });
});

describe('sorting', () => {
  const sorted = read('pageNum=3&sortField=totalKm&sortOrder=desc');

  it('another sort shows the first page of the new order; a search keeps the sort, 重置 drops it', () => {
    expect(sortChange(sorted, { field: 'plate', order: 'asc' })).toMatchObject({ pageNum: 1, sort: { field: 'plate', order: 'asc' } });
    expect(sortChange(sorted, null)).toMatchObject({ pageNum: 1, sort: null });
    expect(searchWith(sorted, { startDate: '2026-01-10', endDate: '2026-01-12', groupIds: [], vehicleIds: [], alarmTypes: [] }).sort).toEqual({ field: 'totalKm', order: 'desc' });
    expect(resetState(sorted, NOW).sort).toBeNull();
  });

  it('the request names the sort only when the report sorts by that field', () => {
    expect(reportRequest(sorted, ['plate', 'totalKm'])).toMatchObject({ sortField: 'totalKm', sortOrder: 'desc', pageNum: 3 });
    expect(reportRequest(sorted, ['plate', 'onlineDays'])).not.toHaveProperty('sortField');
  });

  it('the summary request carries the filters only: no page, no sort', () => {
    expect(filterRequest({ ...sorted, groupIds: [4] })).toEqual({ startDate: '2026-01-09', endDate: '2026-01-15', groupIds: [4] });
  });
});
