import { Button, Space, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { SubAppBus } from '@shared/contract/sub-app-context';
import { LIVE_STATUS_TEXT } from '../live/live-feed';
import type { MonitorStore } from '../monitor-store';

interface MonitorStatusBarProps {
  store: MonitorStore;
  bus: SubAppBus;
}

/**
 * The bar over the map's corner: the live status, the checked count, the list and batch command
 * buttons. An observer of its own: a status change or a check renders this bar, not the page.
 */
export const MonitorStatusBar = observer(function MonitorStatusBar({ store, bus }: MonitorStatusBarProps) {
  const { token } = theme.useToken();
  const checkedCount = store.checkedCount;
  const lost = store.liveStatus === 'lost' || store.liveStatus === 'expired';
  return (
    <Space
      size={8}
      style={{ position: 'absolute', left: 8, bottom: 8, zIndex: 1000, background: token.colorBgContainer, padding: '4px 8px', borderRadius: 4, boxShadow: token.boxShadowTertiary }}
    >
      <span style={{ fontSize: 12, color: lost ? token.colorError : token.colorTextSecondary }} role="status">
        {LIVE_STATUS_TEXT[store.liveStatus]}
      </span>
      <span style={{ fontSize: 12, color: token.colorText }}>已勾选 {checkedCount} 辆</span>
      <Button size="small" onClick={() => store.setListOpen(!store.listOpen)} aria-expanded={store.listOpen}>
        {store.listOpen ? '收起车辆列表' : '车辆列表'}
      </Button>
      <Button size="small" disabled={checkedCount === 0} onClick={() => bus.send('showInstructions', { type: 'batch', vehicleIds: store.mapVehicleIds() })}>
        批量下发指令
      </Button>
      <Link to="/vehicles">车辆列表页</Link>
    </Space>
  );
});
