import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { RouteErrorBoundary, routeErrorMessage } from './route-error-boundary';
import { RouteErrorView } from './route-error-view';

/**
 * The layout route: the app's own navigation (`nav`, not on its standalone login) above every
 * screen, each screen inside one error boundary, reset by navigation.
 */
export function RouteSection({ nav }: { nav?: ReactNode }) {
  const location = useLocation();
  const isLogin = location.pathname === '/login';
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {isLogin ? null : nav}
      <div style={{ flex: 1, minHeight: 0 }}>
        <RouteErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </div>
    </div>
  );
}

/**
 * The router's own error element: failures outside rendering, such as a lazy screen's chunk that
 * did not load. 重试 navigates to the same place again, which runs the route anew.
 */
export function RouteSectionError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  if (error) console.error('[子应用] 路由出错', error);
  return <RouteErrorView message={routeErrorMessage(error)} onRetry={() => navigate(location, { replace: true })} />;
}
