import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { FleetMap, FleetMapOptions } from './fleet-map-types';
import { loadFleetMap } from './load-fleet-map';

interface FleetMapViewProps {
  /** read once, when the map is created */
  options?: FleetMapOptions;
  /** the map is ready: add vehicles, lines, listeners; the map is destroyed on unmount */
  onReady: (map: FleetMap) => void;
  style?: CSSProperties;
  className?: string;
  /** accessible name of the map region */
  label?: string;
  /**
   * The map's chunk is loaded once this settles (either way), read once: a page whose own data
   * matters first (the monitoring tree's 100k vehicles) keeps Leaflet's compile and start-up off the
   * cores while that data arrives. Default: at once.
   */
  loadAfter?: PromiseLike<unknown>;
}

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * A React host for one FleetMap: a sized container, the lazy load with a Chinese status while the
 * map chunk arrives, and `destroy()` on unmount. Pages keep the FleetMap from `onReady` and drive it
 * imperatively (markers change per live tick; re-rendering React for them would be too slow).
 */
export function FleetMapView({ options, onReady, style, className, label = '地图', loadAfter }: FleetMapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const optionsRef = useRef(options);
  const loadAfterRef = useRef(loadAfter);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);
  const [state, setState] = useState<LoadState>('loading');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let map: FleetMap | null = null;
    const loading = new AbortController();
    const cancelled = () => loading.signal.aborted;
    Promise.resolve(loadAfterRef.current)
      .catch(() => undefined)
      .then(() => loadFleetMap(container, optionsRef.current, loading.signal))
      .then((created) => {
        if (cancelled()) {
          created.destroy();
          return;
        }
        map = created;
        setState('ready');
        onReadyRef.current(created);
      })
      .catch((error: unknown) => {
        // an aborted load (unmounted, or StrictMode's first run) is no failure
        if (cancelled()) return;
        console.error('[map] 地图加载失败', error);
        setState('failed');
      });
    return () => {
      loading.abort();
      map?.destroy();
    };
  }, []);

  return (
    <div style={{ position: 'relative', minHeight: 200, ...style }} className={className}>
      <div ref={containerRef} role="region" aria-label={label} data-testid="fleet-map" style={{ position: 'absolute', inset: 0 }} />
      {state === 'loading' && (
        <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Spin description="地图加载中…">
            <span />
          </Spin>
        </div>
      )}
      {state === 'failed' && (
        <Alert style={{ position: 'absolute', top: 8, left: 8, right: 8 }} type="error" showIcon title="地图加载失败，请刷新页面重试" />
      )}
    </div>
  );
}
