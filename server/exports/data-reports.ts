import { ALARM_LEVEL_NAMES, PROCESS_METHOD_NAMES } from '@shared/api/dto/alarm-dto';
import type { DataReportExportType } from '@shared/api/dto/export-dto';
import { dayHeading, formatRate, onlineHours } from '@shared/api/format/report-format';
import { dayStart, daysBetween, formatChinaTime } from '@shared/api/time/china-time';
import { DAY_MS } from '@shared/constants/time';
import { toAlarmRow, type AlarmDbRow } from '../db/alarm-rows';
import type { Db } from '../db/connection';
import { createDataReportExportRepository } from '../db/data-report-export-repository';
import { mileageRows, onlineRows } from '../db/report-rows';
import type { VehicleScope } from '../db/vehicle-scope';
import type { Geocoder } from '../geocoder/geocoder';
import type { Report, ReportCursor, ReportFilters } from './reports';
import type { Column } from './xlsx-file';

/**
 * The data-report sub-app's three reports as export jobs: the same rows, in the same order and
 * with the same figures as the report tables (vehicles by id, alarms newest first), read in
 * keyset chunks like every other export (`server/db/data-report-export-repository.ts`).
 */

/** levels come from the database as plain numbers */
const levelName = (level: number): string => (Object.entries(ALARM_LEVEL_NAMES).find(([key]) => Number(key) === level)?.[1] ?? String(level));

const datesOf = (filters: ReportFilters): string[] =>
  filters.startDate && filters.endDate ? daysBetween(filters.startDate, filters.endDate) : [];

const VEHICLE_COLUMNS: Column[] = [
  { header: '车牌号', width: 14 },
  { header: '设备号', width: 18 },
  { header: '所属分组', width: 14 },
];

const dayColumns = (filters: ReportFilters): Column[] => datesOf(filters).map((date) => ({ header: dayHeading(date), width: 9 }));

/** The page's wording for a row without a position or without a known address (alarm-report-page.tsx). */
export const ADDRESS_NO_FIX = '无定位';
export const ADDRESS_UNKNOWN = '未知地址';

/**
 * Addresses of a chunk's alarms, the page's rules: no position → 无定位, an empty answer → 未知地址.
 * One geocoder call per chunk, each distinct point once (a parked vehicle alarms from one spot).
 */
async function alarmAddresses(geocoder: Geocoder, rows: readonly AlarmDbRow[]): Promise<string[]> {
  const keyOf = (row: AlarmDbRow) => (row.lng === null || row.lat === null ? null : `${row.lng},${row.lat}`);
  const points = new Map<string, { lng: number; lat: number }>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key !== null && row.lng !== null && row.lat !== null && !points.has(key)) points.set(key, { lng: row.lng, lat: row.lat });
  }
  const found = await geocoder.addresses([...points.values()]);
  const byKey = new Map([...points.keys()].map((key, i) => [key, found[i] || ADDRESS_UNKNOWN]));
  return rows.map((row) => {
    const key = keyOf(row);
    return key === null ? ADDRESS_NO_FIX : (byKey.get(key) ?? ADDRESS_UNKNOWN);
  });
}

export function createDataReports(db: Db, now: () => number, geocoder: Geocoder): Record<DataReportExportType, Report> {
  const repository = createDataReportExportRepository(db);

  /** one chunk of vehicles (by id, after the cursor) with their daily figures over the range */
  const vehicleChunk = (scope: VehicleScope, filters: ReportFilters, after: ReportCursor, limit: number) => {
    const vehicles = repository.vehicles(scope, filters, after.id, limit);
    const dates = datesOf(filters);
    const stats = dates.length ? repository.dailyStats(vehicles.map((v) => v.vehicleId), dates[0] ?? '', dates[dates.length - 1] ?? '') : [];
    const last = vehicles[vehicles.length - 1];
    return { vehicles, dates, stats, next: last ? { sortKey: 0, id: last.vehicleId } : null };
  };

  return {
    mileageReport: {
      columns: (filters) => [...VEHICLE_COLUMNS, { header: '总里程(km)', width: 12 }, ...dayColumns(filters)],
      chunk(scope, filters, after, limit) {
        const { vehicles, dates, stats, next } = vehicleChunk(scope, filters, after, limit);
        const rows = mileageRows(vehicles, dates, stats).map((row) => [row.plate, row.deviceNo, row.groupName, row.totalKm, ...row.days.map((day) => day.mileageKm)]);
        return { rows, next };
      },
    },
    onlineReport: {
      columns: (filters) => [
        ...VEHICLE_COLUMNS,
        { header: '在线天数', width: 9 },
        { header: '在线时长(小时)', width: 14 },
        { header: '在线率', width: 9 },
        ...dayColumns(filters),
      ],
      chunk(scope, filters, after, limit) {
        const { vehicles, dates, stats, next } = vehicleChunk(scope, filters, after, limit);
        const rows = onlineRows(vehicles, dates, stats, now()).map((row) => [
          row.plate,
          row.deviceNo,
          row.groupName,
          row.onlineDays,
          onlineHours(row.totalOnlineMinutes),
          formatRate(row.onlineRate),
          ...row.days.map((day) => formatRate(day.onlineRate)),
        ]);
        return { rows, next };
      },
    },
    alarmReport: {
      columns: () => [
        { header: '报警时间', width: 20 },
        { header: '车牌号', width: 14 },
        { header: '所属分组', width: 14 },
        { header: '报警类型', width: 12 },
        { header: '级别', width: 6 },
        { header: '地址', width: 36 },
        { header: '速度(km/h)', width: 10 },
        { header: '处理状态', width: 10 },
        { header: '处理方式', width: 14 },
        { header: '处理人', width: 12 },
        { header: '处理时间', width: 20 },
        { header: '备注', width: 24 },
      ],
      async chunk(scope, filters, after, limit) {
        const first = after.sortKey === Number.MIN_SAFE_INTEGER;
        const start = filters.startDate ? (dayStart(filters.startDate) ?? 0) : 0;
        const end = filters.endDate ? (dayStart(filters.endDate) ?? 0) + DAY_MS - 1 : 0;
        const rows = repository.alarms(
          scope,
          { ...filters, start, end },
          // newest first, like the report: the cursor walks downwards
          first ? null : { alarmTime: after.sortKey, id: after.id },
          limit,
        );
        const last = rows[rows.length - 1];
        const addresses = await alarmAddresses(geocoder, rows);
        return {
          rows: rows.map((db, i) => {
            const row = toAlarmRow(db);
            return [
              formatChinaTime(db.alarm_time),
              row.plate,
              row.groupName,
              row.typeName,
              levelName(row.level),
              addresses[i] ?? ADDRESS_UNKNOWN,
              row.speed,
              row.processed ? '已处理' : '未处理',
              row.processMethod ? (PROCESS_METHOD_NAMES[row.processMethod] ?? row.processMethod) : null,
              row.handlerName,
              formatChinaTime(db.processed_at),
              row.note,
            ];
          }),
          next: last ? { sortKey: last.alarm_time, id: last.id } : null,
        };
      },
    },
  };
}
