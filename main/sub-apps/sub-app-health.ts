/**
 * Why a sub-app could not be shown: its entry or scripts could not be fetched (`load`), or its
 * `__WUJIE_MOUNT` threw (`mount`). The user sees a Chinese sentence for the kind; the raw detail
 * (an English browser message, a stack) goes to the console only.
 */
export type SubAppFailure = 'load' | 'mount';

/** The wujie lifecycles the shell hands every sub-app, in preloadApp and startApp alike. */
export interface SubAppLifecycles {
  loadError: (url: string, error: Error) => void;
  beforeMount: (appWindow: Window) => void;
  afterMount: (appWindow: Window) => void;
}

type MountHook = () => unknown;

interface SandboxWindow {
  __WUJIE_MOUNT?: unknown;
}

function isMountHook(value: unknown): value is MountHook {
  return typeof value === 'function';
}

/**
 * What the shell knows about each sub-app's sandbox beyond what `startApp` tells it. wujie's
 * `startApp` resolves although the entry's scripts failed to load (it only calls `loadError`),
 * although the preload already failed the same way, and it never settles when the app's
 * `__WUJIE_MOUNT` throws (its run queue stops there; the page stays blank). So the lifecycles
 * below record failures per app, and `beforeMount` guards the app's mount hook: a throw is caught
 * and recorded, wujie's queue goes on and `startApp` resolves, and the view shows its error panel.
 */
export class SubAppHealth {
  private readonly failures = new Map<string, SubAppFailure>();
  /** apps shown successfully: a later failed lazy chunk is the running app's business, not a failed start */
  private readonly started = new Set<string>();
  private readonly guardedHooks = new WeakSet<MountHook>();
  private readonly mountListeners = new Map<string, Set<() => void>>();

  lifecyclesFor(name: string): SubAppLifecycles {
    return {
      loadError: (url, error) => {
        console.warn(`[子应用] ${name} 的资源加载失败：${url}`, error);
        if (!this.started.has(name)) this.failures.set(name, 'load');
      },
      beforeMount: (appWindow) => this.guardMount(name, appWindow as SandboxWindow),
      afterMount: () => {
        if (this.failures.get(name) === 'mount') return;
        this.mountListeners.get(name)?.forEach((listener) => listener());
      },
    };
  }

  /**
   * Called each time the app's `__WUJIE_MOUNT` has run (its bus listeners exist from then on).
   * `startApp` can resolve before that: a second `startApp` while the first one's scripts still
   * run (the view remounted during a full page load) finds wujie's exec flag set and returns at
   * once, so a `shell:navigate` sent on that resolution reaches no listener (the console then
   * showed its home instead of the deep link). Returns the unsubscribe function.
   */
  onMounted(name: string, listener: () => void): () => void {
    const listeners = this.mountListeners.get(name) ?? new Set<() => void>();
    listeners.add(listener);
    this.mountListeners.set(name, listeners);
    return () => {
      listeners.delete(listener);
    };
  }

  /** The failure recorded since the app's sandbox was last started afresh, if any. */
  failureOf(name: string): SubAppFailure | null {
    return this.failures.get(name) ?? null;
  }

  /** The app is on screen: its sandbox is kept from now on. */
  markStarted(name: string): void {
    this.started.add(name);
  }

  /** The sandbox is being replaced by a fresh one: what happened to the old one no longer applies. */
  forget(name: string): void {
    this.failures.delete(name);
    this.started.delete(name);
  }

  private guardMount(name: string, appWindow: SandboxWindow): void {
    const mount = appWindow.__WUJIE_MOUNT;
    if (!isMountHook(mount) || this.guardedHooks.has(mount)) return;
    const guarded: MountHook = () => {
      try {
        return mount.call(appWindow);
      } catch (error) {
        console.error(`[子应用] ${name} 启动时出错`, error);
        this.failures.set(name, 'mount');
        return undefined;
      }
    };
    this.guardedHooks.add(guarded);
    appWindow.__WUJIE_MOUNT = guarded;
  }
}
