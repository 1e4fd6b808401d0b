import { memo, useContext, useEffect, useState, type ContextType, type CSSProperties, type ReactNode } from 'react';
import { UNSAFE_DataRouterStateContext, UNSAFE_LocationContext, UNSAFE_RouteContext, useLocation, useMatches, useOutlet } from 'react-router-dom';
import { afterPaint } from '../state/after-paint';
import { whenIdle } from '../state/when-idle';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * A route's `handle` may name its screen: routes naming the same one show one screen (the app's
 * home and its named route), which navigating between them keeps mounted, as React would.
 */
export interface ScreenHandle {
  screen?: string;
}

/** The longest a left screen waits for an idle moment after the new one is painted. */
const TEARDOWN_IDLE_CAP_MS = 300;

/** In the routed area's flow, its whole height (as the screen itself was, before this wrapper). */
const SHOWN: CSSProperties = { height: '100%' };
/**
 * Out of the flow's way and not rendered, its layout and DOM kept until the teardown: a change of
 * two properties of one box, not a layout or a DOM removal of the whole screen.
 */
const LEAVING: CSSProperties = { height: 0, overflow: 'hidden', contentVisibility: 'hidden' };

interface Visit {
  id: number;
  screen: string;
}

/**
 * The layout's outlet, where a screen being left is unmounted after the new screen is painted, not
 * before. bench:alarms' profile of opening the alarm centre from the monitoring page: ~20 of its
 * ~36 ms of script were the monitoring page's teardown (its effects' cleanups, the map's removal,
 * React's deletion walk, the DOM removal), all before the frame that showed the alarm centre. The
 * left screen is hidden (`LEAVING`) and frozen: it renders no more, and it goes on seeing the
 * location it had (its own copies of the router's location and state contexts), so none of its
 * effects reacts to the new address. It is unmounted once the new screen's frame is painted and
 * the page is idle (at most `TEARDOWN_IDLE_CAP_MS` later), in a task of its own.
 *
 * Each screen has its own error boundary, reset when its path changes.
 */
export function DeferredTeardownOutlet() {
  const outlet = useOutlet();
  const screen = useChildScreen();
  const { pathname } = useLocation();
  const location = useContext(UNSAFE_LocationContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const [visits, setVisits] = useState<{ current: Visit; leaving: readonly Visit[] }>(() => ({ current: { id: 0, screen }, leaving: [] }));
  // another screen: the shown one starts leaving (state adjusted while rendering: no frame with the old screen on the new address)
  if (visits.current.screen !== screen) setVisits(({ current, leaving }) => ({ current: { id: current.id + 1, screen }, leaving: [...leaving, current] }));

  const { leaving } = visits;
  useEffect(() => {
    if (leaving.length === 0) return undefined;
    const gone = new Set(leaving.map((visit) => visit.id));
    let cancelIdle: (() => void) | null = null;
    let live = true;
    void afterPaint().then(() => {
      if (!live) return;
      cancelIdle = whenIdle(() => setVisits((now) => ({ ...now, leaving: now.leaving.filter((visit) => !gone.has(visit.id)) })), TEARDOWN_IDLE_CAP_MS);
    });
    return () => {
      live = false;
      cancelIdle?.();
    };
  }, [leaving]);

  // one list, keyed by visit: the shown screen's box stays the same element when it starts leaving
  return [...leaving, visits.current].map((visit) => {
    const shown = visit === visits.current;
    return (
      <div key={visit.id} style={shown ? SHOWN : LEAVING} aria-hidden={shown ? undefined : true}>
        <FrozenScreen frozen={!shown} location={location} routerState={routerState}>
          {shown ? <RouteErrorBoundary resetKey={pathname}>{outlet}</RouteErrorBoundary> : null}
        </FrozenScreen>
      </div>
    );
  });
}

interface FrozenScreenProps {
  /** true once the screen is being left: it keeps what it last rendered, with the contexts it last had */
  frozen: boolean;
  location: ContextType<typeof UNSAFE_LocationContext>;
  routerState: ContextType<typeof UNSAFE_DataRouterStateContext>;
  children?: ReactNode;
}

/**
 * A screen's router contexts, provided again inside a boundary that skips rendering once frozen:
 * React stops a context change at the nearest provider of that context, so a frozen screen's
 * components never see the new location.
 */
const FrozenScreen = memo(
  function FrozenScreen({ location, routerState, children }: FrozenScreenProps) {
    return (
      <UNSAFE_LocationContext.Provider value={location}>
        <UNSAFE_DataRouterStateContext.Provider value={routerState}>{children}</UNSAFE_DataRouterStateContext.Provider>
      </UNSAFE_LocationContext.Provider>
    );
  },
  (_previous, next) => next.frozen,
);

/** The screen the outlet shows: its route's `handle.screen`, or the route's id (the match right below this layout's). */
function useChildScreen(): string {
  const depth = useContext(UNSAFE_RouteContext).matches.length;
  const child = useMatches()[depth];
  const handle = child?.handle as ScreenHandle | undefined;
  return handle?.screen ?? child?.id ?? '';
}
