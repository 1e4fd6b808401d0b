import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { SubAppEntry } from '@shared/api/dto/platform-dto';
import { useRootStore, useSubAppRegistry } from '../context/store-context';
import { createLoadingNode } from './loading-node';
import type { SubAppFailure } from './sub-app-health';
import { WujieApp } from './wujie-app';

// failures only: antd's Result and its illustrations stay out of the shell's initial JS
const SubAppFailurePanel = lazy(() => import('./sub-app-failure').then((m) => ({ default: m.SubAppFailurePanel })));
const SubAppMissing = lazy(() => import('./sub-app-failure').then((m) => ({ default: m.SubAppMissing })));

type ViewState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; failure: SubAppFailure };

/**
 * `/:systemPath/*`: a sub-app of the role's list is shown by the layout's stage (sub-app-stage.tsx),
 * which keeps its host from one visit to the next; an unknown one says so here.
 */
export const SubAppRoute = observer(function SubAppRoute() {
  const { systemPath = '' } = useParams();
  const root = useRootStore();
  if (root.systems.findBySegment(systemPath)) return null;
  return (
    <Suspense fallback={null}>
      <SubAppMissing />
    </Suspense>
  );
});

/**
 * One sub-app's permanent host. It is started the first time it is shown and then only hidden and
 * shown again: `active` says whether the shell's address is this app's. While hidden it keeps its
 * last inner address and sends nothing for the shell's (another app's) address.
 */
export function SubAppView({ entry, active }: { entry: SubAppEntry; active: boolean }) {
  const root = useRootStore();
  const registry = useSubAppRegistry();
  const location = useLocation();
  const config = registry.configFor(entry);
  const loading = useMemo(() => createLoadingNode(entry.title), [entry.title]);
  const [state, setState] = useState<ViewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const routeBase = config.props.routeBase;
  const innerPath = location.pathname.slice(routeBase.length) || '/';
  const innerTarget = active ? `${innerPath}${location.search}` : null;

  // before any passive effect (the child's startApp among them): an app mounting now asks isShown
  useLayoutEffect(() => {
    if (!active) return undefined;
    registry.setShown(entry.systemId, true);
    return () => registry.setShown(entry.systemId, false);
  }, [registry, entry.systemId, active]);

  useEffect(() => {
    if (!active) return;
    root.systems.select(entry);
    root.bus.emit('shell:visibility', { systemId: entry.systemId, visible: true });
    return () => root.bus.emit('shell:visibility', { systemId: entry.systemId, visible: false });
  }, [root, entry, active]);

  // alive mode ignores url changes: deep paths (/car/xyz) reach the running app on the bus
  useEffect(() => {
    if (state.status === 'ready' && innerTarget !== null) root.bus.emit('shell:navigate', { systemId: entry.systemId, path: innerTarget });
  }, [root, entry.systemId, innerTarget, state.status]);

  // ...and again the moment the app has mounted: startApp may resolve before the app listens
  // (see SubAppHealth.onMounted), and a full load of /car/alarm must not end on the console's home
  const target = useRef(innerTarget ?? '/');
  useEffect(() => {
    if (innerTarget !== null) target.current = innerTarget;
  }, [innerTarget]);
  useEffect(
    () => registry.health.onMounted(entry.systemId, () => root.bus.emit('shell:navigate', { systemId: entry.systemId, path: target.current })),
    [registry, root, entry.systemId],
  );

  // the stage shows and hides this element itself, ahead of React when a switch starts
  const hostRef = useCallback((host: HTMLDivElement | null) => registry.stage.register(entry.systemId, host), [registry, entry.systemId]);
  useEffect(() => {
    registry.stage.markStarted(entry.systemId, state.status === 'ready');
  }, [registry, entry.systemId, state.status]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  };

  return (
    // Shown and hidden alike fill the content area, so the app's size never changes between
    // visits; which one is shown, the stage sets on the element (stage-hosts.ts)
    <div ref={hostRef} data-sub-app={entry.systemId} style={{ position: 'absolute', inset: 0 }}
    >
      {state.status === 'error' ? (
        <Suspense fallback={null}>
          <SubAppFailurePanel failure={state.failure} title={entry.title} onRetry={retry} />
        </Suspense>
      ) : null}
      <div style={{ display: state.status === 'error' ? 'none' : 'block', width: '100%', height: '100%' }}>
        <WujieApp
          config={config}
          health={registry.health}
          loading={loading}
          attempt={attempt}
          onStarted={() => setState({ status: 'ready' })}
          onLoadError={(failure) => setState({ status: 'error', failure })}
        />
      </div>
    </div>
  );
}
