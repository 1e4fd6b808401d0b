/**
 * The only file of the shell that imports wujie (architecture.md: one file touches wujie on each
 * side). Everything else uses these re-exports and the structural types below, so tests can hand
 * in a fake bus and the runtime can be swapped or upgraded in one place.
 */
import { bus, destroyApp, preloadApp, startApp, type preOptions, type startOptions } from 'wujie';

export type WujieStartOptions = startOptions;
export type WujiePreloadOptions = preOptions;

/** The part of wujie's EventBus the shell uses; wujie's own bus satisfies it. */
export interface WujieBusLike {
  $on(event: string, fn: (...args: unknown[]) => unknown): unknown;
  $off(event: string, fn: (...args: unknown[]) => unknown): unknown;
  $onAll(fn: (event: string, ...args: unknown[]) => unknown): unknown;
  $offAll(fn: (event: string, ...args: unknown[]) => unknown): unknown;
  $emit(event: string, ...args: unknown[]): unknown;
}

export const wujieBus: WujieBusLike = bus;

export const wujie = {
  startApp: (options: WujieStartOptions) => startApp(options),
  preloadApp: (options: WujiePreloadOptions) => preloadApp(options),
  /**
   * wujie's destroyApp starts an async destroy and drops its promise: a startApp right after it
   * finds the half-destroyed sandbox ("Cannot set properties of null"). An alive sandbox's
   * destroy awaits nothing else, so it is complete one task later.
   */
  destroyApp: (name: string): Promise<void> => {
    destroyApp(name);
    return new Promise((resolve) => {
      window.setTimeout(resolve, 0);
    });
  },
};
