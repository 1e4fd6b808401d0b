import { wireStoreReactions } from '@main/stores/store-reactions';
import { createShellMessageHandlers, goPageUrl } from '@main/sub-apps/shell-message-handlers';
import { STORAGE_KEYS, storageKey } from '@shared/constants/storage-keys';
import { demoUser, resourceTree } from '../support/fixtures';
import { fail, happyRoutes, ok } from '../support/routes';
import { createTestRoot } from '../support/test-root';

const actions = () => ({ navigate: vi.fn(), openWindow: vi.fn(), onSessionExpired: vi.fn() });

describe('shell message handlers', () => {
  it('showVehInfo opens the vehicle dialog with that vehicle and tab when logged in', () => {
    const { root } = createTestRoot({}, { sessionId: 's', user: demoUser });
    createShellMessageHandlers(root, actions()).showVehInfo({ vehicleId: 101, tab: 'follow' });
    expect(root.dialogs.vehicle).toEqual({ vehicleId: 101, tab: 'follow' });
  });

  it('showVehInfo does nothing while logged out (no global dialogs, product-spec §4)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = createTestRoot();
    createShellMessageHandlers(root, actions()).showVehInfo({ vehicleId: 101 });
    expect(root.dialogs.vehicle).toBeNull();
    warn.mockRestore();
  });

  it('showInstructions opens the instructions dialog with its type and vehicles, a new dialog each time', () => {
    const { root } = createTestRoot({}, { sessionId: 's', user: demoUser });
    const handlers = createShellMessageHandlers(root, actions());
    handlers.showInstructions({ type: 'batch', vehicleIds: [101, 102] });
    const first = root.dialogs.instructions;
    expect(first).toMatchObject({ type: 'batch', vehicleIds: [101, 102] });
    handlers.showInstructions({ type: 'single', vehicleIds: [101] });
    expect(root.dialogs.instructions).toMatchObject({ type: 'single', vehicleIds: [101] });
    expect(root.dialogs.instructions?.openedAt).not.toBe(first?.openedAt);
    root.clearAll();
    expect(root.dialogs.instructions).toBeNull();
  });

  it('showInstructions does nothing while logged out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = createTestRoot();
    createShellMessageHandlers(root, actions()).showInstructions({ type: 'single', vehicleIds: [101] });
    expect(root.dialogs.instructions).toBeNull();
    warn.mockRestore();
  });

  it('getResourceData answers shell:resourceData with the same requestId and the tree as plain data', async () => {
    const { root, emitted } = createTestRoot(happyRoutes(), { sessionId: 's', user: demoUser });
    await root.permission.loadResources();
    createShellMessageHandlers(root, actions()).getResourceData({ requestId: 'req-7' });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.name).toBe('shell:resourceData');
    const payload = emitted[0]?.payload as { requestId: string; resources: { id: number }[] };
    expect(payload.requestId).toBe('req-7');
    expect(payload.resources[0]?.id).toBe(0);
  });

  it('goPage navigates the shell, or opens a new tab with urlType=blank', () => {
    const { root } = createTestRoot();
    const act = actions();
    const handlers = createShellMessageHandlers(root, act);
    handlers.goPage({ path: '/center/security' });
    handlers.goPage({ path: '/car/playback', query: { vehicleId: '9' }, newTab: true });
    expect(act.navigate).toHaveBeenCalledWith('/center/security');
    expect(act.openWindow).toHaveBeenCalledWith('/car/playback?vehicleId=9&urlType=blank');
  });

  it('builds goPage addresses with encoded queries', () => {
    expect(goPageUrl({ path: '/data-report/dataReport/mileageReport', query: { plate: '粤B 1&2' } })).toBe(
      '/data-report/dataReport/mileageReport?plate=%E7%B2%A4B+1%262',
    );
  });

  it('updateMenu reloads the resource list; a 4010 there goes to /login', async () => {
    let answer = happyRoutes()['/car/v1/api/resource/newList.json'];
    const { root, calls } = createTestRoot({ '/car/v1/api/resource/newList.json': () => answer() }, { sessionId: 's', user: demoUser });
    const act = actions();
    const handlers = createShellMessageHandlers(root, act);
    await handlers.updateMenu({});
    expect(calls).toHaveLength(1);
    expect(root.permission.hasMenu('car')).toBe(true);

    answer = () => fail(4010, '登录超时');
    await handlers.updateMenu({});
    expect(act.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('changeClient stores navUserClient, the next request carries its userId, and the sub-apps hear shell:client', async () => {
    const { root, calls, emitted, requests } = createTestRoot(
      { ...happyRoutes(), '/car/v4/api/system/dictionary/list.json': () => ok([]) },
      { sessionId: 's', user: demoUser },
    );
    const stop = wireStoreReactions(root);
    createShellMessageHandlers(root, actions()).changeClient({ userId: 9001, userName: '客户甲' });

    expect(JSON.parse(window.localStorage.getItem(storageKey(STORAGE_KEYS.navUserClient)) ?? 'null')).toEqual({ userId: 9001, userName: '客户甲' });
    expect(emitted.filter((event) => event.name === 'shell:client').map((event) => event.payload)).toEqual([{ userId: 9001, userName: '客户甲' }]);
    await root.permission.loadResources();
    const request = requests.filter((sent) => sent.path === '/car/v1/api/resource/newList.json').at(-1);
    expect(request?.headers.userid).toBe('9001');
    expect(calls.at(-1)?.path).toBe('/car/v1/api/resource/newList.json');

    // logout forgets the client: requests carry the user's own id again, and the sub-apps hear null
    root.clearAll();
    expect(window.localStorage.getItem(storageKey(STORAGE_KEYS.navUserClient))).toBeNull();
    expect(emitted.filter((event) => event.name === 'shell:client').at(-1)?.payload).toEqual({ userId: null, userName: null });
    stop();
  });

  it('changeClient is ignored while logged out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = createTestRoot();
    createShellMessageHandlers(root, actions()).changeClient({ userId: 9001 });
    expect(root.client.current).toBeNull();
    warn.mockRestore();
  });

  it('changeResourceData replaces the tree: menus and buttons follow, and the sub-apps hear shell:resources', async () => {
    const { root, emitted } = createTestRoot(happyRoutes(), { sessionId: 's' });
    const stop = wireStoreReactions(root);
    await root.permission.loadResources();
    expect(root.permission.hasMenu('card')).toBe(true);

    createShellMessageHandlers(root, actions()).changeResourceData({ resources: resourceTree(['car']) });
    expect(root.permission.hasMenu('card')).toBe(false);
    expect(root.permission.hasMenu('car')).toBe(true);
    expect(root.permission.hasButton('car:export')).toBe(true);
    const last = emitted.filter((event) => event.name === 'shell:resources').at(-1)?.payload as { resources: { children?: { id: unknown }[] }[] };
    expect(last.resources[0]?.children?.map((child) => child.id)).toContain('car');
    expect(last.resources[0]?.children?.map((child) => child.id)).not.toContain('card');
    stop();
  });
});
