import type { Location } from 'react-router-dom';
import { findShellRoute, firstSegment } from '../routing/route-table';
import type { RootStore } from '../stores/root-store';
import type { StageHosts } from './stage-hosts';

interface RouterState {
  location: Location;
  navigation: { state: string; location?: Location };
}

type Systems = Pick<RootStore['systems'], 'findBySegment'>;

/** The shell's guard, asked with what the shell already knows: would it let `target` through without a load? */
export type ProceedsAtOnce = (target: string) => boolean;

export interface SwitchingRouter {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

/**
 * The enabled sub-app an address opens, if any: the guard's reading (navigation-guard.ts), a shell
 * page or else the sub-app of its first segment. Not the router's matchRoutes, which flattens and
 * ranks the whole route table again on every call (~1 ms a call, several calls a switch).
 */
export function subAppAt(location: Pick<Location, 'pathname'>, systems: Systems): string | null {
  if (findShellRoute(location.pathname)) return null;
  return systems.findBySegment(firstSegment(location.pathname))?.systemId ?? null;
}

/**
 * The sub-app a navigation that has just started opens, when it can be shown at once: its app is
 * alive in its host and the guard, asked with what the shell already knows, lets it through
 * without a load (a switch between apps in the same page). Anything else waits for the router.
 */
export function instantTarget({ navigation }: RouterState, systems: Systems, stage: StageHosts, proceeds: ProceedsAtOnce): string | null {
  if (navigation.state !== 'loading' || !navigation.location) return null;
  const systemId = subAppAt(navigation.location, systems);
  if (systemId === null || !stage.canShowAtOnce(systemId)) return null;
  return proceeds(`${navigation.location.pathname}${navigation.location.search}`) ? systemId : null;
}

/**
 * Shows an alive sub-app's host the moment a navigation to it starts (inside the click), so its
 * screen is laid out before the guard, the router and React's render of the shell have run; the
 * address, the header and everything else follow from the router as before. A navigation that
 * ends elsewhere (cancelled, redirected) puts the settled address's app back.
 */
export function bindInstantSwitch(router: SwitchingRouter, systems: Systems, stage: StageHosts, proceeds: ProceedsAtOnce): () => void {
  return router.subscribe((state) => {
    const target = instantTarget(state, systems, stage, proceeds);
    if (target !== null) stage.showAhead(target);
    else if (state.navigation.state === 'idle' && stage.isAhead()) stage.show(subAppAt(state.location, systems));
  });
}
