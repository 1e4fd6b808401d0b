import type { ShellEventName, ShellEvents } from '@shared/contract/shell-events';
import type { ShellEmitter } from '../stores/shell-emitter';
import type { WujieBusLike } from './wujie-runtime';

/**
 * Shell events onto wujie's bus. Payloads are copied to plain JSON data first: the bus shares
 * objects by reference across realms, and a sub-app must never hold a shell observable.
 */
export function createShellEmitter(bus: Pick<WujieBusLike, '$emit'>): ShellEmitter {
  return {
    emit<K extends ShellEventName>(name: K, payload: ShellEvents[K]) {
      bus.$emit(name, JSON.parse(JSON.stringify(payload)) as ShellEvents[K]);
    },
  };
}
