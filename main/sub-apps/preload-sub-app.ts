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
  const run = () => {
    // a failed download of wujie itself shows on the first open (WujieApp's error panel)
    wujie.preloadApp({ ...config, exec: true }).catch((error: unknown) => console.warn(`[子应用] ${config.name} 预加载失败`, error));
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else window.setTimeout(run, 200);
}
