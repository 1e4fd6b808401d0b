import { checkSubAppMessage, type SubAppMessage } from './bus-messages';
import type { ShellEventName, ShellEvents } from './shell-events';
import type { SubAppBus } from './sub-app-context';

/**
 * The standalone stand-in for the shell's bus: messages a sub-app sends are checked like at the
 * shell's door and handed to one local handler; the standalone host emits shell events itself.
 */
export interface LocalBus extends SubAppBus {
  emit<K extends ShellEventName>(name: K, payload: ShellEvents[K]): void;
  /** the standalone host's handler for the sub-app's messages; returns an unsubscribe */
  handle(handler: (message: SubAppMessage) => void): () => void;
}

export function createLocalBus(): LocalBus {
  const listeners = new Map<ShellEventName, Set<(payload: unknown) => void>>();
  const handlers = new Set<(message: SubAppMessage) => void>();
  return {
    send(name, payload) {
      const checked = checkSubAppMessage(name, payload);
      if (!checked.ok) {
        console.warn(`[bus] ${checked.reason}`);
        return;
      }
      handlers.forEach((handler) => handler(checked.message));
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      const wrapped = listener as (payload: unknown) => void;
      set.add(wrapped);
      listeners.set(name, set);
      return () => {
        set.delete(wrapped);
      };
    },
    emit(name, payload) {
      listeners.get(name)?.forEach((listener) => {
        try {
          listener(payload);
        } catch (error) {
          console.error(`[bus] 处理事件 ${name} 时出错`, error);
        }
      });
    },
    handle(handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
  };
}
