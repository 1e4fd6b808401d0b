import type { SubAppConfig } from './sub-app-config';
import { wujie } from './wujie-runtime';

const preloaded = new Set<string>();

/**
 * Preloads a sub-app when the browser is idle (after login): the first open then takes ~20 ms
 * instead of ~300 (wujie-notes.md). Same config object as startApp, plus exec.
 */
export function preloadWhenIdle(config: SubAppConfig): void {
  if (preloaded.has(config.name)) return;
  preloaded.add(config.name);
  const run = () => wujie.preloadApp({ ...config, exec: true });
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else window.setTimeout(run, 200);
}
