import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { whenIdle } from '@shared/state/when-idle';
import { useCarContext } from '../context/car-context';

/** The longest background work waits for the first screen's data (a screen that never says so). */
const FIRST_SCREEN_CAP_MS = 5000;
/** Then, the longest it waits for the browser to be idle. */
const IDLE_CAP_MS = 2000;

interface BackgroundStartProps {
  /** fetches the alarm centre's chunk (opening it from the badge then does not wait for the download) */
  prefetchAlarmCentre: () => void;
  /** whether the screen at `pathname` opens the gate itself once its data is shown (the monitoring page, playback) */
  screenOpensGate: (pathname: string) => boolean;
}

/**
 * What the console starts in the background, once its first screen has shown its data and the
 * browser is idle: the first alarm poll (up to 1,000 alarms, ~370 KB to parse; the nav's badge
 * follows it) and the alarm centre's chunk. The monitoring page and playback open the gate when
 * their large answer is on screen; on any other first screen it opens at once. The chunk, fetched
 * for a screen not asked for yet, also waits while playback plays (`stores.background`).
 */
export function BackgroundStart({ prefetchAlarmCentre, screenOpensGate }: BackgroundStartProps) {
  const { stores } = useCarContext();
  const { pathname } = useLocation();
  const gate = stores.firstScreen;
  const opensItself = screenOpensGate(pathname);

  useEffect(() => {
    if (!opensItself) gate.open();
  }, [gate, opensItself]);

  useEffect(() => {
    if (!stores.session.readSessionId()) return undefined;
    const alarms = stores.alarms;
    return gate.whenOpen(() => whenIdle(() => alarms.start(), IDLE_CAP_MS), FIRST_SCREEN_CAP_MS);
  }, [gate, stores.alarms, stores.session]);

  // anticipatory: also waits while a track plays (its compile is one task of tens of ms in the frames watched)
  const hold = stores.background;
  useEffect(() => gate.whenOpen(() => hold.whenFreeAndIdle(prefetchAlarmCentre, IDLE_CAP_MS), FIRST_SCREEN_CAP_MS), [gate, hold, prefetchAlarmCentre]);

  return null;
}
