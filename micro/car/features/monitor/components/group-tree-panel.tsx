import { Input, Radio, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { VEHICLE_KEYWORD_MAX } from '@shared/api/endpoints/vehicle-endpoints';
import type { MonitorStore } from '../monitor-store';
import { STATE_TABS, type StateTab } from '../model/state-filter';
import { GroupTreeList } from './group-tree-list';

interface GroupTreePanelProps {
  store: MonitorStore;
  onOpenVehicle: (vehicleId: number) => void;
}

/**
 * The left column: search, state tabs with counts, the tree. The search box and the tabs are there
 * while the vehicles load (their first render and styles cost tens of ms, spent during the wait
 * rather than between the data and the tree's first paint).
 */
export const GroupTreePanel = observer(function GroupTreePanel({ store, onOpenVehicle }: GroupTreePanelProps) {
  const counts = store.stateCounts;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%', minHeight: 0 }}>
      <Input.Search
        allowClear
        placeholder="车牌号 / 设备号 / 分组名"
        aria-label="搜索车辆或分组"
        maxLength={VEHICLE_KEYWORD_MAX}
        value={store.searchText}
        onChange={(event) => store.setSearchText(event.target.value)}
      />
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
      <div style={{ flex: 1, minHeight: 0 }}>
        {store.fleet ? (
          <GroupTreeList store={store} onOpenVehicle={onOpenVehicle} />
        ) : (
          <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Spin description="车辆数据加载中…">
              <span />
            </Spin>
          </div>
        )}
      </div>
    </div>
  );
});
