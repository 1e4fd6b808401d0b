import { Button, Space, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { SubAppBus } from '@shared/contract/sub-app-context';
import { CONSOLE_PATHS } from '../../../context/console-paths';
import { LIVE_STATUS_TEXT } from '../live/live-feed';
import type { MonitorStore } from '../monitor-store';

interface MonitorStatusBarProps {
  store: MonitorStore;
  bus: SubAppBus;
}

/** The bar's distance from the map's bottom edge. */
const STATUS_BAR_OFFSET_PX = 8;
/**
 * How far up the bar reaches from the map's bottom edge: its offset and its height (a row of small
 * buttons, 24 px, in 4 px of padding). A fit of the map keeps the vehicles above it.
 */
export const STATUS_BAR_REACH_PX = STATUS_BAR_OFFSET_PX + 32;

/**
 * The bar over the map's corner: the live status, the checked count, the list and batch command
 * buttons. An observer of its own, and the checked count one of its own inside it: a check renders
 * that count's text (and the batch button when the count crosses zero), not the bar's buttons, on
 * the way to the frame that shows the check.
 */
export const MonitorStatusBar = observer(function MonitorStatusBar({ store, bus }: MonitorStatusBarProps) {
  const { token } = theme.useToken();
  const lost = store.liveStatus === 'lost' || store.liveStatus === 'expired';
  return (
    <Space
      size={8}
      style={{ position: 'absolute', left: 8, bottom: STATUS_BAR_OFFSET_PX, zIndex: 1000, background: token.colorBgContainer, padding: '4px 8px', borderRadius: 4, boxShadow: token.boxShadowTertiary }}
    >
      <span style={{ fontSize: 12, color: lost ? token.colorError : token.colorTextSecondary }} role="status">
        {LIVE_STATUS_TEXT[store.liveStatus]}
      </span>
      <CheckedCount store={store} color={token.colorText} />
      <Button size="small" onClick={() => store.setListOpen(!store.listOpen)} aria-expanded={store.listOpen}>
        {store.listOpen ? '收起车辆列表' : '车辆列表'}
      </Button>
      <BatchCommandButton store={store} bus={bus} />
      <Link to={CONSOLE_PATHS.vehicles}>车辆列表页</Link>
    </Space>
  );
});

const CheckedCount = observer(function CheckedCount({ store, color }: { store: MonitorStore; color: string }) {
  return <span style={{ fontSize: 12, color }}>已勾选 {store.checkedCount} 辆</span>;
});

const BatchCommandButton = observer(function BatchCommandButton({ store, bus }: MonitorStatusBarProps) {
  return (
    <Button size="small" disabled={!store.hasChecks} onClick={() => bus.send('showInstructions', { type: 'batch', vehicleIds: store.mapVehicleIds() })}>
      批量下发指令
    </Button>
  );
});
