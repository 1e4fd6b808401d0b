import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { SessionExpiredDialog } from '../features/auth/session-expired-dialog';
import { CarContextProvider, type CarContextValue } from '../context/car-context';
import './global.css';

/**
 * antd in Chinese with the user's theme, and `<App>` so feedback (message, modal) comes from
 * `App.useApp()`: static methods would lose the theme and render outside wujie's shadow root.
 */
export const AppProviders = observer(function AppProviders({ value, children }: { value: CarContextValue; children: ReactNode }) {
  return (
    <CarContextProvider value={value}>
      {/* no space inserted into two-character labels: buttons read 登录, not 登 录 */}
      <ConfigProvider
        locale={zhCN}
        theme={{ token: { colorPrimary: value.stores.theme.colorPrimary } }}
        button={{ autoInsertSpace: false }}
      >
        <App className="car-app">
          {children}
          <SessionExpiredDialog />
        </App>
      </ConfigProvider>
    </CarContextProvider>
  );
});
