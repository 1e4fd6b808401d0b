/**
 * Browser storage keys (product-spec §3, §9). Every key is prefixed with the main app name, so
 * the shell and its sub-apps (same origin, one localStorage) read the same session.
 */
export const MAIN_APP_NAME = 'main';

export const STORAGE_KEYS = {
  sessionId: 'sessionId',
  user: 'USER',
  history: 'history',
  queryUserInfo: 'queryUserInfo',
  themeValue: 'themeValue',
  navUserClient: 'navUserClient',
  systemList: 'systemList',
  dictionary: 'dictionary',
  alarmRealTime: 'alarmRealTime',
  alarmVoiceOn: 'alarmVoiceOn',
  navMenuList: 'navMenuList',
  currentSystem: 'currentSystem',
  systemId: 'systemId',
  baseUrl: 'baseUrl',
  /** the map's tile source (issue 9: a setting, default AMap) */
  mapTileSource: 'mapTileSource',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The full localStorage key for one of the spec's keys. */
export function storageKey(key: StorageKey): string {
  return `${MAIN_APP_NAME}_${key}`;
}
