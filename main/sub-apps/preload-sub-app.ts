import { afterAssistantSettled } from '../assistant/assistant-settled';
import type { SubAppConfig } from './sub-app-config';
import { wujie } from './wujie-runtime';

const preloaded = new Set<string>();

/** The longest the preloads wait for the assistant's launcher (a slow script must not hold them). */
const ASSISTANT_WAIT_CAP_MS = 2000;

/**
 * Preloads a sub-app when the browser is idle (after login): the first open then takes ~20 ms
 * instead of ~300 (wujie-notes.md). Same config object as startApp, plus exec. It waits for the
 * assistant's launcher to paint first (or to be known absent): both preloads are seconds of
 * script work, the launcher is 100 ms after login (issue 13).
 */
export function preloadWhenIdle(config: SubAppConfig): void {
  if (preloaded.has(config.name)) return;
  preloaded.add(config.name);
  const run = () => {
    // a failed download of wujie itself shows on the first open (WujieApp's error panel)
    wujie.preloadApp({ ...config, exec: true }).catch((error: unknown) => console.warn(`[子应用] ${config.name} 预加载失败`, error));
  };
  afterAssistantSettled(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
    else window.setTimeout(run, 200);
  }, ASSISTANT_WAIT_CAP_MS);
}
