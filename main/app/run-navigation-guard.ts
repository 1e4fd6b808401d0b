import type { RootStore } from '../stores/root-store';
import { decideNavigation, type NavigationState } from './navigation-guard';
import { applyBranding } from './branding';
import { readNavigationState } from './navigation-state';

export type GuardOutcome = { kind: 'proceed' } | { kind: 'redirect'; to: string };

/** Each load happens at most once per run, so a misbehaving server can never loop the guard. */
const MAX_STEPS = 5;

/**
 * Runs the pure guard against the stores: performs the loads it asks for, then asks again,
 * until it says proceed or redirect.
 */
export async function runNavigationGuard(target: string, root: RootStore, host = window.location.host): Promise<GuardOutcome> {
  const loads: { resources: NavigationState['resources']; systems: NavigationState['systems'] } = {
    resources: 'unloaded',
    systems: 'unloaded',
  };
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const decision = decideNavigation(target, readNavigationState(root, loads));
    switch (decision.kind) {
      case 'proceed':
      case 'redirect':
        return decision;
      case 'fetchCustomerInfo':
        if ((await root.customer.fetch(host)) === 'accepted' && root.customer.info) applyBranding(root.customer.info);
        break;
      case 'loadResources':
        loads.resources = await root.permission.loadResources();
        break;
      case 'loadSystems':
        loads.systems = (await root.systems.load()) ? 'loaded' : 'failed';
        break;
    }
  }
  return { kind: 'redirect', to: '/reload' };
}
