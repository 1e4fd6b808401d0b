import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
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

/** `/:systemPath/*`: the sub-app of the role's list mounted under that segment. */
export const SubAppRoute = observer(function SubAppRoute() {
  const { systemPath = '' } = useParams();
  const root = useRootStore();
  const entry = root.systems.findBySegment(systemPath);
  if (!entry) {
    return (
      <Suspense fallback={null}>
        <SubAppMissing />
      </Suspense>
    );
  }
  // one view per sub-app: switching apps remounts, the alive sandbox itself is kept by wujie
  return <SubAppView key={entry.systemId} entry={entry} />;
});

function SubAppView({ entry }: { entry: SubAppEntry }) {
  const root = useRootStore();
  const registry = useSubAppRegistry();
  const location = useLocation();
  const config = registry.configFor(entry);
  const loading = useMemo(() => createLoadingNode(entry.title), [entry.title]);
  const [state, setState] = useState<ViewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const routeBase = config.props.routeBase;
  const innerPath = location.pathname.slice(routeBase.length) || '/';
  const innerTarget = `${innerPath}${location.search}`;

  useEffect(() => {
    root.systems.select(entry);
    root.bus.emit('shell:visibility', { systemId: entry.systemId, visible: true });
    return () => root.bus.emit('shell:visibility', { systemId: entry.systemId, visible: false });
  }, [root, entry]);

  // alive mode ignores url changes: deep paths (/car/xyz) reach the running app on the bus
  useEffect(() => {
    if (state.status === 'ready') root.bus.emit('shell:navigate', { systemId: entry.systemId, path: innerTarget });
  }, [root, entry.systemId, innerTarget, state.status]);

  // ...and again the moment the app has mounted: startApp may resolve before the app listens
  // (see SubAppHealth.onMounted), and a full load of /car/alarm must not end on the console's home
  const target = useRef(innerTarget);
  useEffect(() => {
    target.current = innerTarget;
  }, [innerTarget]);
  useEffect(
    () => registry.health.onMounted(entry.systemId, () => root.bus.emit('shell:navigate', { systemId: entry.systemId, path: target.current })),
    [registry, root, entry.systemId],
  );

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  };

  return (
    <div style={{ position: 'relative', width: '100%', flex: 1, minHeight: 0 }}>
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
