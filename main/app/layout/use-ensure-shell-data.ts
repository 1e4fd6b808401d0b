import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { RootStore } from '../../stores/root-store';
import type { SubAppConfigRegistry } from '../../sub-apps/sub-app-config';
import { preloadWhenIdle } from '../../sub-apps/preload-sub-app';

/** The sub-app preloaded after login (the vehicle console: the one most users open first). */
const PRELOADED_SYSTEM_ID = 'car';

/**
 * Pages that ignore authentication (/home, /center) skip the guard's loads, yet the header needs
 * the menu map and the sub-app list: load them here once a user is logged in, then preload the
 * console when the browser is idle.
 */
export function useEnsureShellData(root: RootStore, registry: SubAppConfigRegistry, onSessionExpired: () => void): void {
  useEffect(
    () =>
      reaction(
        () => ({
          loggedIn: root.session.loggedIn,
          // a failed load is not repeated here: the header and the home page show it with 重试
          needResources: !root.permission.loaded && root.permission.loadState.status === 'idle',
          needSystems: !root.systems.loaded && root.systems.loadState.status === 'idle',
        }),
        ({ loggedIn, needResources, needSystems }) => {
          if (!loggedIn) return;
          if (needResources) {
            void root.permission.loadResources().then((outcome) => {
              if (outcome === 'session-expired') onSessionExpired();
            });
          }
          if (needSystems) void root.systems.load();
        },
        { fireImmediately: true, equals: (a, b) => a.loggedIn === b.loggedIn && a.needResources === b.needResources && a.needSystems === b.needSystems },
      ),
    [root, onSessionExpired],
  );

  useEffect(
    () =>
      reaction(
        () => (root.session.loggedIn && root.permission.hasMenu(PRELOADED_SYSTEM_ID) ? root.systems.findBySegment(PRELOADED_SYSTEM_ID) : undefined),
        (entry) => {
          if (entry) preloadWhenIdle(registry.configFor(entry));
        },
        { fireImmediately: true },
      ),
    [root, registry],
  );
}
