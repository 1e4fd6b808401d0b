import type { RootStore } from '../stores/root-store';
import { routeSegmentOf } from '../stores/systems-store';
import type { NavigationState } from './navigation-guard';

/** The guard's view of the stores; `resources` and `systems` carry how this page's last load went. */
export function readNavigationState(
  root: RootStore,
  loads: { resources: NavigationState['resources']; systems: NavigationState['systems'] },
): NavigationState {
  return {
    customer: root.customer.decision,
    hasSession: root.session.hasSessionId,
    resources: root.permission.loaded ? 'loaded' : loads.resources,
    menuIds: root.permission.menuIds,
    systems: root.systems.loaded ? 'loaded' : loads.systems,
    systemSegments: new Map(root.systems.enabled.map((entry) => [routeSegmentOf(entry), entry.systemId])),
  };
}
