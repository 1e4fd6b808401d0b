import { PATHS, findShellRoute, firstSegment } from '../routing/route-table';
import { loginPathFor } from '../routing/return-target';

/**
 * The navigation guard as a pure function (product-spec §2, §6, §8): given where the user is
 * going and what the shell knows, say what happens. The runner performs the loads it asks for
 * and asks again, so every rule is testable as a table of cases.
 */
export type NavigationDecision =
  | { kind: 'proceed' }
  | { kind: 'redirect'; to: string }
  | { kind: 'fetchCustomerInfo' }
  | { kind: 'loadResources' }
  | { kind: 'loadSystems' };

export interface NavigationState {
  /** branding of this host: asked on the first navigation only */
  customer: 'unfetched' | 'accepted' | 'rejected';
  /** a sessionId is stored (without one, every protected call would answer 4010) */
  hasSession: boolean;
  /** the resource list in this page's life: not asked yet, answered, or how it failed */
  resources: 'unloaded' | 'loaded' | 'session-expired' | 'failed';
  /** permitted menu ids (numeric route ids and sub-app ids, as strings) */
  menuIds: ReadonlySet<string>;
  /** the role's sub-app list: not asked yet in this page's life, answered, or failed */
  systems: 'unloaded' | 'loaded' | 'failed';
  /** first path segment → systemId, for the enabled sub-apps of the list */
  systemSegments: ReadonlyMap<string, string>;
}

const proceed: NavigationDecision = { kind: 'proceed' };
const redirect = (to: string): NavigationDecision => ({ kind: 'redirect', to });
/** /reload remembers where the user was going, so its retry can go there. */
export const reloadPathFor = (target: string) => `${PATHS.reload}?from=${encodeURIComponent(target)}`;

export function decideNavigation(target: string, state: NavigationState): NavigationDecision {
  const decision = decide(target, state);
  // a redirect to the page being opened would loop: let it through instead (/login when logged out)
  if (decision.kind === 'redirect' && pathOf(decision.to) === pathOf(target)) return proceed;
  return decision;
}

function decide(target: string, state: NavigationState): NavigationDecision {
  const path = pathOf(target);
  const route = findShellRoute(path);

  if (route?.redirect) return redirect(route.redirect);

  // first navigation: branding for this host; failure or a customer flag other than 1 → /reload
  if (state.customer === 'unfetched') return { kind: 'fetchCustomerInfo' };
  if (state.customer === 'rejected') return redirect(reloadPathFor(target));

  if (path === PATHS.reload || path === PATHS.checkLogin) return proceed;
  if (route?.meta.ignoreAuth) return proceed;

  // the permitted-menu map is empty: load the resource list, then decide on what came back
  if (state.menuIds.size === 0) {
    // no session (or it expired): log in, then come back to this address (issue 11)
    if (state.resources === 'unloaded') return state.hasSession ? { kind: 'loadResources' } : redirect(loginPathFor(target));
    if (state.resources === 'session-expired') return redirect(loginPathFor(target));
    if (state.resources === 'failed') return redirect(reloadPathFor(target));
    return redirect(PATHS.login);
  }

  if (route) return proceed;

  // not a shell page: a sub-app of the role's list, or nothing (→ 404)
  if (state.systems === 'unloaded') return { kind: 'loadSystems' };
  if (state.systems === 'failed') return redirect(reloadPathFor(target));
  const systemId = state.systemSegments.get(firstSegment(path));
  if (systemId === undefined || !state.menuIds.has(systemId)) return redirect(PATHS.notFound);
  return proceed;
}

function pathOf(target: string): string {
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/';
}
