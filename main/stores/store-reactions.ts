import { reaction } from 'mobx';
import type { RootStore } from './root-store';

/**
 * Cross-store effects, wired in one place (conventions.md). Sub-apps live in another realm, so
 * what goes on the bus is plain data read out of the stores, never an observable.
 */
export function wireStoreReactions(root: RootStore): () => void {
  const disposers = [
    reaction(
      () => root.theme.themeValue,
      (theme) => root.bus.emit('shell:theme', { theme }),
    ),
    reaction(
      () => ({ sessionId: root.session.sessionId, userId: root.session.user?.userId ?? null }),
      (session) => root.bus.emit('shell:session', session),
      { equals: (a, b) => a.sessionId === b.sessionId && a.userId === b.userId },
    ),
  ];
  return () => disposers.forEach((dispose) => dispose());
}
