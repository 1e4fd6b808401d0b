import { ConfigProvider } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { PermissionProvider } from '@shared/permission/permission-context';
import { SubAppProviders } from '@shared/sub-app-kit/sub-app-providers';
import { DataReportContextProvider, type DataReportContextValue } from '../context/data-report-context';
import { showLightWave } from './light-wave';
import './global.css';

/** module constant: the same object at every render (ConfigProvider's context stays the same) */
const WAVE = { showEffect: showLightWave };

/** The kit's providers (with the app's light click ripple), then the role's permissions and the app's own context. */
export const AppProviders = observer(function AppProviders({ value, children }: { value: DataReportContextValue; children: ReactNode }) {
  const { stores, bus, props } = value;
  const kit = useMemo(() => ({ http: stores.http, session: stores.session, bus, props }), [stores, bus, props]);
  return (
    <SubAppProviders kit={kit} theme={stores.theme} className="data-report-app">
      <ConfigProvider wave={WAVE}>
        <PermissionProvider maps={stores.permissions}>
          <DataReportContextProvider value={value}>{children}</DataReportContextProvider>
        </PermissionProvider>
      </ConfigProvider>
    </SubAppProviders>
  );
});
