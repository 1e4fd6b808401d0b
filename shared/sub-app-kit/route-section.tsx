import type { CSSProperties, ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { RouteErrorBoundary, routeErrorMessage } from './route-error-boundary';
import { RouteErrorView } from './route-error-view';

const AREA: CSSProperties = { flex: 1, minHeight: 0 };
const KEEPING_AREA: CSSProperties = { ...AREA, position: 'relative' };

/**
 * The layout route: the app's own navigation (`nav`, not on its standalone login) above every
 * screen, each screen inside one error boundary, reset by navigation. `kept`: screens the app keeps
 * mounted across navigation (each shows itself on its own route and hides otherwise), beside the
 * routed one.
 */
export function RouteSection({ nav, kept }: { nav?: ReactNode; kept?: ReactNode }) {
  const location = useLocation();
  const isLogin = location.pathname === '/login';
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {isLogin ? null : nav}
      {/* positioned when screens are kept: each lies over the routed screen's area */}
      <div style={kept ? KEEPING_AREA : AREA}>
        <RouteErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </RouteErrorBoundary>
        {isLogin ? null : kept}
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
