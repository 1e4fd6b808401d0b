import type { ShellEventName, ShellEvents } from '@shared/contract/shell-events';

/**
 * What the stores may do with the bus: announce shell events to sub-apps. The wujie-backed
 * implementation lives in sub-apps/; tests pass a recorder.
 */
export interface ShellEmitter {
  emit<K extends ShellEventName>(name: K, payload: ShellEvents[K]): void;
}
