import { makeAutoObservable } from 'mobx';
import * as z from 'zod/mini';
import type { SubAppBus } from '../contract/sub-app-context';
import { STORAGE_KEYS } from '../constants/storage-keys';
import type { TypedStorage } from '../storage/typed-storage';
import { DEFAULT_THEME, isThemeName, THEMES, type ThemeName } from '../theme/themes';

/** Accept anything on read: a strict schema would make the typed storage delete the shell's value. */
const anyValue = z.unknown();

/**
 * A sub-app's theme. It starts from the stored `themeValue` (shared with the shell through
 * localStorage) and follows `shell:theme` afterwards.
 */
export class ThemeStore {
  theme: ThemeName;

  constructor(storage: TypedStorage) {
    const stored = storage.read(STORAGE_KEYS.themeValue, anyValue);
    this.theme = isThemeName(stored) ? stored : DEFAULT_THEME;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get colorPrimary(): string {
    return THEMES[this.theme].colorPrimary;
  }

  setTheme(theme: unknown): void {
    // bus payloads come from another realm and maybe another version: check them
    if (isThemeName(theme)) this.theme = theme;
    else console.warn(`[theme] 未知的主题：${String(theme)}`);
  }

  /** Follows the shell's theme switches; returns the unsubscribe function. */
  followShell(bus: SubAppBus): () => void {
    return bus.on('shell:theme', (payload) => this.setTheme(payload?.theme));
  }
}
