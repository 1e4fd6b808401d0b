import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireSession } from '@shared/sub-app-kit/require-session';
import { RouteSection, RouteSectionError } from '@shared/sub-app-kit/route-section';
import { DATA_REPORT_ROUTE_BASENAME } from './data-report-system';
import { NotFoundPage } from '@shared/sub-app-kit/not-found-page';
import { REPORT_ROUTES } from './report-paths';
import { ReportLayout } from './report-layout';

export interface DataReportRouterOptions {
  /** standalone only: inside the shell, login is the shell's page */
  withLogin: boolean;
}

const mileageReport = async () => ({ Component: (await import('../features/reports/mileage-report-page')).MileageReportPage });

/** The app's route table: the spec's three report paths under one menu. */
export function dataReportRoutes({ withLogin }: DataReportRouterOptions): RouteObject[] {
  const loginRoute: RouteObject = {
    path: 'login',
    // a separate chunk: the app inside the shell never downloads it
    lazy: async () => ({ Component: (await import('../features/auth/standalone-login-page')).StandaloneLoginPage }),
  };
  return [
    {
      path: '/',
      element: <RouteSection />,
      errorElement: <RouteSectionError />,
      children: [
        {
          element: (
            <RequireSession>
              <ReportLayout />
            </RequireSession>
          ),
          children: [
            // the app's root shows the mileage report itself: no redirect to wait for
            { index: true, lazy: mileageReport },
            // each report is its own chunk (the table, tree select and filters with it): the
            // app's first script stays small, and inside the shell it is preloaded anyway
            {
              path: REPORT_ROUTES.mileage.slice(1),
              lazy: mileageReport,
            },
            {
              path: REPORT_ROUTES.alarmInfo.slice(1),
              lazy: async () => ({ Component: (await import('../features/reports/alarm-report-page')).AlarmReportPage }),
            },
            {
              path: REPORT_ROUTES.carDayOnline.slice(1),
              lazy: async () => ({ Component: (await import('../features/reports/online-report-page')).OnlineReportPage }),
            },
          ],
        },
        ...(withLogin ? [loginRoute] : []),
        { path: '*', element: <NotFoundPage homeLabel="返回里程报表" /> },
      ],
    },
  ];
}

export function createDataReportRouter(options: DataReportRouterOptions) {
  return createBrowserRouter(dataReportRoutes(options), { basename: DATA_REPORT_ROUTE_BASENAME });
}
