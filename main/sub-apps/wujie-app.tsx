import { useEffect, useRef } from 'react';
import type { SubAppConfig } from './sub-app-config';
import type { SubAppFailure, SubAppHealth } from './sub-app-health';
import { wujie } from './wujie-runtime';

export interface WujieAppProps {
  config: SubAppConfig;
  /** where the config's lifecycles record failures (the registry's) */
  health: SubAppHealth;
  /** a DOM node: wujie appends it, it cannot render a React element */
  loading: HTMLElement;
  onLoadError: (failure: SubAppFailure) => void;
  onStarted: () => void;
  /** bump to start the app again after an error */
  attempt: number;
}

/**
 * wujie-react 1.0.29 under React 19 StrictMode leaves the sub-app blank (wujie-notes.md), so the
 * shell calls startApp itself: from an effect, deferred to a microtask that the cleanup cancels,
 * so StrictMode's mount-unmount-mount (all in one commit) starts the app once, into the container
 * that stays. A microtask rather than setTimeout(0): a warm switch should not wait behind whatever
 * other tasks a busy page has queued (issue 12).
 */
export function WujieApp({ config, health, loading, onLoadError, onStarted, attempt }: WujieAppProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onLoadError, onStarted });
  useEffect(() => {
    callbacks.current = { onLoadError, onStarted };
  });

  useEffect(() => {
    let cancelled = false;
    const start = async (el: HTMLElement) => {
      // a failed alive sandbox (here or in the preload) would be reused as it is: drop it and start afresh
      if (attempt > 0 || health.failureOf(config.name)) {
        await wujie.destroyApp(config.name);
        health.forget(config.name);
        if (cancelled) return;
      }
      try {
        await wujie.startApp({ ...config, el, loading });
      } catch (error) {
        // e.g. the entry could not be fetched at all: the browser's words are for the console
        console.warn(`[子应用] ${config.name} 无法启动`, error);
        callbacks.current.onLoadError('load');
        return;
      }
      // startApp resolves although an entry or script failed (wujie only calls loadError) or the mount threw
      const failure = health.failureOf(config.name);
      if (failure) {
        callbacks.current.onLoadError(failure);
        return;
      }
      health.markStarted(config.name);
      callbacks.current.onStarted();
    };
    queueMicrotask(() => {
      if (!cancelled && container.current) void start(container.current);
    });
    return () => {
      cancelled = true;
    };
  }, [config, health, loading, attempt]);

  return <div ref={container} style={{ width: '100%', height: '100%' }} />;
}
