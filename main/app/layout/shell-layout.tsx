import { theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SessionExpiredDialog } from '../../dialogs/session-expired/session-expired-dialog';
import { SubAppStage } from '../../sub-apps/sub-app-stage';
import { useBusDoor } from '../../sub-apps/use-bus-door';
import type { WujieBusLike } from '../../sub-apps/wujie-runtime';
import { PATHS } from '../../routing/route-table';
import { useRootStore, useSubAppRegistry } from '../../context/store-context';
import { usePageScale } from '../use-page-scale';
import { isBlankPage, isLayoutPath } from './layout-paths';
import { GlobalDialogs } from './global-dialogs';
import { ShellHeader } from './shell-header';
import { useEnsureShellData } from './use-ensure-shell-data';
import { useRecordHistory } from './use-record-history';

// a chunk of its own, fetched once a session exists: the shell's initial JS does not grow (issue 13)
const AssistantHost = lazy(() => import('../../assistant/assistant-host').then((module) => ({ default: module.AssistantHost })));

const openWindow = (url: string) => {
  window.open(url, '_blank', 'noopener');
};

/**
 * The shell around every route: header (on layout routes only), the page, the global dialogs
 * (only when logged in, product-spec §4) and the bus door. The page is scaled to the window
 * against the 1366×768 design with CSS zoom, which keeps layout and hit-testing consistent.
 */
export const ShellLayout = observer(function ShellLayout({ bus }: { bus: Omit<WujieBusLike, '$emit'> }) {
  const root = useRootStore();
  const registry = useSubAppRegistry();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const scale = usePageScale();
  const { token } = theme.useToken();
  const goLogin = useCallback(() => navigate(PATHS.login, { replace: true }), [navigate]);

  const shellActions = useMemo(() => ({ navigate: (path: string, options?: { replace: boolean }) => navigate(path, options), openWindow, onSessionExpired: goLogin }), [navigate, goLogin]);
  useBusDoor(bus, root, shellActions);
  useEnsureShellData(root, registry, goLogin);
  useRecordHistory(root);

  const showHeader = !isBlankPage(search) && isLayoutPath(pathname, (segment) => root.systems.findBySegment(segment) !== undefined);

  return (
    // zoom shrinks the viewport units too: divide to keep filling the window. A fixed height (not a
    // minimum) bounds the content area, so a sub-app scrolls inside itself and its virtual lists work.
    // antd's Layout in plain elements (its Sider would ride along in the initial JS)
    <div style={{ display: 'flex', flexDirection: 'column', background: token.colorBgLayout, height: `${100 / scale}vh`, zoom: scale }}>
      {showHeader ? <ShellHeader /> : null}
      {/* a stacking context of its own: the hidden sub-app hosts sit below the page shown (sub-app-stage.tsx) */}
      <main style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1, overflow: 'auto', position: 'relative', isolation: 'isolate' }}>
        <Outlet />
        <SubAppStage />
      </main>
      {root.session.loggedIn && pathname !== PATHS.login ? <GlobalDialogs /> : null}
      {/* from the login answer on: the assistant's settings and script load while the user is asked for */}
      {root.session.hasSessionId ? (
        <Suspense fallback={null}>
          <AssistantHost actions={shellActions} hidden={pathname === PATHS.login} />
        </Suspense>
      ) : null}
      <SessionExpiredDialog />
    </div>
  );
});
