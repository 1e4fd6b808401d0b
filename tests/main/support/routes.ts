import { fail, ok } from '../../shared/http/scripted-routes';
import { demoUser, resourceTree, subAppEntry } from './fixtures';

export const customerInfo = {
  customerFlag: 1,
  title: '演示车队平台',
  description: '车辆定位与管理',
  keyword: '车辆,定位',
  iconUrl: '/favicon-demo.ico',
  loginStyle: 'new',
};

/** The server's happy answers for a logged-in operator with the car and card sub-apps. */
export function happyRoutes() {
  return {
    '/car/v1/api/customer/getCustomerInfo.json': () => ok(customerInfo),
    '/car/v1/api/resource/newList.json': () => ok(resourceTree(['car', 'card'])),
    '/car/v1/api/platform/getPlatformByRoleId.json': () => ok([subAppEntry('car'), subAppEntry('card'), subAppEntry('pet')]),
    '/car/v1/api/user/getUser.json': () => ok(demoUser),
    '/oauth/logout': () => ok(null),
    '/car/v4/api/system/dictionary/list.json': () => ok([]),
  };
}

export { fail, ok };
