import { Spin } from 'antd';
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { CheckLoginPage } from '../pages/check-login/check-login-page';
import { CenterLayout } from '../pages/center/center-layout';
import { AlarmPushPage, AlarmSettingPage, DownloadPage, HealthPage, NoticeDetailPage, NoticePage } from '../pages/center/center-pages';
import { SecurityPage } from '../pages/center/security-page';
import { HomePage } from '../pages/home/home-page';
import { LoginPage } from '../pages/login/login-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { ReloadPage } from '../pages/reload/reload-page';
import type { RootStore } from '../stores/root-store';
import { SubAppRoute } from '../sub-apps/sub-app-view';
import type { WujieBusLike } from '../sub-apps/wujie-runtime';
import { ShellLayout } from './layout/shell-layout';
import { PATHS } from './route-table';
import { RouteErrorPage } from './route-error-page';
import { runNavigationGuard } from './run-navigation-guard';

const relative = (path: string) => path.slice(PATHS.center.length + 1);

/**
 * The data router. The root route's loader runs the guard before every navigation
 * (shouldRevalidate always true), so no page renders before its rules are settled.
 */
export function createShellRouter(root: RootStore, bus: Omit<WujieBusLike, '$emit'>) {
  const guard = async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const outcome = await runNavigationGuard(`${url.pathname}${url.search}`, root);
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    return null;
  };

  return createBrowserRouter([
    {
      id: 'root',
      loader: guard,
      shouldRevalidate: () => true,
      element: <ShellLayout bus={bus} />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: (
        <div style={{ padding: 96, textAlign: 'center' }}>
          <Spin description="正在加载…" />
        </div>
      ),
      children: [
        { path: PATHS.reload, element: <ReloadPage /> },
        { path: PATHS.home, element: <HomePage /> },
        {
          path: PATHS.checkLogin,
          // visiting it clears every stored client datum (product-spec §2, §4), before it renders
          loader: () => {
            root.clearAllStoredData();
            return null;
          },
          element: <CheckLoginPage />,
        },
        {
          path: PATHS.center,
          element: <CenterLayout />,
          children: [
            { path: relative(PATHS.notice), element: <NoticePage /> },
            { path: relative(PATHS.security), element: <SecurityPage /> },
            { path: relative(PATHS.download), element: <DownloadPage /> },
            { path: relative(PATHS.detail), element: <NoticeDetailPage /> },
            { path: relative(PATHS.alarmSetting), element: <AlarmSettingPage /> },
            { path: relative(PATHS.alarmPush), element: <AlarmPushPage /> },
            { path: relative(PATHS.health), element: <HealthPage /> },
          ],
        },
        { path: PATHS.notFound, element: <NotFoundPage /> },
        { path: PATHS.login, element: <LoginPage /> },
        // everything else: a sub-app of the role's list, or (decided by the guard) /404
        { path: '/:systemPath/*', element: <SubAppRoute /> },
      ],
    },
  ]);
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
