import { Input, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { VEHICLE_STATES, type VehicleState } from '@shared/api/dto/vehicle-dto';
import { VEHICLE_KEYWORD_MAX } from '@shared/api/endpoints/vehicle-endpoints';
import { VEHICLE_STATE_LABELS } from '@shared/constants/vehicle-state-labels';
import type { VehicleListStore } from '../vehicle-list-store';

const STATE_OPTIONS = VEHICLE_STATES.map((state) => ({ value: state, label: VEHICLE_STATE_LABELS[state] }));

/** Search by plate or device number, filter by state, and the number of matching vehicles. */
export const VehicleToolbar = observer(function VehicleToolbar({ store }: { store: VehicleListStore }) {
  // the text being typed; the store holds the applied keyword (it survives route changes)
  const [draft, setDraft] = useState(store.query.keyword);

  return (
    <Space wrap size={12} style={{ width: '100%' }}>
      <Input.Search
        aria-label="搜索车牌号或设备号"
        placeholder="车牌号/设备号"
        allowClear
        enterButton="搜索"
        maxLength={VEHICLE_KEYWORD_MAX}
        style={{ width: 320 }}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          // clearing the box shows every vehicle again without another click
          if (!event.target.value && store.query.keyword) void store.search({ keyword: '' });
        }}
        onSearch={(value) => void store.search({ keyword: value.trim() })}
      />
      <Select<VehicleState | null>
        aria-label="车辆状态"
        placeholder="全部状态"
        allowClear
        style={{ width: 160 }}
        options={STATE_OPTIONS}
        value={store.query.state}
        onChange={(state) => void store.search({ state: state ?? null })}
      />
      <Typography.Text type="secondary" aria-live="polite">
        {store.loadedOnce ? `共 ${store.total} 辆` : ''}
      </Typography.Text>
    </Space>
  );
});
