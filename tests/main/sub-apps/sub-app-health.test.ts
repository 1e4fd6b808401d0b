import { SubAppHealth } from '@main/sub-apps/sub-app-health';
import { createSubAppFetch } from '@main/sub-apps/sub-app-fetch';

interface FakeSandboxWindow {
  __WUJIE_MOUNT?: () => void;
}

/** wujie's order: beforeMount(window), then window.__WUJIE_MOUNT() read afresh. */
function mountLikeWujie(health: SubAppHealth, name: string, appWindow: FakeSandboxWindow): void {
  health.lifecyclesFor(name).beforeMount(appWindow as unknown as Window);
  appWindow.__WUJIE_MOUNT?.();
}

describe('SubAppHealth', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('records a file that failed to load while the app starts, and forgets it for a fresh sandbox', () => {
    const health = new SubAppHealth();
    health.lifecyclesFor('car').loadError('/apps/car/static/js/index.js', new TypeError('Failed to fetch'));
    expect(health.failureOf('car')).toBe('load');
    expect(health.failureOf('card')).toBeNull();
    health.forget('car');
    expect(health.failureOf('car')).toBeNull();
  });

  it('leaves a running app alone when one of its later files fails', () => {
    const health = new SubAppHealth();
    health.markStarted('car');
    health.lifecyclesFor('car').loadError('/apps/car/static/js/async/lazy.js', new TypeError('Failed to fetch'));
    expect(health.failureOf('car')).toBeNull();
  });

  it('catches a mount hook that throws, records it, and lets wujie go on', () => {
    const health = new SubAppHealth();
    const appWindow: FakeSandboxWindow = {
      __WUJIE_MOUNT: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'map')");
      },
    };
    expect(() => mountLikeWujie(health, 'car', appWindow)).not.toThrow();
    expect(health.failureOf('car')).toBe('mount');
    expect(console.error).toHaveBeenCalledWith('[子应用] car 启动时出错', expect.any(TypeError));
  });

  it('runs a healthy mount hook once, and guards it only once', () => {
    const health = new SubAppHealth();
    const mount = vi.fn();
    const appWindow: FakeSandboxWindow = { __WUJIE_MOUNT: mount };
    mountLikeWujie(health, 'car', appWindow);
    const guarded = appWindow.__WUJIE_MOUNT;
    health.lifecyclesFor('car').beforeMount(appWindow as unknown as Window);
    expect(appWindow.__WUJIE_MOUNT).toBe(guarded);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(health.failureOf('car')).toBeNull();
  });

  it('tells the view each time the app has mounted (its listeners exist), not when the mount threw or for another app', () => {
    const health = new SubAppHealth();
    const onCar = vi.fn();
    const onCard = vi.fn();
    const stop = health.onMounted('car', onCar);
    health.onMounted('card', onCard);
    const lifecycles = health.lifecyclesFor('car');
    const appWindow: FakeSandboxWindow = { __WUJIE_MOUNT: vi.fn() };
    mountLikeWujie(health, 'car', appWindow);
    lifecycles.afterMount(appWindow as unknown as Window);
    expect(onCar).toHaveBeenCalledTimes(1);
    expect(onCard).not.toHaveBeenCalled();

    const broken: FakeSandboxWindow = {
      __WUJIE_MOUNT: () => {
        throw new TypeError('boom');
      },
    };
    mountLikeWujie(health, 'car', broken);
    lifecycles.afterMount(broken as unknown as Window);
    expect(onCar).toHaveBeenCalledTimes(1);

    health.forget('car');
    stop();
    mountLikeWujie(health, 'car', appWindow);
    lifecycles.afterMount(appWindow as unknown as Window);
    expect(onCar).toHaveBeenCalledTimes(1);
  });
});

describe('createSubAppFetch', () => {
  const entry = 'http://127.0.0.1/apps/car/';
  afterEach(() => vi.unstubAllGlobals());

  it('rejects an entry answering an HTTP error, so wujie never caches it as an empty page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    await expect(createSubAppFetch(entry)(entry)).rejects.toThrow('子应用入口请求失败（HTTP 503）');
  });

  it('hands every other response through as it is, errors included', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"flag":0}', { status: 500 })));
    const response = await createSubAppFetch(entry)('http://127.0.0.1/car/v1/api/user/getUser.json');
    expect(response.status).toBe(500);
  });
});
