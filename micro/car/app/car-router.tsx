import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireSession } from '../features/auth/require-session';
import { VehicleListPage } from '../features/vehicles/vehicle-list-page';
import { CAR_ROUTE_BASENAME } from './car-system';
import { NotFoundPage } from './not-found-page';
import { RouteSection, RouteSectionError } from './route-section';

export interface CarRouterOptions {
  /** standalone only: inside the shell, login is the shell's page */
  withLogin: boolean;
}

export function carRoutes({ withLogin }: CarRouterOptions): RouteObject[] {
  const loginRoute: RouteObject = {
    path: 'login',
    // a separate chunk: the console inside the shell never downloads it
    lazy: async () => ({ Component: (await import('../features/auth/standalone-login-page')).StandaloneLoginPage }),
  };
  return [
    {
      path: '/',
      element: <RouteSection />,
      errorElement: <RouteSectionError />,
      children: [
        {
          index: true,
          element: (
            <RequireSession>
              <VehicleListPage />
            </RequireSession>
          ),
        },
        {
          path: 'playback',
          // its own chunk (map, chart): the vehicle list never downloads it
          lazy: async () => ({ Component: (await import('./playback-route')).PlaybackRoute }),
        },
        ...(withLogin ? [loginRoute] : []),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The console's router under `/apps/car` (the server's path, and the sandbox's pathname inside wujie). */
export function createCarRouter(options: CarRouterOptions) {
  return createBrowserRouter(carRoutes(options), { basename: CAR_ROUTE_BASENAME });
}
