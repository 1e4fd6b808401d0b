import { MSG_SESSION_NOT_SAVED } from '@shared/constants/messages';
import { STORAGE_KEYS, storageKey } from '@shared/constants/storage-keys';
import { wireStoreReactions } from '@main/stores/store-reactions';
import { demoUser } from '../support/fixtures';
import { fail, happyRoutes, ok } from '../support/routes';
import { createTestRoot } from '../support/test-root';

const stored = (key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]) => window.localStorage.getItem(storageKey(key));

describe('SessionStore', () => {
  it('stores the sessionId before loading the user, then stores the user (product-spec §4)', async () => {
    let sessionIdWhenUserAsked: string | null = null;
    const { root, calls } = createTestRoot({
      '/car/v1/api/user/getUser.json': () => {
        sessionIdWhenUserAsked = stored(STORAGE_KEYS.sessionId);
        return ok(demoUser);
      },
    });
    await root.session.completeLogin({ sessionId: 'abc', expiresIn: 1800 });

    expect(sessionIdWhenUserAsked).toBe('"abc"');
    expect(calls.map((call) => call.path)).toEqual(['/car/v1/api/user/getUser.json']);
    expect(JSON.parse(stored(STORAGE_KEYS.user) ?? 'null')).toEqual(demoUser);
    expect(root.session.loggedIn).toBe(true);
    expect(root.session.user?.nickName).toBe('演示运营商');
  });

  it('reports a failed user load as an error and stays logged out', async () => {
    const { root } = createTestRoot({ '/car/v1/api/user/getUser.json': () => fail(0, '用户不存在') });
    await expect(root.session.completeLogin({ sessionId: 'abc', expiresIn: 1800 })).rejects.toThrow('用户不存在');
    expect(root.session.loadState.status).toBe('error');
    expect(root.session.loadState.error?.message).toBe('用户不存在');
    expect(root.session.loggedIn).toBe(false);
  });

  it('refuses a login the browser cannot store (storage full), with a clear Chinese message and nothing half stored', async () => {
    const { root, calls } = createTestRoot({ '/car/v1/api/user/getUser.json': () => ok(demoUser) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('exceeded the quota', 'QuotaExceededError');
    });
    await expect(root.session.completeLogin({ sessionId: 'abc', expiresIn: 1800 })).rejects.toThrow(MSG_SESSION_NOT_SAVED);
    expect(calls).toEqual([]);
    expect(root.session.loggedIn).toBe(false);
    expect(root.session.sessionId).toBeNull();
    setItem.mockRestore();
    warn.mockRestore();
  });

  it('refuses the login when the user cannot be stored either, forgetting the sessionId', async () => {
    const { root } = createTestRoot({ '/car/v1/api/user/getUser.json': () => ok(demoUser) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const original = Storage.prototype.setItem;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === storageKey(STORAGE_KEYS.user)) throw new DOMException('exceeded the quota', 'QuotaExceededError');
      original.call(this, key, value);
    });
    await expect(root.session.completeLogin({ sessionId: 'abc', expiresIn: 1800 })).rejects.toThrow(MSG_SESSION_NOT_SAVED);
    expect(root.session.loggedIn).toBe(false);
    expect(stored(STORAGE_KEYS.sessionId)).toBeNull();
    expect(stored(STORAGE_KEYS.user)).toBeNull();
    setItem.mockRestore();
    warn.mockRestore();
  });

  it('reads the stored session of an earlier page life', () => {
    const { root } = createTestRoot({}, { sessionId: 's-9', user: demoUser });
    expect(root.session.loggedIn).toBe(true);
    expect(root.session.user?.userId).toBe(7);
  });

  it('treats corrupted stored values as logged out, removing them', () => {
    window.localStorage.setItem(storageKey(STORAGE_KEYS.sessionId), '{broken');
    window.localStorage.setItem(storageKey(STORAGE_KEYS.user), JSON.stringify({ userId: 'not a number' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = createTestRoot();
    expect(root.session.loggedIn).toBe(false);
    expect(stored(STORAGE_KEYS.user)).toBeNull();
    expect(stored(STORAGE_KEYS.sessionId)).toBeNull();
    warn.mockRestore();
  });
});

describe('RootStore clear-all (product-spec §4)', () => {
  function seeded() {
    const setup = createTestRoot(happyRoutes(), { sessionId: 's-1', user: demoUser });
    const { storage } = setup;
    storage.write(STORAGE_KEYS.navUserClient, { userId: 7 });
    storage.write(STORAGE_KEYS.alarmRealTime, [{ id: 1 }]);
    storage.write(STORAGE_KEYS.dictionary, { a: 1 });
    storage.write(STORAGE_KEYS.alarmVoiceOn, false);
    setup.root.theme.setTheme('greenTheme');
    setup.root.history.add({ systemName: 'car', title: '监控', path: '/car/monitor' });
    return setup;
  }

  it('logout forgets user, session, navigation client, real-time alarm, theme, dictionary and history', async () => {
    const { root, calls } = seeded();
    await root.permission.loadResources();
    await root.logout();

    expect(calls.some((call) => call.path === '/oauth/logout')).toBe(true);
    for (const key of [STORAGE_KEYS.user, STORAGE_KEYS.sessionId, STORAGE_KEYS.navUserClient, STORAGE_KEYS.alarmRealTime, STORAGE_KEYS.themeValue, STORAGE_KEYS.dictionary, STORAGE_KEYS.history]) {
      expect(stored(key), key).toBeNull();
    }
    expect(root.session.loggedIn).toBe(false);
    expect(root.theme.themeValue).toBe('defaultTheme');
    expect(root.history.histories).toEqual({});
    expect(root.permission.menus.size).toBe(0);
    // a browser setting, not user data
    expect(stored(STORAGE_KEYS.alarmVoiceOn)).toBe('false');
  });

  it('logout still clears locally when the server call fails', async () => {
    const { root } = createTestRoot({ '/oauth/logout': () => fail(4010, '登录超时') }, { sessionId: 's-1', user: demoUser });
    await root.logout();
    expect(root.session.loggedIn).toBe(false);
  });

  it('/checkLogin clears every key of the main app and nothing else', () => {
    const { root } = seeded();
    window.localStorage.setItem('other-app', 'keep');
    root.clearAllStoredData();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('main_'))).toEqual([]);
    expect(window.localStorage.getItem('other-app')).toBe('keep');
  });

  it('tells sub-apps about theme and session changes with plain data', async () => {
    const { root, emitted } = createTestRoot(happyRoutes());
    const dispose = wireStoreReactions(root);
    root.theme.setTheme('orginTheme');
    await root.session.completeLogin({ sessionId: 'abc', expiresIn: 1800 });
    root.clearAll();
    dispose();
    root.theme.setTheme('blueTheme');

    expect(emitted).toEqual([
      { name: 'shell:theme', payload: { theme: 'orginTheme' } },
      { name: 'shell:session', payload: { sessionId: 'abc', userId: null } },
      { name: 'shell:session', payload: { sessionId: 'abc', userId: 7 } },
      // clear-all is one action: one session event, one theme event, and the emptied permissions
      { name: 'shell:session', payload: { sessionId: null, userId: null } },
      { name: 'shell:resources', payload: { resources: [] } },
      { name: 'shell:theme', payload: { theme: 'defaultTheme' } },
    ]);
    expect(stored(STORAGE_KEYS.themeValue)).toBe('"blueTheme"');
  });
});
