import { makeAutoObservable, runInAction } from 'mobx';
import { listResources } from '@shared/api/resource-api';
import type { SubAppBus } from '@shared/contract/sub-app-context';
import type { HttpClient } from '@shared/http/http-client';
import { buildPermissionMaps, type PermissionMaps } from '@shared/permission/permission-maps';
import type { StoredSession } from '@shared/storage/session-storage';
import type { TypedStorage } from '@shared/storage/typed-storage';
import { ThemeStore } from '@shared/sub-app-kit/theme-store';

export interface DataReportRootStoreDeps {
  http: HttpClient;
  storage: TypedStorage;
  session: StoredSession;
}

/**
 * The data-report app's store graph. The reports keep their state in the address (query string),
 * so what lives here is what every screen shares: the theme, the role's permission maps (loaded
 * by the app itself, the same list the shell reads) and the session the data belongs to.
 */
export class DataReportRootStore {
  readonly http: HttpClient;
  readonly session: StoredSession;
  readonly theme: ThemeStore;
  permissions: PermissionMaps | null = null;
  /** a new value when another user's session starts: screens load their data again */
  sessionVersion = 0;
  private loading: AbortController | null = null;

  constructor(deps: DataReportRootStoreDeps) {
    this.http = deps.http;
    this.session = deps.session;
    this.theme = new ThemeStore(deps.storage);
    makeAutoObservable<this, 'loading'>(this, { http: false, session: false, theme: false, loading: false }, { autoBind: true });
  }

  /** The role's buttons and menus (the 导出 button needs `car:export`); nothing is shown until they arrive. */
  async loadPermissions(): Promise<void> {
    this.loading?.abort();
    if (this.session.readSessionId() === null) return;
    const controller = new AbortController();
    this.loading = controller;
    try {
      const resources = await listResources(this.http, { signal: controller.signal });
      runInAction(() => {
        this.permissions = buildPermissionMaps(resources);
      });
    } catch (error) {
      // a failed load leaves the guarded buttons hidden; the reports themselves still work
      if (!controller.signal.aborted) console.warn('[data-report] 权限加载失败', error);
    }
  }

  /** A login (standalone) or another user's session: permissions and data belong to the new session. */
  sessionChanged(): void {
    this.permissions = null;
    this.sessionVersion += 1;
    void this.loadPermissions();
  }

  connectBus(bus: SubAppBus): () => void {
    let sessionId = this.session.readSessionId();
    void this.loadPermissions();
    const unsubscribers = [
      this.theme.followShell(bus),
      bus.on('shell:session', (payload) => {
        const next: unknown = payload?.sessionId;
        if (next !== null && typeof next !== 'string') return;
        if (next === sessionId) return;
        sessionId = next;
        this.sessionChanged();
      }),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }

  dispose(): void {
    this.loading?.abort();
  }
}
