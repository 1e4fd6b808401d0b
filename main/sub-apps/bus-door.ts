import {
  SUB_APP_MESSAGE_NAMES,
  checkSubAppMessage,
  isSubAppMessageName,
  type SubAppMessageName,
  type SubAppMessages,
} from '@shared/contract/bus-messages';
import type { WujieBusLike } from './wujie-runtime';

export type SubAppMessageHandlers = {
  [K in SubAppMessageName]: (payload: SubAppMessages[K]) => void | Promise<void>;
};

/** Shell → sub-app events share the bus; the shell hears its own and must not warn about them. */
const SHELL_EVENT_PREFIX = 'shell:';

/**
 * The shell's door on wujie's bus (architecture.md): each of the nine messages is checked before
 * its handler runs; unknown names and malformed payloads are ignored with a warning. wujie calls
 * listeners in a loop without try/catch, so a handler that throws (or rejects) is caught here:
 * it must not stop the listeners after it. Returns the function that removes every listener.
 */
export function openBusDoor(bus: Omit<WujieBusLike, '$emit'>, handlers: SubAppMessageHandlers): () => void {
  const listeners = SUB_APP_MESSAGE_NAMES.map((name) => {
    const listener = (payload: unknown) => {
      const checked = checkSubAppMessage(name, payload);
      if (!checked.ok) {
        console.warn(`[总线] 已忽略：${checked.reason}`);
        return;
      }
      dispatch(handlers, checked.message.name, checked.message.payload);
    };
    bus.$on(name, listener);
    return { name, listener };
  });

  const watchUnknown = (event: string) => {
    if (typeof event === 'string' && event.startsWith(SHELL_EVENT_PREFIX)) return;
    if (!isSubAppMessageName(event)) console.warn(`[总线] 已忽略未知的子应用消息：${String(event)}`);
  };
  bus.$onAll(watchUnknown);

  return () => {
    listeners.forEach(({ name, listener }) => bus.$off(name, listener));
    bus.$offAll(watchUnknown);
  };
}

function dispatch<K extends SubAppMessageName>(handlers: SubAppMessageHandlers, name: K, payload: SubAppMessages[K]): void {
  const report = (error: unknown) => console.error(`[总线] 处理消息 ${name} 时出错`, error);
  try {
    const result = handlers[name](payload);
    if (result instanceof Promise) result.catch(report);
  } catch (error) {
    report(error);
  }
}
