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

export const THEMES: Record<ThemeName, ThemeDefinition> = {
  defaultTheme: { name: 'defaultTheme', label: '默认蓝', colorPrimary: '#1677ff' },
  orginTheme: { name: 'orginTheme', label: '活力橙', colorPrimary: '#fa8c16' },
  blueTheme: { name: 'blueTheme', label: '深海蓝', colorPrimary: '#2f54eb' },
  greenTheme: { name: 'greenTheme', label: '清新绿', colorPrimary: '#52c41a' },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
