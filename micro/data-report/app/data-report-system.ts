import { SUB_APPS } from '@shared/constants/platforms';
import type { SubAppIdentity } from '@shared/sub-app-kit/sub-app-identity';

/**
 * Who the data-report app is: `data-report` in the shell's platform list (product-spec §1,
 * platformId 20), served at /apps/data-report/ (its router's basename, inside wujie too).
 */
export const DATA_REPORT_SYSTEM_ID = 'data-report';
export const DATA_REPORT_ROUTE_BASENAME = '/apps/data-report';

const platformId = SUB_APPS.find((app) => app.id === DATA_REPORT_SYSTEM_ID)?.platformId;
if (platformId === undefined) throw new Error('平台列表缺少数据报表子应用');

export const DATA_REPORT_IDENTITY: SubAppIdentity = {
  systemId: DATA_REPORT_SYSTEM_ID,
  platformId,
  routeBase: DATA_REPORT_ROUTE_BASENAME,
  title: '数据报表',
};
