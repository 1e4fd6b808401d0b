import type { createBrowserRouter } from 'react-router-dom';
import type { SubAppBus } from '../contract/sub-app-context';

type Router = ReturnType<typeof createBrowserRouter>;

export interface AddressSyncOptions {
  router: Router;
  bus: SubAppBus;
  systemId: string;
  /** the shell route the app is shown under (`/car`) */
  routeBase: string;
  /** the shell's address at the app's root leaves the app where it was (see SubAppDefinition) */
  resumeOnRoot: boolean;
  /** inside the shell: the app's own navigation moves the shell's address (standalone, the app's address is the page's) */
  publish: boolean;
}

/**
 * The location state of an app's own navigation that moves its router in place (no entry in the
 * sandbox's history: Back would need two presses) but is a new entry in the shell's address. An
 * app inside the shell moves its own router this way first, so its screen follows at once, instead
 * of a round trip through the shell's router and guard (issue 12: a report's 查询 waited for it).
 */
export const SHELL_PUSH_STATE = { shellPush: true } as const;

const isShellPush = (state: unknown): boolean => typeof state === 'object' && state !== null && 'shellPush' in state && state.shellPush === true;

/** The router's path and query under its basename: `/apps/car/alarm?x=1` → `/alarm?x=1`. */
export function innerPathOf(router: Pick<Router, 'basename' | 'state'>): string {
  const { pathname, search } = router.state.location;
  const base = (router.basename ?? '').replace(/\/+$/, '');
  const inner = base && pathname.startsWith(base) && (pathname.length === base.length || pathname[base.length] === '/') ? pathname.slice(base.length) : pathname;
  return `${inner || '/'}${search}`;
}

/** The shell's address for an inner path: `/alarm?x=1` under `/car` → `/car/alarm` with query `{ x: '1' }`. */
function shellTarget(routeBase: string, innerPath: string): { path: string; query?: Record<string, string> } {
  const queryStart = innerPath.indexOf('?');
  const pathname = queryStart === -1 ? innerPath : innerPath.slice(0, queryStart);
  const search = queryStart === -1 ? '' : innerPath.slice(queryStart + 1);
  const path = pathname === '/' ? routeBase : `${routeBase}${pathname}`;
  const query = Object.fromEntries(new URLSearchParams(search));
  return Object.keys(query).length > 0 ? { path, query } : { path };
}

/**
 * The app's address and the shell's, kept the same both ways.
 * - The shell's `shell:navigate` for this app moves its router (replace: the shell keeps its own
 *   history entry for the navigation).
 * - Inside the shell, while the shell shows the app, its own navigation (its menu, links, query state) reaches the shell's
 *   address through `goPage`, as a new entry for a push or a replace with `SHELL_PUSH_STATE`, and in
 *   place for any other replace, so a reload or a copied link returns to the same screen. The shell answers with `shell:navigate` for the path
 *   the app is already on, which changes nothing.
 * - The header's link to the app's root, for an app that resumes on its root, leaves the app where
 *   it was and puts that address back into the shell's address bar, in place.
 * Returns the function that removes both listeners.
 */
export function syncShellAddress({ router, bus, systemId, routeBase, resumeOnRoot, publish }: AddressSyncOptions): () => void {
  // the inner path the shell's address shows, as far as this app knows: unknown until the shell
  // has sent it (a preloaded app's first screen must not pull the shell onto it)
  let shellPath: string | null = null;
  let visible = false;

  // Shown but not yet told the shell's path (a preloaded app shown before its startApp resolved),
  // the user's own navigation still moves the shell's address: else the shell's later
  // `shell:navigate` for the address it still has would put the app back where it was (e2e
  // a11y: 车辆列表 clicked in the console ended on 车辆监控). Only a navigation moves it (see
  // `seenKey`), never the app's first screen finishing its load.
  const publishCurrent = (replace: boolean) => {
    if (!publish || !visible) return;
    const current = innerPathOf(router);
    if (current === shellPath) return;
    shellPath = current;
    bus.send('goPage', replace ? { ...shellTarget(routeBase, current), replace: true } : shellTarget(routeBase, current));
  };

  const stopListening = bus.on('shell:navigate', (payload) => {
    if (payload?.systemId !== systemId || typeof payload.path !== 'string' || !payload.path.startsWith('/')) return;
    shellPath = payload.path;
    // the shell sends it only for the app it shows (an app started after the shell's visibility event missed it)
    visible = true;
    if (innerPathOf(router) === payload.path) return;
    if (resumeOnRoot && payload.path === '/') {
      publishCurrent(true);
      return;
    }
    void router.navigate(payload.path, { replace: true });
  });

  const stopVisibility = bus.on('shell:visibility', (payload) => {
    if (payload?.systemId === systemId) visible = payload.visible;
  });

  // the location last published or followed: a state change that leaves it (the first screen's
  // lazy load, a revalidation) is no navigation of the app's own
  let seenKey = router.state.location.key;
  const stopPublishing = router.subscribe((state) => {
    // a navigation in progress (a lazy screen loading) has not moved the address yet
    if (state.navigation.state !== 'idle' || state.location.key === seenKey) return;
    seenKey = state.location.key;
    publishCurrent(state.historyAction === 'REPLACE' && !isShellPush(state.location.state));
  });

  return () => {
    stopListening();
    stopVisibility();
    stopPublishing();
  };
}
