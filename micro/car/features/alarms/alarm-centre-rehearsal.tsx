import { when } from 'mobx';
import { Component, startTransition, Suspense, useEffect, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { whenIdle } from '@shared/state/when-idle';
import { useCarContext } from '../../context/car-context';
import { afterPaint } from './after-paint';

/** The longest the rehearsal waits for an idle moment once the first real-time list has come. */
const IDLE_WAIT_CAP_MS = 5000;

/** laid out like the page (the viewport's size) but never shown, hit or read by assistive technology */
const HIDDEN: CSSProperties = {
  position: 'fixed',
  inset: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
  overflow: 'hidden',
  zIndex: -1,
  contain: 'strict',
};

/** once per app: the code it warms stays warm */
let rehearsed = false;

/**
 * The alarm centre rendered once, hidden, when the console is idle after the first real-time list
 * came, then removed after that frame. The profile of the first opening (from the monitoring page)
 * showed ~25 ms of main-thread CPU more than every later opening: the engine compiling and
 * optimising the page's and the list's code on its first run (bytecode-budget interrupts), and the
 * first layout of its texts and grid. Done here, at idle, the click pays what a reopening pays.
 */
export function AlarmCentreRehearsal({ page: Page, alarmPath }: { page: ComponentType; alarmPath: string }) {
  const { stores } = useCarContext();
  const [shown, setShown] = useState(false);
  const [rendered, setRendered] = useState(false);
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (rehearsed || !stores.session.readSessionId()) return undefined;
    let cancelIdle: (() => void) | null = null;
    let live = true;
    const alarms = stores.alarms;
    // with the list's rows (the first poll's answer): their cells' code and layout are what the click pays for
    const disposeWhen = when(
      () => alarms.realtimeState.status === 'ready' || alarms.realtimeState.status === 'error',
      () => {
        cancelIdle = whenIdle(() => {
          // the user opened it meanwhile: nothing left to prepare
          if (!live || rehearsed || path.current.startsWith(alarmPath)) return;
          rehearsed = true;
          startTransition(() => setShown(true));
        }, IDLE_WAIT_CAP_MS);
      },
    );
    return () => {
      live = false;
      disposeWhen();
      cancelIdle?.();
    };
  }, [stores, alarmPath]);

  // removed after the frame that laid the page out
  useEffect(() => {
    if (!rendered) return undefined;
    let live = true;
    void afterPaint().then(() => {
      if (live) setShown(false);
    });
    return () => {
      live = false;
    };
  }, [rendered]);

  if (!shown) return null;
  return (
    <div aria-hidden inert style={HIDDEN}>
      {/* the page waits for its chunk; its sibling mounts with it (one boundary), not before */}
      <SilentBoundary>
        <Suspense fallback={null}>
          <Page />
          <OnMount onMount={() => setRendered(true)} />
        </Suspense>
      </SilentBoundary>
    </div>
  );
}

function OnMount({ onMount }: { onMount: () => void }) {
  useEffect(() => onMount(), [onMount]);
  return null;
}

/**
 * A rehearsal that fails (the chunk did not download) shows nothing and leaves the console as it
 * was: the real opening then asks for the chunk again and shows its own error.
 */
class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
