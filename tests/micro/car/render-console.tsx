import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createLocalBus } from '@shared/contract/local-bus';
import { CONTRACT_VERSION, type SubAppProps } from '@shared/contract/sub-app-props';
import { createStoredSession } from '@shared/storage/session-storage';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { AppProviders } from '@car/app/app-providers';
import { CarRootStore } from '@car/app/car-root-store';
import { createFakeHttpClient, type FakeResponder } from './fake-http-client';

/**
 * Renders console UI with what `mount` would give it: real antd, real stores, a local bus, and a
 * fake HttpClient in place of the network.
 */
export function renderConsole(ui: ReactNode, responder?: FakeResponder) {
  const fake = createFakeHttpClient(responder);
  const storage = createTypedStorage();
  const session = createStoredSession(storage);
  const stores = new CarRootStore({ http: fake.client, storage, session });
  const bus = createLocalBus();
  const navigations: string[] = [];
  /** how many times the console asked its host for the session-expired dialog */
  const sessionReports = { count: 0 };
  const props: SubAppProps = {
    contractVersion: CONTRACT_VERSION,
    platformId: 8,
    baseUrl: '',
    routeBase: '/apps/car',
    navigateShell: (path) => navigations.push(path),
    reportSessionExpired: () => {
      sessionReports.count += 1;
    },
  };
  const view = render(<AppProviders value={{ stores, bus, props }}>{ui}</AppProviders>);
  return { ...view, ...fake, stores, bus, navigations, sessionReports };
}
