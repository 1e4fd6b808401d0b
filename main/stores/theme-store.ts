import { makeAutoObservable } from 'mobx';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import type { TypedStorage } from '@shared/storage/typed-storage';
import { DEFAULT_THEME, THEMES, THEME_NAMES, type ThemeName } from '@shared/theme/themes';

const themeSchema = z.enum(THEME_NAMES);

/** The user's theme (product-spec §2), persisted as `themeValue`; sub-apps hear of changes on the bus. */
export class ThemeStore {
  themeValue: ThemeName;

  constructor(private readonly storage: TypedStorage) {
    this.themeValue = storage.read(STORAGE_KEYS.themeValue, themeSchema) ?? DEFAULT_THEME;
    makeAutoObservable<ThemeStore, 'storage'>(this, { storage: false });
  }

  get colorPrimary(): string {
    return THEMES[this.themeValue].colorPrimary;
  }

  setTheme(theme: ThemeName): void {
    this.themeValue = theme;
    this.storage.write(STORAGE_KEYS.themeValue, theme);
  }

  /** Back to the default (clear-all); storage was already wiped by the caller. */
  reset(): void {
    this.themeValue = DEFAULT_THEME;
  }
}
