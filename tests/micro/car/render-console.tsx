import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createLocalBus } from '@shared/contract/local-bus';
import { CONTRACT_VERSION, type SubAppProps } from '@shared/contract/sub-app-props';
import { createStoredSession } from '@shared/storage/session-storage';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { AppProviders } from '@car/app/app-providers';
import { CarRootStore } from '@car/app/car-root-store';
import { createConsoleHttp, type ConsoleResponder } from './console-http';

/**
 * Renders console UI with what `mount` would give it: real antd, real stores, a local bus, and the
 * real HTTP client against the file's local server, answered by `responder`.
 */
export function renderConsole(ui: ReactNode, responder?: ConsoleResponder) {
  const storage = createTypedStorage();
  const session = createStoredSession(storage);
  /** how many times the console asked its host for the session-expired dialog */
  const sessionReports = { count: 0 };
  const reportSessionExpired = () => {
    sessionReports.count += 1;
  };
  const api = createConsoleHttp(responder, { storage, session, onSessionExpired: reportSessionExpired });
  const stores = new CarRootStore({ http: api.client, storage, session });
  const bus = createLocalBus();
  const navigations: string[] = [];
  const props: SubAppProps = {
    contractVersion: CONTRACT_VERSION,
    platformId: 8,
    baseUrl: '',
    routeBase: '/apps/car',
    navigateShell: (path) => navigations.push(path),
    reportSessionExpired,
  };
  const view = render(<AppProviders value={{ stores, bus, props }}>{ui}</AppProviders>);
  return { ...view, requests: api.requests, stores, bus, navigations, sessionReports };
}
