import * as z from 'zod/mini';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import { createTypedStorage } from '@shared/storage/typed-storage';

/** Stored client state under the main app's prefix (product-spec §3). */

const themeSchema = z.object({ theme: z.string() });

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('createTypedStorage', () => {
  it('writes JSON under the main_ prefix and reads it back', () => {
    const storage = createTypedStorage();
    storage.write(STORAGE_KEYS.themeValue, { theme: 'orginTheme' });
    expect(window.localStorage.getItem('main_themeValue')).toBe('{"theme":"orginTheme"}');
    expect(storage.read(STORAGE_KEYS.themeValue, themeSchema)).toEqual({ theme: 'orginTheme' });
  });

  it.each([
    ['a boolean', STORAGE_KEYS.alarmVoiceOn, false, z.boolean()],
    ['a string', STORAGE_KEYS.sessionId, 'S-1', z.string()],
    ['a list', STORAGE_KEYS.systemList, [{ id: 'car' }], z.array(z.object({ id: z.string() }))],
  ])('round-trips %s', (_name, key, value, schema) => {
    const storage = createTypedStorage();
    storage.write(key, value);
    expect(storage.read(key, schema as z.ZodMiniType<unknown>)).toEqual(value);
  });

  it('reads a value another app on the origin wrote under the same key (shared session)', () => {
    window.localStorage.setItem('main_sessionId', '"from-the-shell"');
    expect(createTypedStorage().read(STORAGE_KEYS.sessionId, z.string())).toBe('from-the-shell');
  });

  it('reads an absent key as null without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createTypedStorage().read(STORAGE_KEYS.dictionary, z.unknown())).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{theme:'],
    ['the wrong shape', '{"theme":7}'],
    ['a bare string where an object belongs', '"orginTheme"'],
  ])('removes a corrupted value (%s), reads it as null and warns', (_name, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('main_themeValue', raw);
    expect(createTypedStorage().read(STORAGE_KEYS.themeValue, themeSchema)).toBeNull();
    expect(window.localStorage.getItem('main_themeValue')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('main_themeValue');
  });

  it('remove deletes only that key', () => {
    const storage = createTypedStorage();
    storage.write(STORAGE_KEYS.sessionId, 'S-1');
    storage.write(STORAGE_KEYS.themeValue, { theme: 'blueTheme' });
    storage.remove(STORAGE_KEYS.sessionId);
    expect(window.localStorage.getItem('main_sessionId')).toBeNull();
    expect(window.localStorage.getItem('main_themeValue')).not.toBeNull();
  });

  it('clearAll removes every main_ key and nothing else on the origin', () => {
    const storage = createTypedStorage();
    storage.write(STORAGE_KEYS.sessionId, 'S-1');
    storage.write(STORAGE_KEYS.user, { userId: 1 });
    storage.write(STORAGE_KEYS.history, {});
    window.localStorage.setItem('main_legacyKey', 'x');
    window.localStorage.setItem('car_filters', '{"a":1}');
    window.localStorage.setItem('mainframe', 'keep');
    window.localStorage.setItem('sessionId', 'keep');
    storage.clearAll();
    const left = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)).sort();
    expect(left).toEqual(['car_filters', 'mainframe', 'sessionId']);
  });

  it('uses the backend it is given', () => {
    const backend = fakeBackend();
    expect(createTypedStorage(backend).write(STORAGE_KEYS.systemId, 'car')).toBe(true);
    expect(backend.getItem('main_systemId')).toBe('"car"');
    expect(window.localStorage.length).toBe(0);
  });
});

describe('a backend that throws', () => {
  it('does not throw out of write when the quota is exceeded, and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = fakeBackend();
    backend.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    let saved: boolean | undefined;
    expect(() => {
      saved = createTypedStorage(backend).write(STORAGE_KEYS.dictionary, { big: 'x' });
    }).not.toThrow();
    // the caller learns it was not kept (a login must not go on without its session)
    expect(saved).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads as null when the storage cannot be read (disabled storage)', () => {
    const backend = fakeBackend();
    backend.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(createTypedStorage(backend).read(STORAGE_KEYS.sessionId, z.string())).toBeNull();
  });
});

/** An in-memory Storage. */
function fakeBackend(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => Array.from(map.keys())[index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, String(value));
    },
    removeItem: (key: string) => {
      map.delete(key);
    },
    clear: () => map.clear(),
  };
}
