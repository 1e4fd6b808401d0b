import type { VehicleRow } from '@shared/api/dto/vehicle-dto';

let nextId = 1;

/** A complete vehicle row as the server sends it. */
export function makeVehicle(overrides: Partial<VehicleRow> = {}): VehicleRow {
  const id = nextId++;
  return {
    vehicleId: id,
    plate: `京A${String(id).padStart(5, '0')}`,
    deviceNo: `86${String(id).padStart(13, '0')}`,
    groupId: 1,
    groupName: '默认分组',
    state: 'online',
    lng: 116.397,
    lat: 39.908,
    speed: 42,
    accOn: true,
    lastFixTime: '2025-05-01T08:30:00.000Z',
    platformExpireDate: '2099-12-31',
    simExpireDate: '2099-12-31',
    ...overrides,
  };
}

export function pageOf(list: VehicleRow[], total = list.length, pageNum = 1, pageSize = 100) {
  return { list, total, pageNum, pageSize };
}
