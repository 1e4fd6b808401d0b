import { Button, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { SubAppEntry } from '@shared/api/dto/platform-dto';
import { useRootStore, useSubAppRegistry } from '../context/store-context';
import { createLoadingNode } from './loading-node';
import { WujieApp } from './wujie-app';

type ViewState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

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

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  };

  return (
    <div style={{ position: 'relative', width: '100%', flex: 1, minHeight: 0 }}>
      {state.status === 'error' ? (
        <Result
          status="error"
          title="子应用加载失败"
          subTitle={`「${entry.title}」暂时无法打开：${state.message}。请检查网络或稍后重试。`}
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
          loading={loading}
          attempt={attempt}
          onStarted={() => setState({ status: 'ready' })}
          onLoadError={(message) => setState({ status: 'error', message })}
        />
      </div>
    </div>
  );
}
