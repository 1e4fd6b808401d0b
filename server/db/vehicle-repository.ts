import type { Page } from '@shared/api/dto/envelope';
import type { VehicleDetail, VehicleRow, VehicleState } from '@shared/api/dto/vehicle-dto';
import type { Db } from './connection';
import { statementCache } from './statement-cache';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';

export interface VehicleFilter {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  groupId?: number;
  state?: VehicleState;
}

export interface VehicleRepository {
  page(scope: VehicleScope, filter: VehicleFilter): Page<VehicleRow>;
  /** null both when the vehicle does not exist and when it is outside the scope: existence never leaks */
  detail(scope: VehicleScope, vehicleId: number): VehicleDetail | null;
}

interface VehicleDbRow {
  id: number;
  plate: string;
  device_no: string;
  group_id: number;
  group_name: string;
  state: VehicleState;
  lng: number | null;
  lat: number | null;
  speed: number;
  acc_on: number;
  fix_time: number | null;
  platform_expire_date: string | null;
  sim_expire_date: string | null;
  model: string;
  sim_no: string;
  driver_name: string | null;
  driver_phone: string | null;
  voltage: number | null;
  gsm_signal: number | null;
  satellites: number | null;
}

const SELECT = `
  SELECT v.id, v.plate, v.device_no, v.group_id, g.name AS group_name, s.state, s.lng, s.lat, s.speed, s.acc_on,
         s.fix_time, v.platform_expire_date, v.sim_expire_date, v.model, v.sim_no, v.driver_name, v.driver_phone,
         s.voltage, s.gsm_signal, s.satellites
  FROM vehicles v
  JOIN vehicle_groups g ON g.id = v.group_id
  JOIN vehicle_status s ON s.vehicle_id = v.id`;

/** What a keyword is compared with: plates are stored both as shown ('粤B·12345') and as this key. */
export function plateKey(text: string): string {
  return text.replace(/[\s·.\-•]/g, '').toUpperCase();
}

function toRow(row: VehicleDbRow): VehicleRow {
  return {
    vehicleId: row.id,
    plate: row.plate,
    deviceNo: row.device_no,
    groupId: row.group_id,
    groupName: row.group_name,
    state: row.state,
    lng: row.lng,
    lat: row.lat,
    speed: row.speed,
    accOn: row.acc_on === 1,
    lastFixTime: row.fix_time === null ? null : new Date(row.fix_time).toISOString(),
    platformExpireDate: row.platform_expire_date,
    simExpireDate: row.sim_expire_date,
  };
}

function toDetail(row: VehicleDbRow): VehicleDetail {
  return {
    ...toRow(row),
    model: row.model,
    simNo: row.sim_no,
    driverName: row.driver_name,
    driverPhone: row.driver_phone,
    voltage: row.voltage,
    gsmSignal: row.gsm_signal,
    satellites: row.satellites,
  };
}

/** The filter's SQL: only fixed fragments are concatenated; every value travels as a bound parameter. */
function filterConditions(filter: VehicleFilter): string[] {
  const conditions: string[] = [];
  if (filter.keyword) conditions.push('(instr(v.plate_key, @keyword) > 0 OR instr(v.device_no, @keyword) > 0)');
  if (filter.groupId !== undefined) {
    conditions.push(`v.group_id IN (
      SELECT d.id FROM vehicle_groups sel
      JOIN vehicle_groups d ON d.customer_id = sel.customer_id AND d.path GLOB sel.path || '*'
      WHERE sel.id = @groupId)`);
  }
  if (filter.state) conditions.push('s.state = @state');
  return conditions;
}

export function createVehicleRepository(db: Db): VehicleRepository {
  // a handful of distinct condition shapes exist; prepare each once
  const cached = statementCache(db);
  const prepared = (where: string) => ({
    count: cached(`SELECT COUNT(*) AS total FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id WHERE ${where}`),
    rows: cached(`${SELECT} WHERE ${where} ORDER BY v.id LIMIT @limit OFFSET @offset`),
  });

  return {
    page(scope, requested) {
      const keyword = requested.keyword ? plateKey(requested.keyword) : '';
      const filter = { ...requested, keyword };
      const where = [scopeCondition(scope), ...filterConditions(filter)].join(' AND ');
      const params = {
        ...scopeParams(scope),
        ...(keyword ? { keyword } : {}),
        ...(filter.groupId !== undefined ? { groupId: filter.groupId } : {}),
        ...(filter.state ? { state: filter.state } : {}),
      };
      const { count, rows } = prepared(where);
      const total = (count.get(params) as { total: number }).total;
      const list = (rows.all({ ...params, limit: filter.pageSize, offset: (filter.pageNum - 1) * filter.pageSize }) as VehicleDbRow[]).map(toRow);
      return { list, total, pageNum: filter.pageNum, pageSize: filter.pageSize };
    },
    detail(scope, vehicleId) {
      const { rows } = prepared(`${scopeCondition(scope)} AND v.id = @vehicleId`);
      const [row] = rows.all({ ...scopeParams(scope), vehicleId, limit: 1, offset: 0 }) as VehicleDbRow[];
      return row ? toDetail(row) : null;
    },
  };
}
