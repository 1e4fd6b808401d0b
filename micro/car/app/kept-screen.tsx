import { Suspense, useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import { AddressLookupsEnabled } from '@shared/geo/address-lookups-enabled';
import { RequireSession } from '@shared/sub-app-kit/require-session';
import { RouteErrorBoundary } from '@shared/sub-app-kit/route-error-boundary';

/** Over the routed screen's area, whether shown or not: a kept screen's layout never changes size. */
const AREA: CSSProperties = { position: 'absolute', inset: 0 };
const SHOWN: CSSProperties = AREA;
/** laid out like the screen (its first frame, while prepared) but not shown */
const LAID_OUT_UNSEEN: CSSProperties = { ...AREA, visibility: 'hidden' };
/** not rendered, its layout kept: showing it again is a paint, not a layout of the whole screen */
const PUT_AWAY: CSSProperties = { ...AREA, contentVisibility: 'hidden' };

interface KeptScreenProps {
  /** its route is open: the screen is shown */
  active: boolean;
  /** it has been laid out once (hidden before that, it is laid out unseen rather than skipped) */
  laidOut: boolean;
  children: ReactNode;
}

/**
 * A screen the console keeps mounted across navigation (the monitoring page, the alarm centre):
 * shown while its route is open, put away otherwise (`content-visibility: hidden`: its layout, its
 * scroll positions and its state are kept, nothing of it is painted). React's Activity was tried
 * first: it hides with `display: none`, which drops the layout, so every showing laid the screen out
 * again. `inert` and `aria-hidden` keep a put-away screen out of the keyboard's, the pointer's and
 * assistive technology's way.
 */
export function KeptScreen({ active, laidOut, children }: KeptScreenProps) {
  const style = active ? SHOWN : laidOut ? PUT_AWAY : LAID_OUT_UNSEEN;
  return (
    <div style={style} aria-hidden={active ? undefined : true} inert={!active}>
      {/* unseen, a lost session shows the login prompt when opened, not a jump to the login page now */}
      <RequireSession leaveForLogin={active}>
        {/* a screen that failed (or whose chunk did not download) shows its error with 重试 when opened; opening again asks anew */}
        <RouteErrorBoundary resetKey={active ? 'shown' : 'put away'}>
          <Suspense fallback={null}>
            {/* put away, its rows are not visible: no address requests until it is shown again (spec §7–§9) */}
            <AddressLookupsEnabled value={active}>{children}</AddressLookupsEnabled>
          </Suspense>
        </RouteErrorBoundary>
      </RequireSession>
    </div>
  );
}

/**
 * Whether a kept screen is mounted: from its first opening (`active`) on, or from `keep()` (the alarm
 * centre, prepared at idle before it is opened). Never unmounted after that.
 */
export function useKeptOnceOpened(active: boolean): [kept: boolean, keep: () => void] {
  const [kept, setKept] = useState(active);
  const keep = useCallback(() => setKept(true), []);
  // opened once, kept from then on (state adjusted while rendering, not in an effect: no second pass)
  if (active && !kept) setKept(true);
  return [kept, keep];
}
