import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { createLocalBus } from '@shared/contract/local-bus';
import { SubAppKitProvider } from '@shared/sub-app-kit/sub-app-kit-context';
import { CarRootStore } from '@car/app/car-root-store';
import { CarContextProvider } from '@car/context/car-context';
import { createConsoleHttp } from '../console-http';

/** The child routes' own pages: only the kept screens are under test. */
const Nothing = (): null => null;

/**
 * `kept` (the console's kept screens) in a layout route on a memory router at `path`, signed in or
 * not, with the console's stores and contexts. The child routes are the console's screens, each
 * rendering nothing.
 */
export function renderKeptLayout(path: string, kept: ReactNode, { signedIn = true } = {}) {
  const { client, storage, session } = createConsoleHttp();
  if (signedIn) session.writeSessionId('session-1');
  const stores = new CarRootStore({ http: client, storage, session });
  const bus = createLocalBus();
  const navigateShell = vi.fn<(path: string) => void>();
  const props = { navigateShell } as never;
  const layout = (
    <SubAppKitProvider value={{ http: client, session, bus, props }}>
      <CarContextProvider value={{ stores, bus, props }}>{kept}</CarContextProvider>
    </SubAppKitProvider>
  );
  const screens = ['monitor', 'alarm', 'vehicles'].map((screen) => ({ path: screen, Component: Nothing }));
  const router = createMemoryRouter([{ path: '/', element: layout, children: [{ index: true, Component: Nothing }, ...screens] }], {
    initialEntries: [path],
  });
  const view = render(<RouterProvider router={router} />);
  const unmount = () => {
    view.unmount();
    stores.dispose();
  };
  return { router, stores, session, navigateShell, unmount };
}
