import { useMemo, type ReactNode } from 'react';
import { SubAppProviders } from '@shared/sub-app-kit/sub-app-providers';
import { CarContextProvider, type CarContextValue } from '../context/car-context';
import './global.css';

/**
 * The kit's providers (antd in Chinese with the user's theme, `<App>`, the one error path) with
 * the console's own context inside. No session dialog here: the host shows it (the shell's, or
 * the standalone host's).
 */
export function AppProviders({ value, children }: { value: CarContextValue; children: ReactNode }) {
  const { stores, bus, props } = value;
  const kit = useMemo(() => ({ http: stores.http, session: stores.session, bus, props }), [stores, bus, props]);
  return (
    <SubAppProviders kit={kit} theme={stores.theme} className="car-app">
      <CarContextProvider value={value}>{children}</CarContextProvider>
    </SubAppProviders>
  );
}
