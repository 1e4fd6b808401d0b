import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@shared/constants/limits';
import type { RootStore } from '../stores/root-store';
import type { SubAppConfigRegistry } from '../sub-apps/sub-app-config';
import { RootStoreContext, SubAppRegistryContext } from '../context/store-context';

/** One toast at a time, a new one replaces the previous (product-spec §4), for 3 s (§9). */
const MESSAGE_CONFIG = { maxCount: 1, duration: TOAST_DURATION_MS / 1000 };

interface ShellProvidersProps {
  root: RootStore;
  registry: SubAppConfigRegistry;
  children: ReactNode;
}

/** zh_CN antd with the user's theme colour; `App` gives pages message/modal with that context. */
export const ShellProviders = observer(function ShellProviders({ root, registry, children }: ShellProvidersProps) {
  return (
    <RootStoreContext.Provider value={root}>
      <SubAppRegistryContext.Provider value={registry}>
        <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: root.theme.colorPrimary } }} button={{ autoInsertSpace: false }}>
          <App message={MESSAGE_CONFIG}>{children}</App>
        </ConfigProvider>
      </SubAppRegistryContext.Provider>
    </RootStoreContext.Provider>
  );
});
