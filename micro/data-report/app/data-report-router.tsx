import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireSession } from '@shared/sub-app-kit/require-session';
import { RouteSection, RouteSectionError } from '@shared/sub-app-kit/route-section';
import { AlarmReportPage } from '../features/reports/alarm-report-page';
import { MileageReportPage } from '../features/reports/mileage-report-page';
import { OnlineReportPage } from '../features/reports/online-report-page';
import { DATA_REPORT_ROUTE_BASENAME } from './data-report-system';
import { NotFoundPage } from './not-found-page';
import { REPORT_ROUTES } from './report-paths';
import { ReportLayout } from './report-layout';

export interface DataReportRouterOptions {
  /** standalone only: inside the shell, login is the shell's page */
  withLogin: boolean;
}

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
            { index: true, element: <Navigate to={REPORT_ROUTES.mileage} replace /> },
            { path: REPORT_ROUTES.mileage.slice(1), element: <MileageReportPage /> },
            { path: REPORT_ROUTES.alarmInfo.slice(1), element: <AlarmReportPage /> },
            { path: REPORT_ROUTES.carDayOnline.slice(1), element: <OnlineReportPage /> },
          ],
        },
        ...(withLogin ? [loginRoute] : []),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createDataReportRouter(options: DataReportRouterOptions) {
  return createBrowserRouter(dataReportRoutes(options), { basename: DATA_REPORT_ROUTE_BASENAME });
}
