import { reaction, toJS } from 'mobx';
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
    reaction(
      () => ({ userId: root.client.current?.userId ?? null, userName: root.client.current?.userName ?? null }),
      (client) => root.bus.emit('shell:client', client),
      { equals: (a, b) => a.userId === b.userId && a.userName === b.userName },
    ),
    // every new tree (login, updateMenu, changeResourceData) reaches the sub-apps' guards
    reaction(
      () => root.permission.resources,
      (resources) => root.bus.emit('shell:resources', { resources: toJS(resources) }),
    ),
    // the dictionary is loaded once per login (product-spec §3): as soon as a session is known
    reaction(
      () => root.session.loggedIn,
      (loggedIn) => {
        if (loggedIn) void root.dictionary.ensureLoaded();
      },
      { fireImmediately: true },
    ),
  ];
  return () => disposers.forEach((dispose) => dispose());
}
