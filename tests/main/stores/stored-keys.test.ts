import { STORAGE_KEYS, storageKey, type StorageKey } from '@shared/constants/storage-keys';
import { createStoredSession } from '@shared/storage/session-storage';
import { readNavMenuList } from '@shared/storage/nav-menu-list';
import { readQueryUserInfo } from '@shared/storage/query-user-info';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { ClientStore } from '@main/stores/client-store';
import { DictionaryStore } from '@main/stores/dictionary-store';
import { SystemsStore } from '@main/stores/systems-store';
import { demoUser, subAppEntry } from '../support/fixtures';
import { happyRoutes, ok } from '../support/routes';
import { createTestRoot } from '../support/test-root';

/** Every stored key of product-spec §3 (but the two alarm keys): written, read back, and a corrupted value dropped with a warning. */
const raw = (key: StorageKey) => window.localStorage.getItem(storageKey(key));
const put = (key: StorageKey, text: string) => window.localStorage.setItem(storageKey(key), text);

const dictionary = [
  {
    type: 'vehicleState',
    name: '车辆状态',
    items: [
      { code: 'online', name: '在线', extra: null, sort: 1 },
      { code: 'offline', name: '离线', extra: null, sort: 2 },
    ],
  },
];

/** A corrupted value is removed with a warning; another app's key on the same origin is left alone. */
function expectDroppedWithWarning(key: StorageKey, read: () => unknown) {
  window.localStorage.setItem('car_private', 'not ours');
  window.localStorage.setItem('other-app', '{broken');
  put(key, '{not json');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(read()).toBeNull();
  expect(warn).toHaveBeenCalledWith(`[storage] 本地数据 ${storageKey(key)} 已损坏，已清除`);
  warn.mockRestore();
  expect(raw(key)).toBeNull();
  expect(window.localStorage.getItem('car_private')).toBe('not ours');
  expect(window.localStorage.getItem('other-app')).toBe('{broken');
}

describe('stored keys (product-spec §3)', () => {
  beforeEach(() => window.localStorage.clear());

  it('queryUserInfo holds the user as getUser answered it, chatLogo included', async () => {
    const { root, storage } = createTestRoot({ ...happyRoutes(), '/car/v1/api/user/getUser.json': () => ok({ ...demoUser, chatLogo: '/logo/bot.png' }) });
    await root.session.completeLogin({ sessionId: 's-1', expiresIn: 1800 });
    expect(readQueryUserInfo(storage)).toMatchObject({ userId: 7, chatLogo: '/logo/bot.png' });
    root.clearAll();
    expect(raw(STORAGE_KEYS.queryUserInfo)).toBeNull();
    expectDroppedWithWarning(STORAGE_KEYS.queryUserInfo, () => readQueryUserInfo(storage));
  });

  it('navUserClient carries the userId every request sends, until cleared', () => {
    const storage = createTypedStorage();
    const session = createStoredSession(storage);
    session.writeUser(demoUser);
    expect(session.readRequestUserId()).toBe(7);
    const clients = new ClientStore(storage);
    clients.change({ userId: 9001, userName: '客户甲' });
    expect(JSON.parse(raw(STORAGE_KEYS.navUserClient) ?? 'null')).toEqual({ userId: 9001, userName: '客户甲' });
    expect(session.readRequestUserId()).toBe(9001);
    // the next page life starts with it
    expect(new ClientStore(storage).current).toEqual({ userId: 9001, userName: '客户甲' });
    expectDroppedWithWarning(STORAGE_KEYS.navUserClient, () => new ClientStore(storage).current);
    expect(session.readRequestUserId()).toBe(7);
  });

  it('dictionary is asked once, kept, read by the next page life without asking, and labels codes', async () => {
    const { root, calls, storage } = createTestRoot({ '/car/v4/api/system/dictionary/list.json': () => ok(dictionary) }, { sessionId: 's', user: demoUser });
    await Promise.all([root.dictionary.ensureLoaded(), root.dictionary.ensureLoaded()]);
    await root.dictionary.ensureLoaded();
    expect(calls.filter((call) => call.path.endsWith('dictionary/list.json'))).toHaveLength(1);
    expect(root.dictionary.label('vehicleState', 'online')).toBe('在线');
    expect(root.dictionary.label('vehicleState', 'parked')).toBe('parked');

    const next = new DictionaryStore(root.http, storage);
    expect(next.label('vehicleState', 'offline')).toBe('离线');
    await next.ensureLoaded();
    expect(calls.filter((call) => call.path.endsWith('dictionary/list.json'))).toHaveLength(1);
    root.clearAll();
    expect(raw(STORAGE_KEYS.dictionary)).toBeNull();
    expectDroppedWithWarning(STORAGE_KEYS.dictionary, () => (new DictionaryStore(root.http, storage).loaded ? 'loaded' : null));
  });

  it('navMenuList is the permitted menu tree: buttons out, root wrapper only with permitted children', async () => {
    const { root, storage } = createTestRoot(
      {
        '/car/v1/api/resource/newList.json': () =>
          ok([
            { id: 0, name: '根', type: 1, children: [{ id: 4002, name: '站内消息', type: 1 }, { id: 'car:export', name: '导出', type: 3 }] },
            { id: 'car', name: '智能车联', type: 1, children: [{ id: 'car:alarm:process', name: '处理报警', type: 3 }] },
          ]),
      },
      { sessionId: 's' },
    );
    await root.permission.loadResources();
    expect(readNavMenuList(storage)).toEqual([
      { id: 0, name: '根', type: 1, children: [{ id: 4002, name: '站内消息', type: 1 }] },
      { id: 'car', name: '智能车联', type: 1, children: [] },
    ]);
    root.permission.replaceResources([{ id: 0, name: '根', type: 1, children: [{ id: 'x', name: '按钮', type: 3 }] }]);
    expect(readNavMenuList(storage)).toEqual([]);
    expectDroppedWithWarning(STORAGE_KEYS.navMenuList, () => readNavMenuList(storage));
  });

  it('systemList, currentSystem and systemId persist across page lives', async () => {
    const { root, storage } = createTestRoot(happyRoutes(), { sessionId: 's' });
    await root.systems.load();
    const car = subAppEntry('car');
    root.systems.select(car);
    expect(JSON.parse(raw(STORAGE_KEYS.systemId) ?? 'null')).toBe('car');
    expect(JSON.parse(raw(STORAGE_KEYS.currentSystem) ?? 'null')).toEqual({ systemId: 'car', path: car.path, title: car.title });

    const next = new SystemsStore(root.http, storage);
    expect(next.list.map((entry) => entry.systemId)).toEqual(['car', 'card', 'pet']);
    expect(next.current?.systemId).toBe('car');
    expectDroppedWithWarning(STORAGE_KEYS.currentSystem, () => new SystemsStore(root.http, storage).current);
    expectDroppedWithWarning(STORAGE_KEYS.systemList, () => (new SystemsStore(root.http, storage).list.length ? 'list' : null));
  });

  it('themeValue survives a reload and falls back to the default when corrupted', () => {
    const { root } = createTestRoot();
    root.theme.setTheme('greenTheme');
    expect(createTestRoot().root.theme.themeValue).toBe('greenTheme');
    put(STORAGE_KEYS.themeValue, '"purpleTheme"');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createTestRoot().root.theme.themeValue).toBe('defaultTheme');
    warn.mockRestore();
  });
});
