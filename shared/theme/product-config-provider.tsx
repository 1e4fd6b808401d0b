import { ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { ANTD_LOCALE } from './antd-locale';
import { themeTokens } from './themes';

/** no space inserted into two-character labels: buttons read 登录, not 登 录 */
const BUTTON_CONFIG = { autoInsertSpace: false } as const;

/**
 * antd as every React root of the product has it (the shell, each sub-app, a standalone console's
 * dialogs): Chinese, the user's theme colour, two-character buttons as written. One place, so the
 * roots cannot drift apart.
 */
export function ProductConfigProvider({ colorPrimary, children }: { colorPrimary: string; children: ReactNode }) {
  const theme = useMemo(() => ({ token: themeTokens(colorPrimary) }), [colorPrimary]);
  return (
    <ConfigProvider locale={ANTD_LOCALE} theme={theme} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  );
}
