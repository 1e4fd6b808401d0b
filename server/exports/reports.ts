import { ALARM_LEVEL_NAMES, ALARM_TYPE_INFO, PROCESS_METHOD_NAMES, type AlarmType, type ProcessedState } from '@shared/api/dto/alarm-dto';
import type { ExportReportType } from '@shared/api/dto/export-dto';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { VEHICLE_STATE_LABELS } from '@shared/constants/vehicle-state-labels';
import type { Db } from '../db/connection';
import { createExportRowsRepository } from '../db/export-rows-repository';
import type { VehicleScope } from '../db/vehicle-scope';
import { formatChinaTime } from '@shared/api/time/china-time';
import type { Cell, Column } from './xlsx-file';
import type { Geocoder } from '../geocoder/geocoder';
import { createDataReports } from './data-reports';

/** What a job was asked for, already validated (times in ms). */
export interface ReportFilters {
  groupId?: number;
  state?: VehicleState;
  startMs?: number;
  endMs?: number;
  /** the data-report exports: China calendar days and the report's own narrowing */
  startDate?: string;
  endDate?: string;
  vehicleIds?: number[];
  groupIds?: number[];
  alarmTypes?: AlarmType[];
  processedState?: ProcessedState;
}

/** Keyset position: rows come in (sortKey, id) order, so each chunk is one index seek, never an OFFSET. */
export interface ReportCursor {
  sortKey: number;
  id: number;
}

export interface ReportChunk {
  rows: Cell[][];
  next: ReportCursor | null;
}

export interface Report {
  /** the sheet's columns; a daily report has one per day of its range */
  columns(filters: ReportFilters): readonly Column[];
  /** a report whose rows need an address (the alarm report) answers once its geocoding is done */
  chunk(scope: VehicleScope, filters: ReportFilters, after: ReportCursor, limit: number): ReportChunk | Promise<ReportChunk>;
}

const vehicleCursor = (rows: readonly { id: number }[]): ReportCursor | null => {
  const last = rows[rows.length - 1];
  return last ? { sortKey: 0, id: last.id } : null;
};

export function createReports(db: Db, now: () => number, geocoder: Geocoder): Record<ExportReportType, Report> {
  const exportRows = createExportRowsRepository(db);

  return {
    ...createDataReports(db, now, geocoder),
    vehicleList: {
      columns: () => [
        { header: '车牌号', width: 14 }, { header: '设备号', width: 18 }, { header: 'SIM卡号', width: 16 }, { header: '设备型号', width: 16 },
        { header: '所属分组', width: 14 }, { header: '司机', width: 10 }, { header: '司机电话', width: 14 }, { header: '激活时间', width: 20 },
        { header: '平台到期日', width: 12 }, { header: 'SIM卡到期日', width: 12 }, { header: '状态', width: 10 },
      ],
      chunk(scope, filters, after, limit) {
        const rows = exportRows.vehicles(scope, filters, after, limit);
        return {
          rows: rows.map((r) => [r.plate, r.device_no, r.sim_no, r.model, r.group_name, r.driver_name, r.driver_phone, formatChinaTime(r.activated_at),
            r.platform_expire_date, r.sim_expire_date, VEHICLE_STATE_LABELS[r.state]]),
          next: vehicleCursor(rows),
        };
      },
    },
    vehicleStatus: {
      columns: () => [
        { header: '车牌号', width: 14 }, { header: '设备号', width: 18 }, { header: '所属分组', width: 14 }, { header: '状态', width: 10 },
        { header: '经度(WGS-84)', width: 12 }, { header: '纬度(WGS-84)', width: 12 }, { header: '速度(km/h)', width: 10 }, { header: '方向(°)', width: 8 },
        { header: 'ACC', width: 6 }, { header: '电压(V)', width: 8 }, { header: '信号', width: 6 }, { header: '卫星数', width: 7 }, { header: '定位时间', width: 20 },
      ],
      chunk(scope, filters, after, limit) {
        const rows = exportRows.vehicles(scope, filters, after, limit);
        return {
          rows: rows.map((r) => [r.plate, r.device_no, r.group_name, VEHICLE_STATE_LABELS[r.state], r.lng, r.lat, r.speed, r.direction,
            r.acc_on === 1 ? '开' : '关', r.voltage, r.gsm_signal, r.satellites, formatChinaTime(r.fix_time)]),
          next: vehicleCursor(rows),
        };
      },
    },
    alarmList: {
      columns: () => [
        { header: '报警时间', width: 20 }, { header: '车牌号', width: 14 }, { header: '设备号', width: 18 }, { header: '所属分组', width: 14 },
        { header: '报警类型', width: 12 }, { header: '级别', width: 6 }, { header: '经度(WGS-84)', width: 12 }, { header: '纬度(WGS-84)', width: 12 },
        { header: '速度(km/h)', width: 10 }, { header: '处理状态', width: 10 }, { header: '处理方式', width: 14 }, { header: '处理人', width: 12 },
        { header: '处理时间', width: 20 }, { header: '备注', width: 24 },
      ],
      chunk(scope, filters, after, limit) {
        const rows = exportRows.alarms(scope, filters, after, limit);
        const last = rows[rows.length - 1];
        return {
          rows: rows.map((r) => [formatChinaTime(r.alarm_time), r.plate, r.device_no, r.group_name, ALARM_TYPE_INFO[r.type]?.name ?? r.type,
            ALARM_LEVEL_NAMES[r.level] ?? String(r.level), r.lng, r.lat, r.speed, r.processed === 1 ? '已处理' : '未处理',
            r.process_method ? (PROCESS_METHOD_NAMES[r.process_method] ?? r.process_method) : null, r.handler_name, formatChinaTime(r.processed_at), r.note]),
          next: last ? { sortKey: last.alarm_time, id: last.id } : null,
        };
      },
    },
  };
}
