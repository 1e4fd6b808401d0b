import { runNavigationGuard } from '@main/app/run-navigation-guard';
import { createTestRoot } from '../support/test-root';
import { customerInfo, fail, happyRoutes, ok } from '../support/routes';

function loggedInRoot(overrides: Record<string, () => unknown> = {}) {
  return createTestRoot({ ...happyRoutes(), ...overrides }, { sessionId: 's-1' });
}

describe('runNavigationGuard against the stores', () => {
  it('fetches customer info once, applies the branding, then loads resources and the platform list', async () => {
    const { calls, root } = loggedInRoot();

    expect(await runNavigationGuard('/car/monitor', root, 'fleet.example.com')).toEqual({ kind: 'proceed' });
    expect(document.title).toBe('演示车队平台');
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('车辆,定位');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon-demo.ico');
    expect(calls.find((call) => call.path.endsWith('getCustomerInfo.json'))?.query).toEqual({ url: 'fleet.example.com' });

    await runNavigationGuard('/home', root, 'fleet.example.com');
    expect(calls.filter((call) => call.path.endsWith('getCustomerInfo.json'))).toHaveLength(1);
  });

  it.each([
    ['flag 5001', () => fail(5001, '客户信息获取失败')],
    ['customerFlag other than 1', () => ok({ ...customerInfo, customerFlag: 0 })],
    ['a network failure', () => Promise.reject(new Error('断网'))],
  ])('sends the user to /reload when customer info fails: %s', async (_case, answer) => {
    const { root } = loggedInRoot({ '/car/v1/api/customer/getCustomerInfo.json': answer });
    expect(await runNavigationGuard('/home', root, 'h')).toEqual({ kind: 'redirect', to: '/reload?from=%2Fhome' });
  });

  it('goes straight to /login when the resource list answers 4010, without the session-expired dialog', async () => {
    const { root } = loggedInRoot({ '/car/v1/api/resource/newList.json': () => fail(4010, '登录超时') });
    expect(await runNavigationGuard('/car', root, 'h')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fcar' });
    expect(root.dialogs.sessionExpiredOpen).toBe(false);
  });

  it.each([5001, 404])('goes to /reload when the resource list answers flag %i', async (flag) => {
    const { root } = loggedInRoot({ '/car/v1/api/resource/newList.json': () => fail(flag, '资源获取失败') });
    expect(await runNavigationGuard('/car', root, 'h')).toEqual({ kind: 'redirect', to: '/reload?from=%2Fcar' });
  });

  it('sends a user with an empty menu to /login', async () => {
    const { root } = loggedInRoot({ '/car/v1/api/resource/newList.json': () => ok([{ id: 0, name: '根', type: 1, children: [] }]) });
    expect(await runNavigationGuard('/404', root, 'h')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('shows 404 for a sub-app the role does not have', async () => {
    const { root } = loggedInRoot();
    expect(await runNavigationGuard('/pet', root, 'h')).toEqual({ kind: 'redirect', to: '/404' });
  });
});
