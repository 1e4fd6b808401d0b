import type { WujieBusLike } from './wujie-runtime';

type Listener = (...args: unknown[]) => unknown;
type AllListener = (event: string, ...args: unknown[]) => unknown;

export interface DeferredBus extends WujieBusLike {
  /** from now on every call goes to `real`; the listeners registered so far move there, in order */
  attach(real: WujieBusLike): void;
}

/**
 * The shell's bus before wujie has loaded (wujie is a lazy chunk: the login page and the home
 * page do not need it). No sub-app can run before wujie does, so until then the only listeners
 * are the shell's own: events reach them here with wujie's EventBus order ($onAll listeners
 * first, then the event's own, in registration order). `attach` hands them to wujie's bus.
 */
export function createDeferredBus(): DeferredBus {
  let real: WujieBusLike | null = null;
  const listeners = new Map<string, Listener[]>();
  const allListeners: AllListener[] = [];
  const bus: DeferredBus = {
    $on(event, fn) {
      if (real) return real.$on(event, fn);
      listeners.set(event, [...(listeners.get(event) ?? []), fn]);
      return bus;
    },
    $off(event, fn) {
      if (real) return real.$off(event, fn);
      listeners.set(event, (listeners.get(event) ?? []).filter((item) => item !== fn));
      return bus;
    },
    $onAll(fn) {
      if (real) return real.$onAll(fn);
      allListeners.push(fn);
      return bus;
    },
    $offAll(fn) {
      if (real) return real.$offAll(fn);
      const index = allListeners.indexOf(fn);
      if (index !== -1) allListeners.splice(index, 1);
      return bus;
    },
    $emit(event, ...args) {
      if (real) return real.$emit(event, ...args);
      [...allListeners].forEach((fn) => fn(event, ...args));
      [...(listeners.get(event) ?? [])].forEach((fn) => fn(...args));
      return bus;
    },
    attach(target) {
      if (real) return;
      real = target;
      allListeners.splice(0).forEach((fn) => target.$onAll(fn));
      listeners.forEach((fns, event) => fns.forEach((fn) => target.$on(event, fn)));
      listeners.clear();
    },
  };
  return bus;
}
