/** Theme values (product-spec §2). Names kept exactly, `orginTheme` included: stored values depend on them. */
export const THEME_NAMES = ['defaultTheme', 'orginTheme', 'blueTheme', 'greenTheme'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const DEFAULT_THEME: ThemeName = 'defaultTheme';

export interface ThemeDefinition {
  name: ThemeName;
  /** the label in the theme picker */
  label: string;
  /** antd colorPrimary */
  colorPrimary: string;
}

/**
 * Each primary colour is the darkest shade of its hue that still reads as that hue, chosen so that
 * white text on it and it as text on white (or on its own light tint: selected menu items) reach
 * WCAG AA 4.5:1 (antd's own blue-6 #1677ff is 4.1:1, orange-6 2.4:1, green-6 2.3:1).
 */
export const THEMES: Record<ThemeName, ThemeDefinition> = {
  defaultTheme: { name: 'defaultTheme', label: '默认蓝', colorPrimary: '#0958d9' },
  orginTheme: { name: 'orginTheme', label: '活力橙', colorPrimary: '#ad4e00' },
  blueTheme: { name: 'blueTheme', label: '深海蓝', colorPrimary: '#2f54eb' },
  greenTheme: { name: 'greenTheme', label: '清新绿', colorPrimary: '#237804' },
};

/**
 * The antd tokens of a theme, for every app's ConfigProvider, so low-vision operators can read
 * every text (WCAG AA 4.5:1): secondary, description and tertiary text (labels) darkened from
 * antd's 45 % black (3.4:1 on white) to 60–65 %, placeholders from 25 % to 60 %; links in the theme's colour instead of antd's fixed
 * info blue; the error red (danger buttons, form messages) from #ff4d4f (3.3:1) to red-7 (5.9:1).
 */
export function themeTokens(colorPrimary: string) {
  return {
    colorPrimary,
    colorLink: colorPrimary,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // placeholders often carry meaning (a group select's 全部分组): readable too, still lighter than a value
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorError: '#cf1322',
  };
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
