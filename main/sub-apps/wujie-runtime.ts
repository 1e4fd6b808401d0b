/**
 * The only file of the shell that imports wujie (architecture.md: one file touches wujie on each
 * side). Everything else uses these re-exports and the structural types below, so tests can hand
 * in a fake bus and the runtime can be swapped or upgraded in one place.
 *
 * wujie is a chunk of its own, fetched by the first preload or start (issue 12: the login and home
 * pages do not need it, so the shell's initial JS does not carry it). Until it arrives the bus is
 * the deferred one, which hands its listeners over.
 */
import type * as WujieModule from 'wujie';
import type { preOptions, startOptions } from 'wujie';
import { createDeferredBus } from './deferred-bus';

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

const deferredBus = createDeferredBus();
export const wujieBus: WujieBusLike = deferredBus;

let runtime: Promise<typeof WujieModule> | null = null;

/** wujie's module, fetched once; its bus takes over from the deferred one. */
function loadWujie(): Promise<typeof WujieModule> {
  runtime ??= import('wujie').then((module) => {
    deferredBus.attach(module.bus);
    return module;
  });
  return runtime;
}

export const wujie = {
  startApp: async (options: WujieStartOptions) => (await loadWujie()).startApp(options),
  preloadApp: async (options: WujiePreloadOptions) => (await loadWujie()).preloadApp(options),
  /**
   * wujie's destroyApp starts an async destroy and drops its promise: a startApp right after it
   * finds the half-destroyed sandbox ("Cannot set properties of null"). An alive sandbox's
   * destroy awaits nothing else, so it is complete one task later.
   */
  destroyApp: async (name: string): Promise<void> => {
    (await loadWujie()).destroyApp(name);
    return new Promise((resolve) => {
      window.setTimeout(resolve, 0);
    });
  },
};
