import { CAR_PLATFORM_ID } from '@shared/constants/platforms';
import type { SubAppIdentity } from '@shared/sub-app-kit/sub-app-identity';

/**
 * Who the console is: its id in the shell's platform list (product-spec §1: `car`), the path the
 * server serves it under, and its router's basename (the same path inside wujie, whose sandbox
 * iframe keeps the sub-app's own pathname).
 */
export const CAR_SYSTEM_ID = 'car';
export const CAR_ROUTE_BASENAME = '/apps/car';

export const CAR_IDENTITY: SubAppIdentity = {
  systemId: CAR_SYSTEM_ID,
  platformId: CAR_PLATFORM_ID,
  routeBase: CAR_ROUTE_BASENAME,
  title: '车辆管理控制台',
};
