import { use, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireSession } from '@shared/sub-app-kit/require-session';
import { RouteSection, RouteSectionError } from '@shared/sub-app-kit/route-section';
import { preloadFleetMap } from '@shared/map/load-fleet-map';
import { MonitorPage } from '../features/monitor/monitor-page';
import { BackgroundStart } from './background-start';
import { CAR_ROUTE_BASENAME } from './car-system';
import { KeptAlarmCentre } from './kept-alarm-centre';
import { KeptMonitorPage } from './kept-monitor-page';
import { ALARM_CENTRE_PATH, ALARM_CENTRE_ROUTE, MONITOR_PATH, VEHICLE_LIST_ROUTE } from '../context/console-paths';
import { ConsoleNav, isMonitorPath } from './console-nav';

/** The alarm centre's chunk, fetched when the console is idle: opening it from the badge does not wait for the download. */
const loadAlarmCentre = () => import('../features/alarms/alarm-centre-page');

/** The alarm centre's page once its chunk has come (forgotten if the download failed: 重试 asks again). */
let alarmCentrePage: Promise<ReactNode> | null = null;
function loadAlarmCentrePage(): Promise<ReactNode> {
  alarmCentrePage ??= loadAlarmCentre().then(
    ({ AlarmCentrePage }) => <AlarmCentrePage />,
    (error: unknown) => {
      alarmCentrePage = null;
      throw error;
    },
  );
  return alarmCentrePage;
}

/** A kept screen's route element: nothing, the layout's kept screen (KeptMonitorPage, KeptAlarmCentre) shows the page. */
function ShownByKeptScreen(): null {
  return null;
}

/** Fetches the alarm centre's chunk ahead of its first opening (a failure is retried by the opening). */
const prefetchAlarmCentre = () => void loadAlarmCentrePage().catch(() => undefined);

/** The screens whose large first answer opens the console's first-screen gate once it is shown (the others open it at once). */
const screenOpensGate = (pathname: string) => isMonitorPath(pathname) || pathname === '/playback';

/**
 * The alarm centre's screen: a component that waits for the chunk (Suspense), not the router's
 * `lazy`. With `lazy`, the first click went through the router's loading state (a render of the
 * page being left, ~20 ms in the profile) before the screen's own. The layout keeps it
 * (KeptAlarmCentre), prepared at idle: by the click its chunk has come and the page is laid out.
 */
function AlarmCentreRoute() {
  return use(loadAlarmCentrePage());
}

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
      element: (
        <RouteSection
          nav={
            <>
              <ConsoleNav />
              {/* the first alarm poll and the alarm centre's chunk, once the first screen's data is shown */}
              <BackgroundStart prefetchAlarmCentre={prefetchAlarmCentre} screenOpensGate={screenOpensGate} />
            </>
          }
          // the monitoring page stays mounted (put away) once opened, the alarm centre once prepared at
          // idle or opened: opening either shows it as it was left
          kept={
            <>
              <KeptMonitorPage page={MonitorPage} />
              <KeptAlarmCentre page={AlarmCentreRoute} path={ALARM_CENTRE_PATH} />
            </>
          }
        />
      ),
      errorElement: <RouteSectionError />,
      children: [
        // 车辆监控 is the console's home (shown by the layout's KeptMonitorPage); the vehicle list keeps its own address
        { index: true, Component: ShownByKeptScreen },
        { path: MONITOR_PATH, Component: ShownByKeptScreen },
        {
          path: VEHICLE_LIST_ROUTE,
          // a separate chunk: the console opens on the monitoring page
          lazy: async () => {
            const { VehicleListPage } = await import('../features/vehicles/vehicle-list-page');
            return {
              element: (
                <RequireSession>
                  <VehicleListPage />
                </RequireSession>
              ),
            };
          },
        },
        {
          path: ALARM_CENTRE_ROUTE,
          // shown by the layout's kept alarm centre (KeptAlarmCentre), a separate chunk fetched at
          // idle: most visits to the console never open it. The route only claims the address (a
          // Component that renders nothing: a null element would make the router warn of an empty page).
          Component: ShownByKeptScreen,
        },
        {
          path: 'playback',
          // its own chunk (map, chart): the vehicle list never downloads it. The map's chunk is on the
          // player's first screen: it loads beside the page's, not after the page has rendered and
          // asked for the track (inside the shell, wujie took ~100 ms more to bring it than the
          // server took to answer a 100k-point track, and the first frame waited for it)
          lazy: async () => {
            preloadFleetMap();
            return { Component: (await import('./playback-route')).PlaybackRoute };
          },
        },
        ...(withLogin ? [loginRoute] : []),
        {
          path: '*',
          lazy: async () => {
            const { NotFoundPage } = await import('@shared/sub-app-kit/not-found-page');
            return { element: <NotFoundPage homeLabel="返回车辆监控" /> };
          },
        },
      ],
    },
  ];
}

/** The console's router under `/apps/car` (the server's path, and the sandbox's pathname inside wujie). */
export function createCarRouter(options: CarRouterOptions) {
  return createBrowserRouter(carRoutes(options), { basename: CAR_ROUTE_BASENAME });
}
