import { Input, Radio } from 'antd';
import { observer } from 'mobx-react-lite';
import { VEHICLE_KEYWORD_MAX } from '@shared/api/endpoints/vehicle-endpoints';
import type { MonitorStore } from '../monitor-store';
import { STATE_TABS, type StateTab } from '../model/state-filter';
import { GroupTreeList } from './group-tree-list';

interface GroupTreePanelProps {
  store: MonitorStore;
  onOpenVehicle: (vehicleId: number) => void;
}

/** The left column: search, state tabs with counts, the tree. */
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
        <GroupTreeList store={store} onOpenVehicle={onOpenVehicle} />
      </div>
    </div>
  );
});
