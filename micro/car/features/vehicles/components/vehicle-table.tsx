import { useVirtualizer } from '@tanstack/react-virtual';
import { theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useRef, useState, type CSSProperties } from 'react';
import type { VehicleRow } from '@shared/api/dto/vehicle-dto';
import { useInfiniteScroll } from '../use-infinite-scroll';
import { usePreservedScroll } from '../use-preserved-scroll';
import type { VehicleListStore } from '../vehicle-list-store';
import { observeRectKeepingLast } from '@shared/ui/virtual/observe-rect-keeping-last';
import { VehicleListEmptyState } from './vehicle-list-empty-state';
import { VehicleListFooter } from './vehicle-list-footer';
import { VehicleListHeader } from './vehicle-list-header';
import { VehicleListRow } from './vehicle-list-row';
import './vehicle-table.css';

const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;
/** used until the scroll box is measured (and wherever nothing can be measured, e.g. jsdom) */
const FALLBACK_RECT = { width: 1200, height: 600 };
const observeRect = observeRectKeepingLast(FALLBACK_RECT);

export interface VehicleTableProps {
  store: VehicleListStore;
  onOpen: (row: VehicleRow) => void;
}

/**
 * The vehicle list as a virtual table: a sticky header, only the visible rows in the DOM (tens of
 * thousands of vehicles stay cheap), and the next page loaded when the end comes into view.
 */
export const VehicleTable = observer(function VehicleTable({ store, onOpen }: VehicleTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  // "expired" is judged against the time the list was shown, not re-read on every render
  const [now] = useState(Date.now);
  const { rows } = store;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    initialRect: FALLBACK_RECT,
    initialOffset: () => store.scrollTop,
    observeElementRect: observeRect,
  });

  const readScroll = useCallback(() => store.scrollTop, [store]);
  usePreservedScroll(scrollRef, { read: readScroll, save: store.setScrollTop, visible: store.visible });

  // capped at the window: if a host leaves the box unbounded (it grows with its rows instead of
  // scrolling), "the end is in view" would stay true and every page would load
  const viewHeight = Math.min(virtualizer.scrollRect?.height ?? 0, virtualizer.targetWindow?.innerHeight ?? Infinity);
  const viewEnd = (virtualizer.scrollOffset ?? 0) + viewHeight;
  const endInView = rows.length > 0 && HEADER_HEIGHT + virtualizer.getTotalSize() <= viewEnd;
  useInfiniteScroll(endInView, store.loadState.status === 'ready' && store.hasMore, store.loadNextPage);

  const style = {
    '--car-border': token.colorBorderSecondary,
    '--car-radius': `${token.borderRadiusLG}px`,
    '--car-bg': token.colorBgContainer,
    '--car-head-bg': token.colorFillAlter,
    '--car-hover': token.controlItemBgHover,
    '--car-primary': token.colorPrimary,
    '--car-muted': token.colorTextSecondary,
  } as CSSProperties;

  return (
    <div role="table" aria-label="车辆列表" aria-rowcount={store.total + 1} className="car-vehicle-table" style={style}>
      <div ref={scrollRef} className="car-vehicle-scroll">
        <VehicleListHeader height={HEADER_HEIGHT} />
        {rows.length === 0 ? (
          <VehicleListEmptyState store={store} />
        ) : (
          <>
            <div role="rowgroup" className="car-vehicle-body" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index];
                return row ? (
                  <VehicleListRow
                    key={item.key}
                    row={row}
                    index={item.index}
                    top={item.start - HEADER_HEIGHT}
                    height={ROW_HEIGHT}
                    now={now}
                    onOpen={onOpen}
                  />
                ) : null;
              })}
            </div>
            <VehicleListFooter store={store} />
          </>
        )}
      </div>
    </div>
  );
});
