import type { SubAppEntry } from '@shared/api/dto/platform-dto';
import type { ResourceItem } from '@shared/api/dto/resource-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import type { VehicleDetail } from '@shared/api/dto/vehicle-dto';
import { SUB_APPS } from '@shared/constants/platforms';

export const demoUser: UserInfo = {
  userId: 7,
  userName: 'demo',
  nickName: '演示运营商',
  userType: 'operator',
  roleId: 2,
  customerId: 1,
  customerName: '演示客户',
  phone: '13800000000',
  chatLogo: null,
};

export function subAppEntry(id: string): SubAppEntry {
  const app = SUB_APPS.find((item) => item.id === id);
  if (!app) throw new Error(`unknown sub-app ${id}`);
  return {
    platformId: app.platformId,
    systemId: app.id,
    name: app.id,
    title: app.title,
    path: app.path,
    productionEntry: `/apps/${app.id}/`,
    developmentEntry: `http://localhost:3001/apps/${app.id}/`,
    icon: '',
    iconfont: '',
    created: '2024-05',
    enabled: true,
  };
}

/** A resource tree in the server's shape: root wrapper 0, route menus, sub-app menus, a button. */
export function resourceTree(subAppIds: readonly string[]): ResourceItem[] {
  return [
    {
      id: 0,
      name: '根',
      type: 1,
      children: [
        { id: 4002, name: '站内消息', type: 1, path: '/center/notice' },
        { id: 4001, name: '安全中心', type: 1, path: '/center/security' },
        { id: 1601, name: '下载中心', type: 1, path: '/center/download' },
        ...subAppIds.map((id) => ({ id, name: id, type: 1, path: `/${id}/` })),
        { id: 'car:export', name: '导出', type: 3 },
      ],
    },
  ];
}

export const vehicleDetail: VehicleDetail = {
  vehicleId: 101,
  plate: '粤B·12345',
  deviceNo: '860000000000101',
  groupId: 3,
  groupName: '深圳一队',
  state: 'online',
  lng: 114.057868,
  lat: 22.543099,
  speed: 42.5,
  accOn: true,
  lastFixTime: '2024-05-06T08:09:10.000Z',
  platformExpireDate: '2026-12-31',
  simExpireDate: '2025-06-30',
  model: 'GT06',
  simNo: '1440000000101',
  driverName: '张师傅',
  driverPhone: '13900000000',
  voltage: 12.6,
  gsmSignal: 28,
  satellites: 11,
};
