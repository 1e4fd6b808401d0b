import { runInAction } from 'mobx';
import { STORAGE_KEYS, type StorageKey } from '@shared/constants/storage-keys';
import type { HttpClient } from '@shared/http/http-client';
import { createStoredSession } from '@shared/storage/session-storage';
import type { TypedStorage } from '@shared/storage/typed-storage';
import { AlarmTipStore } from '../alarm-tip/alarm-tip-store';
import { playAlarmCue } from '../alarm-tip/alarm-voice';
import { DownloadJobsStore } from '../downloads/download-jobs-store';
import { AlarmVoiceStore } from './alarm-voice-store';
import { ClientStore } from './client-store';
import { CustomerStore } from './customer-store';
import { DialogsStore } from './dialogs-store';
import { DictionaryStore } from './dictionary-store';
import { HistoryStore } from './history-store';
import { PermissionStore } from './permission-store';
import { SessionStore } from './session-store';
import type { ShellEmitter } from './shell-emitter';
import { SystemsStore } from './systems-store';
import { ThemeStore } from './theme-store';

export interface RootStoreDeps {
  http: HttpClient;
  storage: TypedStorage;
  bus: ShellEmitter;
}

/**
 * What clear-all forgets (product-spec §4: user, navigation client, real-time alarm, theme,
 * dictionary, history) plus what belongs to the user who leaves (their sub-app list, menu and
 * current system), so the next user never sees it. Alarm voice and base address stay: they are
 * this browser's settings, and alarm voice defaults to on.
 */
const CLEARED_ON_LOGOUT: readonly StorageKey[] = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.sessionId,
  STORAGE_KEYS.queryUserInfo,
  STORAGE_KEYS.navUserClient,
  STORAGE_KEYS.alarmRealTime,
  STORAGE_KEYS.themeValue,
  STORAGE_KEYS.dictionary,
  STORAGE_KEYS.history,
  STORAGE_KEYS.navMenuList,
  STORAGE_KEYS.systemList,
  STORAGE_KEYS.currentSystem,
  STORAGE_KEYS.systemId,
];

/** Composes one store per concept with injected transport; builds without React (conventions.md). */
export class RootStore {
  readonly http: HttpClient;
  readonly bus: ShellEmitter;
  readonly session: SessionStore;
  readonly permission: PermissionStore;
  readonly systems: SystemsStore;
  readonly theme: ThemeStore;
  readonly history: HistoryStore;
  readonly dialogs: DialogsStore;
  readonly customer: CustomerStore;
  readonly downloads: DownloadJobsStore;
  readonly alarmVoice: AlarmVoiceStore;
  readonly alarmTip: AlarmTipStore;
  readonly client: ClientStore;
  readonly dictionary: DictionaryStore;
  private readonly storage: TypedStorage;

  constructor({ http, storage, bus }: RootStoreDeps) {
    this.http = http;
    this.bus = bus;
    this.storage = storage;
    this.dialogs = new DialogsStore();
    this.session = new SessionStore(http, createStoredSession(storage));
    this.permission = new PermissionStore(http, this.dialogs.withoutExpiryDialog, storage);
    this.systems = new SystemsStore(http, storage);
    this.theme = new ThemeStore(storage);
    this.history = new HistoryStore(storage);
    this.customer = new CustomerStore(http);
    this.downloads = new DownloadJobsStore(http);
    this.alarmVoice = new AlarmVoiceStore(storage);
    this.alarmTip = new AlarmTipStore({ http, storage, playCue: playAlarmCue, voiceOn: () => this.alarmVoice.voiceOn });
    this.client = new ClientStore(storage);
    this.dictionary = new DictionaryStore(http, storage);
  }

  /**
   * A 4010 from any app (product-spec §4): the one dialog, and no background request more until the
   * next login (the alarm tip, the download list's refresh, the sub-apps' polling), since each would
   * answer 4010 and reopen the dialog the user may just have closed.
   */
  sessionExpired(): void {
    this.dialogs.showSessionExpired();
    this.alarmTip.stop();
    this.downloads.pause();
    this.bus.emit('shell:sessionExpired', { sessionId: this.session.sessionId });
  }

  /** Clear-all (product-spec §4): stored data above and the matching in-memory state. */
  clearAll(): void {
    CLEARED_ON_LOGOUT.forEach((key) => this.storage.remove(key));
    // one action: reactions (bus events to sub-apps) see the cleared state once, not half of it
    runInAction(() => {
      this.session.clear();
      this.permission.reset();
      this.systems.reset();
      this.theme.reset();
      this.client.reset();
      this.dictionary.reset();
      this.history.clearAll();
      this.dialogs.closeAll();
      this.downloads.reset();
      this.alarmTip.reset();
    });
  }

  /** /checkLogin: every key of the main app goes, settings included (product-spec §2, §4). */
  clearAllStoredData(): void {
    this.clearAll();
    this.storage.clearAll();
  }

  async logout(): Promise<void> {
    await this.session.logoutOnServer();
    this.clearAll();
  }

  /** The reload page's retry: the guard asks for customer info, resources and sub-apps again. */
  resetGuardLoads(): void {
    this.customer.reset();
    this.permission.reset();
    this.systems.markStale();
  }
}
