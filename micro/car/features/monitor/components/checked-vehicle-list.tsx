import { useVirtualizer } from '@tanstack/react-virtual';
import { Empty, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { observeRectKeepingLast } from '@shared/ui/virtual/observe-rect-keeping-last';
import type { MonitorStore } from '../monitor-store';
import { stateText, timeText } from '../model/vehicle-status-text';
import { useAddress } from '@shared/geo/use-address';

const ROW_HEIGHT = 32;
const COLUMNS = '120px 110px 80px 160px 1fr';
const observeRect = observeRectKeepingLast({ width: 800, height: 200 });

const AddressCell = observer(function AddressCell({ store, lng, lat }: { store: MonitorStore; lng: number | null; lat: number | null }) {
  return <>{useAddress(store.addresses, lng, lat)}</>;
});

/**
 * The checked vehicles under the map, virtual: only the rows in view are rendered, so only their
 * addresses are asked for (in batches of 50), and rows follow the live ticks.
 */
export const CheckedVehicleList = observer(function CheckedVehicleList({ store, onOpen }: { store: MonitorStore; onOpen: (vehicleId: number) => void }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const rows = store.checkedRows;
  void store.revision;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    initialRect: { width: 800, height: 200 },
    observeElementRect: observeRect,
  });
  const cell = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

  return (
    <div role="table" aria-label="已勾选车辆" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div role="row" style={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: 8, padding: '6px 12px', fontWeight: 600, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <span role="columnheader">车牌号</span>
        <span role="columnheader">状态</span>
        <span role="columnheader">速度</span>
        <span role="columnheader">定位时间</span>
        <span role="columnheader">地址</span>
      </div>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="在左侧勾选分组或车辆" />
      ) : (
        <div ref={scrollRef} style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const vehicle = store.vehicleAt(rows[item.index] as number);
              if (!vehicle) return null;
              return (
                <div
                  key={item.key}
                  role="row"
                  onClick={() => onOpen(vehicle.vehicleId)}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: ROW_HEIGHT,
                    transform: `translateY(${item.start}px)`,
                    display: 'grid',
                    gridTemplateColumns: COLUMNS,
                    gap: 8,
                    alignItems: 'center',
                    padding: '0 12px',
                    cursor: 'pointer',
                    borderBottom: `1px solid ${token.colorBorderSecondary}`,
                  }}
                >
                  <span role="cell" style={cell}>{vehicle.plate}</span>
                  <span role="cell" style={cell}>{stateText(vehicle.state, vehicle.reportTime, vehicle.stateSince, store.clock)}</span>
                  <span role="cell" style={cell}>{vehicle.speed} km/h</span>
                  <span role="cell" style={cell}>{timeText(vehicle.fixTime)}</span>
                  <span role="cell" style={cell} data-testid="address-cell">
                    <AddressCell store={store} lng={vehicle.lng} lat={vehicle.lat} />
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
});
