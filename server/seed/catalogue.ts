import { SUB_APPS } from '@shared/constants/platforms';

/**
 * The fixed part of the demo data: branding, the sub-app catalogue, the resource catalogue and what
 * each role holds. Ids and paths are the spec's (product-spec §1, §2, §6).
 */

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1677ff"/>' +
  '<path d="M14 38l5-13a5 5 0 0 1 5-3h16a5 5 0 0 1 5 3l5 13v8a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2v-2H22v2a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2z" fill="#fff"/>' +
  '<circle cx="21" cy="38" r="3" fill="#1677ff"/><circle cx="43" cy="38" r="3" fill="#1677ff"/></svg>';

/** A data URL, so the favicon works on a fresh install without another file to serve. */
export const DEFAULT_ICON_URL = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`;

export const DEMO_CUSTOMER = {
  name: '鹏程物流（演示）',
  title: '车辆定位平台',
  description: '车辆定位平台：实时定位、轨迹回放、报警处理、指令下发与数据报表，服务车队运营与管理。',
  keyword: '车辆定位,北斗定位,GPS定位,车队管理,轨迹回放,报警处理',
  iconUrl: DEFAULT_ICON_URL,
};

/** The single host that still gets the older login screen (product-spec §2). */
export const OLD_LOGIN_HOST = 'old.fleet.local';

/** Presentation of each sub-app; titles, ids, paths and platformIds come from the shared constants. */
const SUB_APP_LOOK: Record<string, { icon: string; iconfont: string; created: string }> = {
  car: { icon: 'CarOutlined', iconfont: 'icon-zhinengchelian', created: '2019-03' },
  card: { icon: 'IdcardOutlined', iconfont: 'icon-zhinenggongpai', created: '2020-06' },
  system: { icon: 'SettingOutlined', iconfont: 'icon-xitongguanli', created: '2019-03' },
  pet: { icon: 'HeartOutlined', iconfont: 'icon-chongwushouhu', created: '2021-04' },
  dataCenter: { icon: 'DatabaseOutlined', iconfont: 'icon-shujuzhongxin', created: '2021-09' },
  'elec-car': { icon: 'ThunderboltOutlined', iconfont: 'icon-diandancheweishi', created: '2022-03' },
  'data-report': { icon: 'BarChartOutlined', iconfont: 'icon-shujubaobiao', created: '2022-08' },
  'elec-lease': { icon: 'ShopOutlined', iconfont: 'icon-diandongchezulin', created: '2023-05' },
  'elec-gb': { icon: 'SafetyCertificateOutlined', iconfont: 'icon-xinguobiao', created: '2024-01' },
};

/** Dev servers: the console on 3001 (rsbuild's `car` environment), further sub-apps from 3002 up. */
const CAR_DEV_PORT = 3001;

export interface SubAppSeed {
  systemId: string;
  platformId: number;
  title: string;
  path: string;
  icon: string;
  iconfont: string;
  created: string;
  devPort: number;
}

export const SUB_APP_SEEDS: readonly SubAppSeed[] = SUB_APPS.map((app, index) => {
  const look = SUB_APP_LOOK[app.id] ?? { icon: 'AppstoreOutlined', iconfont: 'icon-yingyong', created: '2024-01' };
  return { systemId: app.id, platformId: app.platformId, title: app.title, path: app.path, ...look, devPort: CAR_DEV_PORT + index };
});

export interface ResourceSeed {
  id: string;
  parentId: string | null;
  name: string;
  type: 1 | 3;
  path: string | null;
}

const CENTRE_MENUS: readonly ResourceSeed[] = [
  { id: '4002', parentId: null, name: '站内消息', type: 1, path: '/center/notice' },
  { id: '4001', parentId: null, name: '安全中心', type: 1, path: '/center/security' },
  { id: '1601', parentId: null, name: '下载中心', type: 1, path: '/center/download' },
  { id: '400301', parentId: null, name: '报警设置', type: 1, path: '/center/alarmSetting' },
  { id: '400302', parentId: null, name: '推送设置', type: 1, path: '/center/alarmPush' },
  { id: '400303', parentId: null, name: '健康设置', type: 1, path: '/center/health' },
];

/** Button permissions of the vehicle console (type 3), nested under its menu. */
const CAR_BUTTONS: readonly ResourceSeed[] = [
  { id: 'car:vehicle:edit', parentId: 'car', name: '编辑车辆', type: 3, path: null },
  { id: 'car:command:send', parentId: 'car', name: '下发指令', type: 3, path: null },
  { id: 'car:command:fuelCut', parentId: 'car', name: '断油电', type: 3, path: null },
  { id: 'car:alarm:process', parentId: 'car', name: '处理报警', type: 3, path: null },
  { id: 'car:export', parentId: 'car', name: '导出', type: 3, path: null },
];

export const RESOURCE_SEEDS: readonly ResourceSeed[] = [
  ...CENTRE_MENUS,
  ...SUB_APPS.map((app): ResourceSeed => ({ id: app.id, parentId: null, name: app.title, type: 1, path: app.path })),
  ...CAR_BUTTONS,
];

export interface RoleSeed {
  key: 'operator' | 'sub' | 'viewer';
  /** operators see the whole customer; sub-users only their assigned groups */
  userType: 'operator' | 'sub';
  name: string;
  resources: readonly string[];
}

export const ROLE_SEEDS: readonly RoleSeed[] = [
  { key: 'operator', userType: 'operator', name: '运营管理员', resources: RESOURCE_SEEDS.map((resource) => resource.id) },
  {
    key: 'sub',
    userType: 'sub',
    name: '子账号',
    // no alarm/push settings, no commands or vehicle editing; three sub-apps
    resources: ['4002', '4001', '1601', '400303', 'car', 'data-report', 'dataCenter', 'car:alarm:process', 'car:export'],
  },
  {
    key: 'viewer',
    userType: 'sub',
    name: '只读子账号',
    // the sub role without car:alarm:process: sees alarms, cannot process them (the button is removed)
    resources: ['4002', '4001', '1601', '400303', 'car', 'data-report', 'dataCenter', 'car:export'],
  },
];

export const DEMO_PASSWORD = 'demo123456';

export interface UserSeed {
  userName: string;
  nickName: string;
  role: RoleSeed['key'];
  phone: string;
}

export const USER_SEEDS: readonly UserSeed[] = [
  { userName: 'demo', nickName: '演示运营账号', role: 'operator', phone: '13800138000' },
  { userName: 'demo-sub', nickName: '演示子账号', role: 'sub', phone: '13900139000' },
  { userName: 'demo-viewer', nickName: '演示只读子账号', role: 'viewer', phone: '13600136000' },
];
