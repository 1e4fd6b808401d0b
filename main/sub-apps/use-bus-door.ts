import { useEffect, useRef } from 'react';
import type { RootStore } from '../stores/root-store';
import { openBusDoor } from './bus-door';
import { createShellMessageHandlers, type ShellActions } from './shell-message-handlers';
import type { WujieBusLike } from './wujie-runtime';

/** Listens to the sub-apps while the shell layout is mounted; every listener goes on unmount. */
export function useBusDoor(bus: Omit<WujieBusLike, '$emit'>, root: RootStore, actions: ShellActions): void {
  // handlers read the latest actions, so the door is opened once, not on every render
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(
    () =>
      openBusDoor(
        bus,
        createShellMessageHandlers(root, {
          navigate: (path, options) => latest.current.navigate(path, options),
          openWindow: (url) => latest.current.openWindow(url),
          onSessionExpired: () => latest.current.onSessionExpired(),
        }),
      ),
    [bus, root],
  );
}
