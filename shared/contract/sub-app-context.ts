import type { SubAppMessageName, SubAppMessages } from './bus-messages';
import type { ShellEventName, ShellEvents } from './shell-events';
import type { SubAppProps } from './sub-app-props';

/** What a sub-app sees of the bus: it sends the nine messages and listens to shell events. */
export interface SubAppBus {
  send<K extends SubAppMessageName>(name: K, payload: SubAppMessages[K]): void;
  /** returns the unsubscribe function; call it on unmount */
  on<K extends ShellEventName>(name: K, listener: (payload: ShellEvents[K]) => void): () => void;
}

/**
 * Everything a sub-app's single render path (`mount(ctx)`) needs. Two adapters build it:
 * inside wujie (the shell's bus and props) and standalone (a local bus and local props).
 * Feature code never asks which one it got.
 */
export interface SubAppContext {
  host: 'wujie' | 'standalone';
  container: HTMLElement;
  props: SubAppProps;
  bus: SubAppBus;
}

export interface SubAppModule {
  mount(ctx: SubAppContext): void;
  unmount(): void;
}
