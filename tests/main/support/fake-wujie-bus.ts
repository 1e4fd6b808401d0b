import type { WujieBusLike } from '@main/sub-apps/wujie-runtime';

type Listener = (...args: unknown[]) => unknown;

/**
 * A bus with wujie 1.0.29's EventBus behaviour: $onAll listeners hear every event first, then the
 * event's listeners run in order with no try/catch (one throwing listener stops the rest).
 */
export function createFakeWujieBus() {
  const listeners = new Map<string, Listener[]>();
  const allListeners: ((event: string, ...args: unknown[]) => unknown)[] = [];
  const bus: WujieBusLike & { count(): number } = {
    $on(event, fn) {
      listeners.set(event, [...(listeners.get(event) ?? []), fn]);
      return bus;
    },
    $off(event, fn) {
      listeners.set(event, (listeners.get(event) ?? []).filter((item) => item !== fn));
      return bus;
    },
    $onAll(fn) {
      allListeners.push(fn);
      return bus;
    },
    $offAll(fn) {
      allListeners.splice(allListeners.indexOf(fn), 1);
      return bus;
    },
    $emit(event, ...args) {
      allListeners.forEach((fn) => fn(event, ...args));
      (listeners.get(event) ?? []).forEach((fn) => fn(...args));
      return bus;
    },
    count: () => [...listeners.values()].reduce((sum, list) => sum + list.length, 0) + allListeners.length,
  };
  return bus;
}
