import { when } from 'mobx';
import { startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useCarContext } from '../context/car-context';
import { afterPaint } from '../features/alarms/after-paint';
import { KeptScreen, useKeptOnceOpened } from './kept-screen';

/** The longest the preparation waits for an idle moment once the first real-time list has come (and no track plays). */
const IDLE_WAIT_CAP_MS = 5000;

/**
 * The alarm centre, kept: rendered and laid out unseen when the console is idle after the first
 * real-time list came, shown while its route is open, put away (`content-visibility: hidden`, its
 * layout kept) when the operator goes to another screen, with its tab, filter and selection as they
 * were. bench:alarms measured each opening rendered anew at ~13 ms of script and ~15 ms of style and
 * layout (Chinese text laid out from scratch): showing the kept page is ~8 ms of script (the route
 * change) and a paint (KeptScreen).
 *
 * While put away the page stays mounted: a poll's new rows render (16 rows of a virtual list), but
 * their addresses are asked for only when it is shown (spec §7–§9: visible rows only).
 *
 * `page` is the alarm centre's screen (it suspends until its chunk has come); `path` is its route
 * (whose own element renders nothing).
 */
export function KeptAlarmCentre({ page: Page, path }: { page: ComponentType; path: string }) {
  const { stores } = useCarContext();
  const { pathname } = useLocation();
  const active = pathname === path;
  const [kept, keep] = useKeptOnceOpened(active);
  const [laidOut, setLaidOut] = useState(active);
  const markLaidOut = useCallback(() => setLaidOut(true), []);

  useEffect(() => {
    if (kept || !stores.session.readSessionId()) return undefined;
    let cancelIdle: (() => void) | null = null;
    const alarms = stores.alarms;
    // with the list's rows (the first poll's answer): their cells are what the opening shows
    const disposeWhen = when(
      () => alarms.realtimeState.status === 'ready' || alarms.realtimeState.status === 'error',
      () => {
        // not while a track plays: the unseen render is one task of tens of ms in the frames watched
        cancelIdle = stores.background.whenFreeAndIdle(() => {
          // the session may have gone meanwhile (a logout elsewhere, storage cleared): nothing to prepare
          if (stores.session.readSessionId()) startTransition(keep);
        }, IDLE_WAIT_CAP_MS);
      },
    );
    return () => {
      disposeWhen();
      cancelIdle?.();
    };
  }, [stores, kept, keep]);

  if (!kept) return null;
  return (
    <KeptScreen active={active} laidOut={laidOut}>
      <Page />
      {laidOut ? null : <AfterFirstPaint onPainted={markLaidOut} />}
    </KeptScreen>
  );
}

/** Calls `onPainted` after the frame that showed (or laid out) its siblings, which mount with it. */
function AfterFirstPaint({ onPainted }: { onPainted: () => void }): ReactNode {
  useEffect(() => {
    let live = true;
    void afterPaint().then(() => {
      if (live) onPainted();
    });
    return () => {
      live = false;
    };
  }, [onPainted]);
  return null;
}
