import { Input, Radio, Spin } from 'antd';
import { untracked } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState } from 'react';
import { VEHICLE_KEYWORD_MAX } from '@shared/api/endpoints/vehicle-endpoints';
import type { MonitorStore } from '../monitor-store';
import { STATE_TABS, type StateTab } from '../model/state-filter';
import { GroupTreeList } from './group-tree-list';
import './tree-search-box.css';

interface GroupTreePanelProps {
  store: MonitorStore;
  onOpenVehicle: (vehicleId: number) => void;
}

/** before the first layout, and in jsdom (no layout): what the column usually is */
const FALLBACK_HEIGHT = 600;

/**
 * The left column: search, state tabs with counts, the tree. The search box and the tabs are there
 * while the vehicles load (their first render and styles cost tens of ms, spent during the wait
 * rather than between the data and the tree's first paint). Each part observes only what it shows,
 * so the data's arrival renders the tree's rows and nothing else; the tabs' counts follow a frame later.
 */
export function GroupTreePanel({ store, onOpenVehicle }: GroupTreePanelProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%', minHeight: 0 }}>
      {/* a plain block around the contained box: a flex item is never a relayout boundary (tree-search-box.css) */}
      <div>
        <div className="monitor-tree-search-box">
          <TreeSearchBox store={store} />
        </div>
      </div>
      <StateTabBar store={store} />
      <TreeBody store={store} onOpenVehicle={onOpenVehicle} />
    </div>
  );
}

/**
 * Uncontrolled: a keystroke re-renders antd's input (its clear icon) and the tree, not this box and
 * its search button (a controlled value re-rendered both on the way to the frame that shows the
 * search). It starts from the store's text when mounted and again after the store is reset.
 */
const TreeSearchBox = observer(function TreeSearchBox({ store }: { store: MonitorStore }) {
  return (
    <Input.Search
      key={store.searchEpoch}
      className="monitor-tree-search"
      allowClear
      placeholder="车牌号 / 设备号 / 分组名"
      aria-label="搜索车辆或分组"
      maxLength={VEHICLE_KEYWORD_MAX}
      defaultValue={untracked(() => store.searchText)}
      onChange={(event) => store.setSearchText(event.target.value)}
    />
  );
});

const StateTabBar = observer(function StateTabBar({ store }: { store: MonitorStore }) {
  const counts = store.stateCounts;
  return (
    <Radio.Group
      size="small"
      optionType="button"
      aria-label="车辆状态"
      value={store.tab}
      onChange={(event) => store.setTab(event.target.value as StateTab)}
      style={{ display: 'flex', flexWrap: 'wrap', rowGap: 4 }}
    >
      {STATE_TABS.map((tab) => (
        <Radio.Button key={tab.key} value={tab.key}>
          {tab.label} {counts ? counts[tab.key] : 0}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
});

/**
 * The tree's box, there from the start: its height is read while the vehicles load, so the list's
 * first render has it (no layout forced in the middle of that render, no second render for it).
 * Wujie detaches the hidden console's DOM (height 0): the last height is kept.
 */
const TreeBody = observer(function TreeBody({ store, onOpenVehicle }: GroupTreePanelProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [height, setHeight] = useState(FALLBACK_HEIGHT);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const next = element.clientHeight;
      if (next > 0) setHeight(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} style={{ flex: 1, minHeight: 0 }}>
      {store.fleet ? (
        <GroupTreeList store={store} onOpenVehicle={onOpenVehicle} viewHeight={height} />
      ) : (
        <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Spin description="车辆数据加载中…">
            <span />
          </Spin>
        </div>
      )}
    </div>
  );
});
