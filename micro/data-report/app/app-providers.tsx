import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { PermissionProvider } from '@shared/permission/permission-context';
import { SubAppProviders } from '@shared/sub-app-kit/sub-app-providers';
import { DataReportContextProvider, type DataReportContextValue } from '../context/data-report-context';
import './global.css';

/** The kit's providers, then the role's permissions and the app's own context. */
export const AppProviders = observer(function AppProviders({ value, children }: { value: DataReportContextValue; children: ReactNode }) {
  const { stores, bus, props } = value;
  const kit = useMemo(() => ({ http: stores.http, session: stores.session, bus, props }), [stores, bus, props]);
  return (
    <SubAppProviders kit={kit} theme={stores.theme} className="data-report-app">
      <PermissionProvider maps={stores.permissions}>
        <DataReportContextProvider value={value}>{children}</DataReportContextProvider>
      </PermissionProvider>
    </SubAppProviders>
  );
});
