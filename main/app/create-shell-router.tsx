import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { RootStore } from '../stores/root-store';
import { SUB_APP_ROUTE_ID } from '../sub-apps/sub-app-stage';
import { SubAppRoute } from '../sub-apps/sub-app-view';
import type { WujieBusLike } from '../sub-apps/wujie-runtime';
import { ShellLayout } from './layout/shell-layout';
import { PATHS } from '../routing/route-table';
import { RouteErrorPage } from './route-error-page';
import { runNavigationGuard } from './run-navigation-guard';

const relative = (path: string) => path.slice(PATHS.center.length + 1);

/**
 * Pages load on first visit: the initial bundle carries only the layout, the guard and the sub-app
 * host, so a logged-in user reaching /car/ does not download the login form or the centre pages.
 */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const downloadPage = () => import('../pages/center/download/download-page');

/**
 * The shell's route objects. The root route's loader runs the guard before every navigation
 * (shouldRevalidate always true), so no page renders before its rules are settled. Exported apart
 * from the browser router so tests can full-load any address in a memory router.
 */
export function createShellRoutes(root: RootStore, bus: Omit<WujieBusLike, '$emit'>): RouteObject[] {
  const guard = async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const outcome = await runNavigationGuard(`${url.pathname}${url.search}`, root);
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    return null;
  };

  return [
    {
      id: 'root',
      loader: guard,
      shouldRevalidate: () => true,
      element: <ShellLayout bus={bus} />,
      errorElement: <RouteErrorPage />,
      // plain text under the progress bar: antd's Spin would ride along in the initial JS (issue 12)
      hydrateFallbackElement: (
        <div role="status" style={{ padding: 96, textAlign: 'center', color: 'rgba(0, 0, 0, 0.65)' }}>
          正在加载…
        </div>
      ),
      children: [
        // `/` typed or reloaded: without a route of its own the router would answer its 404 before
        // the guard (which redirects it) ever ran (product-spec §2: / → /home on every load)
        { index: true, loader: () => redirect(PATHS.home) },
        { path: PATHS.reload, lazy: page(() => import('../pages/reload/reload-page'), (m) => m.ReloadPage) },
        { path: PATHS.home, lazy: page(() => import('../pages/home/home-page'), (m) => m.HomePage) },
        {
          path: PATHS.checkLogin,
          // visiting it clears every stored client datum (product-spec §2, §4), before it renders
          loader: () => {
            root.clearAllStoredData();
            return null;
          },
          lazy: page(() => import('../pages/check-login/check-login-page'), (m) => m.CheckLoginPage),
        },
        {
          path: PATHS.center,
          lazy: page(() => import('../pages/center/center-layout'), (m) => m.CenterLayout),
          children: [
            { path: relative(PATHS.notice), lazy: page(() => import('../pages/center/notice-page'), (m) => m.NoticePage) },
            { path: relative(PATHS.security), lazy: page(() => import('../pages/center/security-page'), (m) => m.SecurityPage) },
            { path: relative(PATHS.download), lazy: page(downloadPage, (m) => m.DownloadPage) },
            { path: relative(PATHS.detail), lazy: page(() => import('../pages/center/notice-detail-page'), (m) => m.NoticeDetailPage) },
            { path: relative(PATHS.alarmSetting), lazy: page(() => import('../pages/center/alarm-setting-page'), (m) => m.AlarmSettingPage) },
            { path: relative(PATHS.alarmPush), lazy: page(() => import('../pages/center/alarm-push-page'), (m) => m.AlarmPushPage) },
            { path: relative(PATHS.health), lazy: page(() => import('../pages/center/health-page'), (m) => m.HealthPage) },
            {
              path: relative(PATHS.assistantSetting),
              lazy: page(() => import('../pages/center/assistant-setting-page'), (m) => m.AssistantSettingPage),
            },
          ],
        },
        { path: PATHS.notFound, lazy: page(() => import('../pages/not-found/not-found-page'), (m) => m.NotFoundPage) },
        { path: PATHS.login, lazy: page(() => import('../pages/login/login-page'), (m) => m.LoginPage) },
        // everything else: a sub-app of the role's list, or (decided by the guard) /404
        { id: SUB_APP_ROUTE_ID, path: '/:systemPath/*', element: <SubAppRoute /> },
      ],
    },
  ];
}

/** The data router over the browser's address bar. */
export function createShellRouter(root: RootStore, bus: Omit<WujieBusLike, '$emit'>) {
  return createBrowserRouter(createShellRoutes(root, bus));
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
