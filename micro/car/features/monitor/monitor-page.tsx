import { Button, theme } from 'antd';
import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { ResultPanel } from '@shared/sub-app-kit/result-panel';
import type { FleetMap } from '@shared/map/fleet-map-types';
import { useCarContext } from '../../context/car-context';
import { CheckedVehicleList } from './components/checked-vehicle-list';
import { GroupTreePanel } from './components/group-tree-panel';
import { MonitorMap } from './components/monitor-map';
import { MonitorStatusBar } from './components/monitor-status-bar';

const TREE_WIDTH = 300;
const LIST_HEIGHT = 260;

/**
 * 车辆监控, the console's home: the group tree on the left (search, state tabs, checks), the map of
 * the checked vehicles on the right, their list (with addresses) under the map on demand, all kept
 * current by the live feed while the console is in view.
 */
export const MonitorPage = observer(function MonitorPage() {
  const { stores, bus } = useCarContext();
  const store = stores.monitor;
  const { token } = theme.useToken();
  const mapRef = useRef<FleetMap | null>(null);

  useEffect(() => {
    void store.ensureLoaded();
  }, [store]);

  // the tree's first rows are painted (or the list failed): the console's background work may start
  useEffect(() => when(() => store.settled || store.loadState.isError, () => stores.firstScreen.open()), [store, stores.firstScreen]);

  useEffect(() => {
    const onVisibility = () => store.setPageVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [store]);

  const onMap = useCallback((map: FleetMap) => {
    mapRef.current = map;
  }, []);

  /** A vehicle opened from the tree or the list: on the map (checked if it was not), centred, its popup open. */
  const openVehicle = useCallback(
    (vehicleId: number) => {
      const row = store.fleet?.rowOf(vehicleId);
      if (row === undefined) return;
      if (store.checks?.isChecked(row) !== true) store.toggleVehicleCheck(row);
      const vehicle = store.vehicleAt(row);
      if (vehicle?.lng != null && vehicle.lat != null) mapRef.current?.setView({ lng: vehicle.lng, lat: vehicle.lat }, 15);
      store.select(vehicleId);
    },
    [store],
  );

  if (store.loadState.isError) {
    return (
      <ResultPanel
        status="error"
        title="车辆数据加载失败"
        subTitle={store.loadState.error?.message}
        extra={<Button onClick={() => void store.ensureLoaded()}>重试</Button>}
      />
    );
  }
  return (
    <div style={{ height: '100%', display: 'flex', minHeight: 0 }}>
      <aside
        aria-label="车辆分组"
        style={{ width: TREE_WIDTH, flex: 'none', padding: 8, boxSizing: 'border-box', borderRight: `1px solid ${token.colorBorderSecondary}` }}
      >
        <GroupTreePanel store={store} onOpenVehicle={openVehicle} />
      </aside>
      <section aria-label="车辆监控" style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1, minHeight: 0, position: 'relative' }}>
          <MonitorMap store={store} bus={bus} http={stores.http} onMap={onMap} />
          <MonitorStatusBar store={store} bus={bus} />
        </div>
        {store.listOpen ? (
          <div style={{ height: LIST_HEIGHT, flex: 'none', borderTop: `1px solid ${token.colorBorderSecondary}` }}>
            <CheckedVehicleList store={store} onOpen={openVehicle} />
          </div>
        ) : null}
      </section>
    </div>
  );
});
