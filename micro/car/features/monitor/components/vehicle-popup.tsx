import { Button, Descriptions, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { SubAppBus } from '@shared/contract/sub-app-context';
import { playbackPage } from '@shared/contract/page-links';
import type { MonitorStore } from '../monitor-store';
import type { VehicleView } from '../model/vehicle-view';
import { headingText, stateText, timeText, todayRange } from '../model/vehicle-status-text';
import { useAddress } from '@shared/geo/use-address';

interface VehiclePopupProps {
  store: MonitorStore;
  bus: SubAppBus;
  vehicle: VehicleView;
}

/** A marker's popup: what operators look at first, and the four things they do next. */
export const VehiclePopup = observer(function VehiclePopup({ store, bus, vehicle }: VehiclePopupProps) {
  const address = useAddress(store.addresses, vehicle.lng, vehicle.lat);
  const id = vehicle.vehicleId;
  return (
    <div style={{ width: 280 }} data-testid="vehicle-popup">
      <Typography.Text strong style={{ fontSize: 15 }}>
        {vehicle.plate}
      </Typography.Text>
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 6 }}
        items={[
          { key: 'state', label: '状态', children: stateText(vehicle.state, vehicle.reportTime, vehicle.stateSince, store.clock) },
          { key: 'speed', label: '速度', children: `${vehicle.speed} km/h` },
          { key: 'heading', label: '方向', children: headingText(vehicle.direction) },
          { key: 'acc', label: 'ACC', children: vehicle.accOn ? '开' : '关' },
          { key: 'time', label: '定位时间', children: timeText(vehicle.fixTime) },
          { key: 'address', label: '位置', children: address },
        ]}
      />
      <Space size={4} wrap style={{ marginTop: 8 }}>
        <Button size="small" onClick={() => bus.send('showVehInfo', { vehicleId: id, plate: vehicle.plate, tab: '' })}>
          详情
        </Button>
        <Button size="small" onClick={() => bus.send('showVehInfo', { vehicleId: id, plate: vehicle.plate, tab: 'follow' })}>
          跟踪
        </Button>
        <Button size="small" onClick={() => bus.send('goPage', playbackPage({ vehicleId: id, ...todayRange(Date.now()) }))}>
          轨迹回放
        </Button>
        <Button size="small" onClick={() => bus.send('showInstructions', { type: 'single', vehicleIds: [id] })}>
          下发指令
        </Button>
      </Space>
    </div>
  );
});
