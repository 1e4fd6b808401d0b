import { useEffect, useRef } from 'react';
import type { SubAppConfig } from './sub-app-config';
import { wujie } from './wujie-runtime';

export interface WujieAppProps {
  config: SubAppConfig;
  /** a DOM node: wujie appends it, it cannot render a React element */
  loading: HTMLElement;
  onLoadError: (message: string) => void;
  onStarted: () => void;
  /** bump to start the app again after an error */
  attempt: number;
}

/**
 * wujie-react 1.0.29 under React 19 StrictMode leaves the sub-app blank (wujie-notes.md), so the
 * shell calls startApp itself: from an effect, deferred with setTimeout(0) and cleared on cleanup,
 * so StrictMode's mount-unmount-mount starts the app once, into the container that stays.
 */
export function WujieApp({ config, loading, onLoadError, onStarted, attempt }: WujieAppProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onLoadError, onStarted });
  useEffect(() => {
    callbacks.current = { onLoadError, onStarted };
  });

  useEffect(() => {
    let failed = false;
    const timer = window.setTimeout(() => {
      const el = container.current;
      if (!el) return;
      // a failed alive sandbox would be reused as it is: drop it before trying again
      if (attempt > 0) wujie.destroyApp(config.name);
      wujie
        .startApp({
          ...config,
          el,
          loading,
          // an entry answering 404 does not reject: wujie reports it here and mounts an empty page
          loadError: (url: string) => {
            failed = true;
            callbacks.current.onLoadError(`无法获取子应用入口 ${url}`);
          },
        })
        .then(
          () => {
            if (!failed) callbacks.current.onStarted();
          },
          (error: unknown) => callbacks.current.onLoadError(error instanceof Error ? error.message : String(error)),
        );
    }, 0);
    return () => window.clearTimeout(timer);
  }, [config, loading, attempt]);

  return <div ref={container} style={{ width: '100%', height: '100%' }} />;
}
