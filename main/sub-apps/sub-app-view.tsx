import { Button, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { SubAppEntry } from '@shared/api/dto/platform-dto';
import { useRootStore, useSubAppRegistry } from '../context/store-context';
import { createLoadingNode } from './loading-node';
import type { SubAppFailure } from './sub-app-health';
import { WujieApp } from './wujie-app';

type ViewState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; failure: SubAppFailure };

/** What the user reads for each failure: plain Chinese, never the browser's or the app's own error text. */
function failureText(failure: SubAppFailure, title: string): { title: string; subTitle: string } {
  if (failure === 'mount') {
    return { title: '子应用启动失败', subTitle: `「${title}」启动时出错。请稍后重试，如果一直无法打开，请联系管理员。` };
  }
  return { title: '子应用加载失败', subTitle: `「${title}」暂时无法打开：页面或脚本未能加载。请检查网络或稍后重试。` };
}

/** `/:systemPath/*`: the sub-app of the role's list mounted under that segment. */
export const SubAppRoute = observer(function SubAppRoute() {
  const { systemPath = '' } = useParams();
  const root = useRootStore();
  const entry = root.systems.findBySegment(systemPath);
  if (!entry) {
    return <Result status="404" title="子应用不存在" subTitle="当前账号没有这个子应用，或它已停用。" />;
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
        <Result
          status="error"
          {...failureText(state.failure, entry.title)}
          extra={
            <Button type="primary" onClick={retry}>
              重试
            </Button>
          }
        />
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
