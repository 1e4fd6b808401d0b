import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { RootStore } from '../../stores/root-store';
import type { SubAppConfigRegistry } from '../../sub-apps/sub-app-config';
import { preloadWhenIdle } from '../../sub-apps/preload-sub-app';

/** The sub-apps preloaded after login, each kept alive afterwards: the vehicle console and the data reports. */
const PRELOADED_SYSTEM_IDS = ['car', 'data-report'] as const;

/**
 * Pages that ignore authentication (/home, /center) skip the guard's loads, yet the header needs
 * the menu map and the sub-app list: load them here once a user is logged in, then preload the
 * sub-apps when the browser is idle.
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

  // the assistant follows the session from the login answer on, outside React's commits (its own
  // chunk: assistant-boot.ts); the preloads below wait for its launcher (preload-sub-app.ts). The
  // chunk is fetched with the first page, the login screen included (after its paint: an effect),
  // so the login answer sends the settings' request at once, beside the user's, instead of after
  // a chunk download under the shell's busiest moment (issue 13)
  useEffect(() => {
    let dispose: (() => void) | null = null;
    let unmounted = false;
    import('../../assistant/assistant-boot')
      .then(({ followAssistantSessions }) => {
        if (!unmounted) dispose = followAssistantSessions(root).dispose;
      })
      .catch((error: unknown) => {
        if (!unmounted) console.warn('[智能助手] 未加载：', error instanceof Error ? error.message : error);
      });
    return () => {
      unmounted = true;
      dispose?.();
    };
  }, [root]);

  useEffect(() => {
    const stops = PRELOADED_SYSTEM_IDS.map((systemId) =>
      reaction(
        () => (root.session.loggedIn && root.permission.hasMenu(systemId) ? root.systems.findBySegment(systemId) : undefined),
        (entry) => {
          if (entry) preloadWhenIdle(registry.configFor(entry), registry);
        },
        { fireImmediately: true },
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [root, registry]);
}
