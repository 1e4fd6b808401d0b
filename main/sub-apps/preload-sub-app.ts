import { whenIdle } from '@shared/state/when-idle';
import { afterAssistantSettled } from '../assistant/assistant-settled';
import type { SubAppConfig } from './sub-app-config';
import { wujie } from './wujie-runtime';

/** What the preloads need to know of the views: whether one shows a sub-app (sub-app-config.ts). */
export interface ShownApps {
  anyShown(): boolean;
  whenNoneShown(run: () => void): () => void;
}

/** Per app: waiting for its moment (and how to start it at once instead), or started. */
const preloads = new Map<string, { started: boolean; startNow: () => void }>();

/** The longest the preloads wait for the assistant's launcher (a slow script must not hold them). */
const ASSISTANT_WAIT_CAP_MS = 2000;

/** The longest a preload waits for an idle moment once it may run. */
const IDLE_WAIT_CAP_MS = 3000;

/**
 * Preloads a sub-app when the browser is idle on one of the shell's own pages (after login: the
 * home): the first open then takes ~20 ms instead of ~300 (wujie-notes.md). Same config object as
 * startApp, plus exec. It waits for the assistant's launcher to paint first (or to be known
 * absent): a preload is seconds of script work, the launcher is 100 ms after login (issue 13).
 * While a view shows a sub-app (a full load of `/car/playback?…`) nothing is preloaded: "idle"
 * there is the shown app waiting for its data, and the other app's scripts ran between the
 * track's answer and its first frame (cold playback 276 → 1151 ms). The preload then starts when
 * the user points at the app's header entry (`preloadOnIntent`) or goes back to a shell page.
 */
export function preloadWhenIdle(config: SubAppConfig, views: ShownApps): void {
  if (preloads.has(config.name)) return;
  let cancelWait = () => {};
  const preload = {
    started: false,
    startNow: () => {
      if (preload.started) return;
      preload.started = true;
      cancelWait();
      // a failed download of wujie itself shows on the first open (WujieApp's error panel)
      wujie.preloadApp({ ...config, exec: true }).catch((error: unknown) => console.warn(`[子应用] ${config.name} 预加载失败`, error));
    },
  };
  preloads.set(config.name, preload);
  // re-checked when the idle moment comes: a view may have started showing an app meanwhile
  const onShellPage = () => {
    if (preload.started) return;
    cancelWait = views.whenNoneShown(() =>
      whenIdle(() => {
        if (views.anyShown()) onShellPage();
        else preload.startNow();
      }, IDLE_WAIT_CAP_MS),
    );
  };
  afterAssistantSettled(onShellPage, ASSISTANT_WAIT_CAP_MS);
}

/** The user points at an app's header entry: its waiting preload starts now (the click is ~200 ms away). */
export function preloadOnIntent(name: string): void {
  preloads.get(name)?.startNow();
}
