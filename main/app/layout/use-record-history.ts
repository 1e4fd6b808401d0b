import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { RootStore } from '../../stores/root-store';
import { PATHS, SHELL_SYSTEM_NAME, findShellRoute, firstSegment } from '../../routing/route-table';

/**
 * Records each visited page in the page history (product-spec §4): shell pages under the shell's
 * name, sub-app routes under their systemId. Pages without a layout (login, reload ...) and 404
 * are not pages anyone wants to go back to.
 */
export function useRecordHistory(root: RootStore): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!root.session.loggedIn) return;
    const route = findShellRoute(pathname);
    if (route) {
      if (route.meta.showLayout && !route.redirect && route.path !== PATHS.notFound) {
        root.history.add({ systemName: SHELL_SYSTEM_NAME, title: route.meta.title, path: route.path });
      }
      return;
    }
    const entry = root.systems.findBySegment(firstSegment(pathname));
    if (entry) root.history.add({ systemName: entry.systemId, title: entry.title, path: pathname });
  }, [root, pathname]);
}
