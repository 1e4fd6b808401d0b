import { FLAG_CUSTOMER_FAILURE, FLAG_NOT_FOUND, FLAG_OK, FLAG_SESSION_EXPIRED } from '@shared/constants/flags';
import * as limits from '@shared/constants/limits';
import { DIALOG_DEFAULT_TITLE, MSG_NETWORK_EXCEPTION } from '@shared/constants/messages';
import { DEFAULT_PLATFORM_ID, SHELL_PLATFORM_ID, SUB_APPS } from '@shared/constants/platforms';
import { STORAGE_KEYS, storageKey } from '@shared/constants/storage-keys';

/** Names and numbers the spec fixes: other systems depend on them (product-spec §1, §3, §8, §9). */

describe('business constants (product-spec §9)', () => {
  it.each<[keyof typeof limits, unknown]>([
    ['REQUEST_TIMEOUT_MS', 60_000],
    ['HISTORY_CAP_PER_SYSTEM', 10],
    ['GEOCODE_BATCH_SIZE', 50],
    ['ADDRESS_CACHE_LIMIT', 1000],
    ['DEFAULT_PAGE_SIZE', 10],
    ['FIRST_PAGE', 1],
    ['TOAST_DURATION_MS', 3000],
    ['LOADING_CLOSE_DELAY_MS', 400],
    ['DESIGN_WIDTH', 1366],
    ['DESIGN_HEIGHT', 768],
    ['MIN_SCALE', 0.5],
    ['CHAT_OFFSET_RIGHT_PX', 30],
    ['IMAGE_ZOOM_RATE', 1.2],
    ['PROGRESS_BAR', { minimum: 0.3, speed: 500, trickleSpeed: 200, showSpinner: true }],
    ['TREE_ITEM_HEIGHT', 26],
    ['TREE_INDENT', 16],
    ['INFINITE_SCROLL_DELAY_MS', 200],
    ['INFINITE_SCROLL_DISTANCE', 0],
    ['MAP_BOUNDS', { minLng: 72.004, maxLng: 137.8347, minLat: 0.8293, maxLat: 55.8271 }],
    ['EARTH_RADIUS_M', 6_371_000],
  ])('%s = %j', (name, value) => {
    expect(limits[name]).toEqual(value);
  });

  it('flags: success 1, session expired 4010, customer failure 5001, not found 404', () => {
    expect([FLAG_OK, FLAG_SESSION_EXPIRED, FLAG_CUSTOMER_FAILURE, FLAG_NOT_FOUND]).toEqual([1, 4010, 5001, 404]);
  });

  it('default failure message and dialog title are Chinese', () => {
    expect(MSG_NETWORK_EXCEPTION).toBe('网络异常');
    expect(DIALOG_DEFAULT_TITLE).toBe('提示');
  });
});

describe('platforms (product-spec §1)', () => {
  it('the shell is platform 0 and the default platformId is 1', () => {
    expect(SHELL_PLATFORM_ID).toBe(0);
    expect(DEFAULT_PLATFORM_ID).toBe(1);
  });

  it('lists the nine sub-applications with their ids, paths and platformIds', () => {
    expect(SUB_APPS.map(({ id, path, platformId }) => [id, path, platformId])).toEqual([
      ['car', '/car/', 8],
      ['card', '/card/', 11],
      ['system', '/system/', 12],
      ['pet', '/pet/', 13],
      ['dataCenter', '/dataCenter/', 17],
      ['elec-car', '/elec-car/', 18],
      ['data-report', '/data-report/', 20],
      ['elec-lease', '/elec-lease/', 23],
      ['elec-gb', '/elec-gb/', 26],
    ]);
  });
});

describe('storage keys (product-spec §3)', () => {
  it.each([
    ['sessionId', 'main_sessionId'],
    ['USER', 'main_USER'],
    ['history', 'main_history'],
    ['alarmVoiceOn', 'main_alarmVoiceOn'],
    ['navUserClient', 'main_navUserClient'],
  ] as const)('%s is stored as %s', (key, full) => {
    expect(storageKey(key)).toBe(full);
  });

  it('keeps the spec’s key names', () => {
    expect(STORAGE_KEYS).toMatchObject({ sessionId: 'sessionId', user: 'USER', history: 'history', currentSystem: 'currentSystem' });
  });
});
