import { decideNavigation, reloadPathFor, type NavigationDecision, type NavigationState } from '@main/app/navigation-guard';

const base: NavigationState = {
  customer: 'accepted',
  hasSession: true,
  resources: 'unloaded',
  menuIds: new Set(),
  systems: 'unloaded',
  systemSegments: new Map(),
};
const withMenus: Partial<NavigationState> = { resources: 'loaded', menuIds: new Set(['4001', '4002', 'car']) };
const withSystems: Partial<NavigationState> = { systems: 'loaded', systemSegments: new Map([['car', 'car'], ['card', 'card']]) };

const proceed: NavigationDecision = { kind: 'proceed' };
const to = (path: string): NavigationDecision => ({ kind: 'redirect', to: path });

// [rule (product-spec section), target, state, expected]
const cases: [string, string, Partial<NavigationState>, NavigationDecision][] = [
  ['§2 / redirects to /home', '/', {}, to('/home')],
  ['§2 /center redirects to /center/notice', '/center', {}, to('/center/notice')],
  ['§2 first navigation fetches customer info', '/home', { customer: 'unfetched' }, { kind: 'fetchCustomerInfo' }],
  ['§2 first navigation fetches customer info even for /login', '/login', { customer: 'unfetched' }, { kind: 'fetchCustomerInfo' }],
  ['§8 customer rejected (5001, failure, flag ≠ 1) → /reload', '/home', { customer: 'rejected' }, to(reloadPathFor('/home'))],
  ['§8 customer rejected: /reload itself is shown', '/reload', { customer: 'rejected' }, proceed],
  ['§2 /reload passes through', '/reload', {}, proceed],
  ['§2 /checkLogin passes through without resources', '/checkLogin', { hasSession: false }, proceed],
  ['§6 /home ignores authentication', '/home', { hasSession: false }, proceed],
  ['§6 /center pages ignore authentication', '/center/alarmPush', { hasSession: false }, proceed],
  ['§2 empty menu map + session → load the resource list', '/404', {}, { kind: 'loadResources' }],
  ['§2 empty menu map + session → load before a sub-app', '/car/monitor', {}, { kind: 'loadResources' }],
  ['§2 no session: the load would answer 4010 → /login, remembering the link', '/car', { hasSession: false }, to('/login?redirect=%2Fcar')],
  [
    'issue 11: a logged-out guarded deep link keeps its query for after the login',
    '/car/playback?vehicleId=7&startTime=2026-11-20%2008%3A00%3A00&urlType=blank',
    { hasSession: false },
    to(`/login?redirect=${encodeURIComponent('/car/playback?vehicleId=7&startTime=2026-11-20%2008%3A00%3A00&urlType=blank')}`),
  ],
  ['§2 /login with no session is shown (no loop)', '/login', { hasSession: false }, proceed],
  ['§2 resources loaded but empty → /login', '/404', { resources: 'loaded' }, to('/login')],
  ['§4 resource list answered 4010 → /login, remembering the link', '/car', { resources: 'session-expired' }, to('/login?redirect=%2Fcar')],
  ['no session on /404: plain /login (nothing worth returning to)', '/404', { hasSession: false }, to('/login')],
  ['§8 resource list failed (5001/404/network) → /reload', '/car', { resources: 'failed' }, to(reloadPathFor('/car'))],
  ['§2 menu entries → proceed (shell page)', '/404', withMenus, proceed],
  ['§2 menu entries → /login is shown to a logged-in user', '/login', withMenus, proceed],
  ['sub-app route needs the platform list', '/car', withMenus, { kind: 'loadSystems' }],
  ['platform list failed → /reload', '/car', { ...withMenus, systems: 'failed' }, to(reloadPathFor('/car'))],
  ['§2 permitted sub-app → proceed', '/car/monitor', { ...withMenus, ...withSystems }, proceed],
  ['§6 sub-app of the list but not in the menu → /404', '/card', { ...withMenus, ...withSystems }, to('/404')],
  ['unknown path → /404', '/nowhere', { ...withMenus, ...withSystems }, to('/404')],
  ['unknown centre page → /404', '/center/unknown', { ...withMenus, ...withSystems }, to('/404')],
  ['trailing slash is the same route', '/home/', { hasSession: false }, proceed],
  ['query strings do not change the route', '/login?from=x', { hasSession: false }, proceed],
];

describe('decideNavigation', () => {
  it.each(cases)('%s (%s)', (_rule, target, state, expected) => {
    expect(decideNavigation(target, { ...base, ...state })).toEqual(expected);
  });

  it('keeps the target in the /reload address so the retry can return to it', () => {
    expect(reloadPathFor('/car/monitor?x=1')).toBe('/reload?from=%2Fcar%2Fmonitor%3Fx%3D1');
  });
});
