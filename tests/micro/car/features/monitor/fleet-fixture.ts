import type { GroupNode, VehicleColumns } from '@shared/api/dto/group-dto';
import { vehicleTableFromColumns } from '../../../../shared/api/dto/vehicle-table-from-columns';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { FleetData } from '@car/features/monitor/model/fleet-data';

const group = (groupId: number, parentId: number | null, name: string, level: number): GroupNode => ({
  groupId, parentId, name, level, childCount: 0, ownTotal: 0, online: 0, total: 0,
});

/** 总公司 > 华南分公司 > 深圳车队, 广州车队; 总公司 > 华东分公司 > 上海车队 (pre-order, as the server sends it). */
export const GROUPS: GroupNode[] = [
  group(1, null, '总公司', 0),
  group(2, 1, '华南分公司', 1),
  group(3, 2, '深圳车队', 2),
  group(4, 2, '广州车队', 2),
  group(5, 1, '华东分公司', 1),
  group(6, 5, '上海车队', 2),
];

interface V {
  id: number;
  plate: string;
  deviceNo: string;
  groupId: number;
  state: VehicleState;
}

export const VEHICLES: V[] = [
  { id: 11, plate: '粤B·10001', deviceNo: '358000000000011', groupId: 3, state: 'online' },
  { id: 12, plate: '粤B·10002', deviceNo: '358000000000012', groupId: 3, state: 'offline' },
  { id: 13, plate: '粤B·20003', deviceNo: '358000000000013', groupId: 3, state: 'stationary' },
  { id: 21, plate: '粤A·30001', deviceNo: '358000000000021', groupId: 4, state: 'inactive' },
  { id: 31, plate: '沪A·40001', deviceNo: '358000000000031', groupId: 6, state: 'online' },
  { id: 32, plate: '沪A·40002', deviceNo: '358000000000032', groupId: 6, state: 'expired' },
];

export function fleetColumns(vehicles: readonly V[] = VEHICLES): VehicleColumns {
  return {
    count: vehicles.length,
    vehicleId: vehicles.map((v) => v.id),
    plate: vehicles.map((v) => v.plate),
    deviceNo: vehicles.map((v) => v.deviceNo),
    groupId: vehicles.map((v) => v.groupId),
    state: vehicles.map((v) => v.state),
    lng: vehicles.map((v) => (v.state === 'inactive' ? null : 114 + v.id / 100)),
    lat: vehicles.map((v) => (v.state === 'inactive' ? null : 22 + v.id / 100)),
    speed: vehicles.map(() => 0),
    direction: vehicles.map(() => 0),
    accOn: vehicles.map(() => 0),
    alarm: vehicles.map(() => 0),
    fixTime: vehicles.map(() => 1_768_000_000_000),
    reportTime: vehicles.map(() => 1_768_000_000_000),
    stateSince: vehicles.map(() => 1_768_000_000_000),
    cursor: '1768000000000-32-0',
    serverTime: '2026-01-15T02:00:00.000Z',
  };
}

export function fleet(): FleetData {
  return new FleetData(vehicleTableFromColumns(fleetColumns()));
}
