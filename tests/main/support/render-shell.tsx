import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { showShellSessionExpired } from '@main/app/error-feedback';
import { ShellProviders } from '@main/app/shell-app';
import type { RootStore } from '@main/stores/root-store';
import { SubAppConfigRegistry } from '@main/sub-apps/sub-app-config';

/** Shows the current path, so tests can assert where a click went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="当前地址">{`${pathname}${search}`}</output>;
}

/** Renders elements at paths inside the shell's real providers (zh_CN antd, App, stores). */
export function renderInShell(root: RootStore, routes: { path: string; element: ReactNode }[], initialPath: string) {
  // as bootstrap.tsx wires it: a hosted sub-app's 4010 opens the shell's one dialog
  const registry = new SubAppConfigRegistry({
    dev: false,
    origin: 'http://localhost',
    baseUrl: '',
    navigate: () => {},
    reportSessionExpired: () => showShellSessionExpired(root),
  });
  const router = createMemoryRouter(
    routes.map((route) => ({ path: route.path, element: <>{route.element}<LocationProbe /></> })),
    { initialEntries: [initialPath] },
  );
  const view = render(
    <ShellProviders root={root} registry={registry}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return { ...view, router, registry };
}
