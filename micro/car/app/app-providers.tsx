import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { PermissionProvider } from '@shared/permission/permission-context';
import { useShellPermissions } from '@shared/permission/use-shell-permissions';
import { PRODUCT_TOAST_CONFIG } from '@shared/ui/feedback/product-toast';
import { CarContextProvider, type CarContextValue } from '../context/car-context';
import { CarErrorFeedback } from './error-feedback';
import './global.css';

/**
 * antd in Chinese with the user's theme, and `<App>` so feedback (message, modal) comes from
 * `App.useApp()`: static methods would lose the theme and render outside wujie's shadow root.
 * No session dialog here: the host shows it (the shell's, or the standalone host's).
 */
export const AppProviders = observer(function AppProviders({ value, children }: { value: CarContextValue; children: ReactNode }) {
  const permissions = useShellPermissions(value.bus);
  return (
    <CarContextProvider value={value}>
      {/* no space inserted into two-character labels: buttons read 登录, not 登 录 */}
      <ConfigProvider
        locale={zhCN}
        theme={{ token: { colorPrimary: value.stores.theme.colorPrimary } }}
        button={{ autoInsertSpace: false }}
      >
        <App className="car-app" message={PRODUCT_TOAST_CONFIG}>
          <CarErrorFeedback>
            <PermissionProvider maps={permissions}>{children}</PermissionProvider>
          </CarErrorFeedback>
        </App>
      </ConfigProvider>
    </CarContextProvider>
  );
});
