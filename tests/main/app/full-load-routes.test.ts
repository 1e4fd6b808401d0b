import { createMemoryRouter } from 'react-router-dom';
import { createShellRoutes } from '@main/app/create-shell-router';
import { createTestRoot } from '../support/test-root';
import { resourceTree, subAppEntry } from '../support/fixtures';
import { happyRoutes, ok } from '../support/routes';
import { WAIT_FOR_CONDITION_MS } from '../../time-budgets';

/**
 * Every route of the spec's table (product-spec §2), and the sub-app paths, opened as a full page
 * load (the router's first match, as when the address is typed or reloaded) by a logged-out
 * visitor, an operator and a sub-user: where each ends, and that the router's own error page
 * (no matching route) never answers a known address.
 */
type Who = 'logged-out' | 'operator' | 'sub-user';

const subUserRoutes = {
  ...happyRoutes(),
  // the sub-user's role: the console only, and no download centre
  '/car/v1/api/resource/newList.json': () =>
    ok([{ id: 0, name: '根', type: 1, children: [{ id: 4002, name: '站内消息', type: 1 }, { id: 4001, name: '安全中心', type: 1 }, { id: 'car', name: 'car', type: 1 }] }]),
  '/car/v1/api/platform/getPlatformByRoleId.json': () => ok([subAppEntry('car')]),
};

function rootFor(who: Who) {
  if (who === 'logged-out') return createTestRoot(happyRoutes()).root;
  if (who === 'operator') {
    return createTestRoot(
      { ...happyRoutes(), '/car/v1/api/resource/newList.json': () => ok(resourceTree(['car', 'card', 'pet'])) },
      { sessionId: 's-op' },
    ).root;
  }
  return createTestRoot(subUserRoutes, { sessionId: 's-sub' }).root;
}

async function fullLoad(who: Who, path: string) {
  const router = createMemoryRouter(createShellRoutes(rootFor(who), { $on: () => {}, $off: () => {}, $onAll: () => {}, $offAll: () => {} }), { initialEntries: [path] });
  await vi.waitFor(() => {
    expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true);
  }, { timeout: WAIT_FOR_CONDITION_MS });
  const { pathname, search } = router.state.location;
  const result = { at: `${pathname}${search}`, errors: router.state.errors };
  router.dispose();
  return result;
}

const table: [path: string, loggedOut: string, operator: string, subUser: string][] = [
  ['/', '/home', '/home', '/home'],
  ['/home', '/home', '/home', '/home'],
  ['/reload', '/reload', '/reload', '/reload'],
  ['/checkLogin', '/checkLogin', '/checkLogin', '/checkLogin'],
  ['/center', '/center/notice', '/center/notice', '/center/notice'],
  ['/center/notice', '/center/notice', '/center/notice', '/center/notice'],
  ['/center/security', '/center/security', '/center/security', '/center/security'],
  ['/center/download', '/center/download', '/center/download', '/center/download'],
  ['/center/detail', '/center/detail', '/center/detail', '/center/detail'],
  ['/center/alarmSetting', '/center/alarmSetting', '/center/alarmSetting', '/center/alarmSetting'],
  ['/center/alarmPush', '/center/alarmPush', '/center/alarmPush', '/center/alarmPush'],
  ['/center/health', '/center/health', '/center/health', '/center/health'],
  ['/center/assistant', '/center/assistant', '/center/assistant', '/center/assistant'],
  ['/404', '/login', '/404', '/404'],
  ['/login', '/login', '/login', '/login'],
  ['/car', '/login?redirect=%2Fcar', '/car', '/car'],
  ['/car/vehicles', '/login?redirect=%2Fcar%2Fvehicles', '/car/vehicles', '/car/vehicles'],
  ['/card/', '/login?redirect=%2Fcard%2F', '/card/', '/404'],
  ['/no-such-page', '/login?redirect=%2Fno-such-page', '/404', '/404'],
];

describe('a full load of every route', () => {
  it.each(table)('%s ends at %s (logged out), %s (operator), %s (sub-user), never on the router error page', async (path, loggedOut, operator, subUser) => {
    const outcomes = {
      'logged-out': await fullLoad('logged-out', path),
      operator: await fullLoad('operator', path),
      'sub-user': await fullLoad('sub-user', path),
    };
    expect(Object.fromEntries(Object.entries(outcomes).map(([who, outcome]) => [who, outcome.at]))).toEqual({
      'logged-out': loggedOut,
      operator,
      'sub-user': subUser,
    });
    for (const outcome of Object.values(outcomes)) expect(outcome.errors).toBeNull();
  });
});
