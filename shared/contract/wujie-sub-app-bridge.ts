import type { SubAppMessageName, SubAppMessages } from './bus-messages';
import type { ShellEventName, ShellEvents } from './shell-events';
import type { SubAppBus } from './sub-app-context';
import { isSubAppProps, type SubAppProps } from './sub-app-props';

/**
 * The sub-app side's only contact with wujie: `window.$wujie`, injected by the host into the
 * sandbox. Typed here (not imported from wujie, which would bundle a second runtime) and
 * checked before use, since the host may be another version.
 */
interface WujieEventBus {
  $on(event: string, fn: (...args: unknown[]) => unknown): unknown;
  $off(event: string, fn: (...args: unknown[]) => unknown): unknown;
  $emit(event: string, ...args: unknown[]): unknown;
}

interface WujieInjection {
  bus: WujieEventBus;
  props?: unknown;
}

declare global {
  interface Window {
    __POWERED_BY_WUJIE__?: boolean;
    $wujie?: WujieInjection;
  }
}

function readInjection(): WujieInjection | null {
  const injected = window.$wujie;
  if (!window.__POWERED_BY_WUJIE__ || !injected || typeof injected.bus?.$emit !== 'function') return null;
  return injected;
}

/** True when the page runs inside a wujie sandbox with a usable bus. */
export function isInsideWujie(): boolean {
  return readInjection() !== null;
}

/** Builds the sub-app's bus and props from wujie's injection; null when not inside wujie. */
export function connectToShell(): { bus: SubAppBus; props: SubAppProps } | null {
  const injected = readInjection();
  if (!injected) return null;
  if (!isSubAppProps(injected.props)) {
    console.warn('[wujie] 主应用传入的 props 不符合约定，已按独立模式运行');
    return null;
  }
  const wujieBus = injected.bus;
  const bus: SubAppBus = {
    send<K extends SubAppMessageName>(name: K, payload: SubAppMessages[K]) {
      wujieBus.$emit(name, payload);
    },
    on<K extends ShellEventName>(name: K, listener: (payload: ShellEvents[K]) => void) {
      // one throwing listener must not stop the others on wujie's shared bus
      const safe = (payload: unknown) => {
        try {
          listener(payload as ShellEvents[K]);
        } catch (error) {
          console.error(`[wujie] 处理主应用事件 ${name} 时出错`, error);
        }
      };
      wujieBus.$on(name, safe);
      return () => {
        wujieBus.$off(name, safe);
      };
    },
  };
  return { bus, props: injected.props };
}
