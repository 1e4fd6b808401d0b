import type { SubAppBus } from '@shared/contract/sub-app-context';
import type { HttpClient } from '@shared/http/http-client';
import type { StoredSession } from '@shared/storage/session-storage';
import { BackgroundHold } from '@shared/state/background-hold';
import { FirstScreenGate } from '@shared/state/first-screen-gate';
import type { TypedStorage } from '@shared/storage/typed-storage';
import { ThemeStore } from '@shared/sub-app-kit/theme-store';
import { AlarmCentreStore } from '../features/alarms/alarm-centre-store';
import { MonitorStore } from '../features/monitor/monitor-store';
import { VehicleListStore } from '../features/vehicles/vehicle-list-store';
import { CAR_SYSTEM_ID } from './car-system';

export interface CarRootStoreDeps {
  http: HttpClient;
  storage: TypedStorage;
  session: StoredSession;
  pageSize?: number;
}

/** The console's store graph, built without React so tests need no DOM (conventions.md). */
export class CarRootStore {
  readonly http: HttpClient;
  readonly session: StoredSession;
  readonly theme: ThemeStore;
  readonly vehicleList: VehicleListStore;
  readonly alarms: AlarmCentreStore;
  readonly monitor: MonitorStore;
  /** opened by the console's first screen once its data is shown: background work waits for it */
  readonly firstScreen = new FirstScreenGate();
  /** held while playback plays: the alarm centre's chunk and its unseen preparation wait for it */
  readonly background = new BackgroundHold();

  constructor(deps: CarRootStoreDeps) {
    this.http = deps.http;
    this.session = deps.session;
    this.theme = new ThemeStore(deps.storage);
    this.vehicleList = new VehicleListStore({ http: deps.http, pageSize: deps.pageSize });
    this.alarms = new AlarmCentreStore({
      http: deps.http,
      handlerName: () => {
        const user = deps.session.readUser();
        return user ? user.nickName || user.userName : '';
      },
    });
    this.monitor = new MonitorStore({ http: deps.http });
  }

  /** Wires the shell's events into the stores; the returned function removes every listener. */
  connectBus(bus: SubAppBus, { shown }: { shown: boolean } = { shown: true }): () => void {
    let sessionId = this.session.readSessionId();
    // a preloaded console neither polls alarms nor streams positions until the shell first shows it
    if (!shown) this.setVisible(false);
    const unsubscribers = [
      this.theme.followShell(bus),
      bus.on('shell:visibility', (payload) => {
        if (payload?.systemId !== CAR_SYSTEM_ID || typeof payload.visible !== 'boolean') return;
        this.setVisible(payload.visible);
      }),
      // another client viewed (changeClient): requests now carry its userId, so what is shown is stale
      bus.on('shell:client', () => {
        if (!this.session.readSessionId()) return;
        this.vehicleList.reset();
        void this.vehicleList.loadFirstPage();
      }),
      // a 4010 anywhere: polling stops until the next session (each poll would reopen the shell's dialog)
      bus.on('shell:sessionExpired', () => {
        this.alarms.setSignedIn(false);
        this.monitor.sessionExpired();
      }),
      bus.on('shell:session', (payload) => {
        // a logout says null; anything else that is not a sessionId is not the shell's: reading it
        // as a logout would empty the list and leave it loading for good
        const next: unknown = payload?.sessionId;
        if (next !== null && typeof next !== 'string') {
          console.warn('[car] 已忽略格式不正确的会话事件', payload);
          return;
        }
        // the shell may repeat the current session; only another user's session changes the data
        if (next === sessionId) return;
        sessionId = next;
        this.vehicleList.reset();
        // the alarms of the last user go; polling goes on for the next one (the poll reads the new session)
        this.alarms.reset();
        this.alarms.setSignedIn(next !== null);
        // the monitoring page loads the new user's vehicles if it had loaded the previous one's
        const monitorUsed = this.monitor.reset();
        if (next) void this.vehicleList.loadFirstPage();
        if (next && monitorUsed) void this.monitor.ensureLoaded();
      }),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }

  /** The shell showed or hid the console. */
  private setVisible(visible: boolean): void {
    this.vehicleList.setVisible(visible);
    this.alarms.setVisible(visible);
    this.monitor.setShellVisible(visible);
  }

  dispose(): void {
    this.vehicleList.dispose();
    this.alarms.dispose();
    this.monitor.dispose();
  }
}
