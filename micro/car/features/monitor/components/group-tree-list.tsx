import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Checkbox, Empty, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { VEHICLE_STATE_LABELS } from '@shared/constants/vehicle-state-labels';
import { stateColor } from '@shared/map/marker-colors';
import { observeRectKeepingLast } from '@shared/ui/virtual/observe-rect-keeping-last';
import { MONITOR_MARKS, type MonitorStore } from '../monitor-store';
import type { TreeRow } from '../model/tree-rows';

/** product-spec §9: tree item height 26, indent 16 */
export const TREE_ROW_HEIGHT = 26;
export const TREE_INDENT = 16;
const observeRect = observeRectKeepingLast({ width: 280, height: 600 });

interface GroupTreeListProps {
  store: MonitorStore;
  /** enter on a vehicle: show it on the map */
  onOpenVehicle: (vehicleId: number) => void;
}

/**
 * The group tree as one flat virtual list over the flattened tree (the measured winner at 100k,
 * wujie-notes.md): only the visible rows are in the DOM. Keyboard: ↑/↓ move, → opens, ← closes (or
 * goes to the parent), space checks, enter opens a group or shows a vehicle on the map.
 */
export const GroupTreeList = observer(function GroupTreeList({ store, onOpenVehicle }: GroupTreeListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const [active, setActive] = useState(0);
  const { model, fleet, counts, checks } = store;
  const rows = store.rows;
  const rowCount = rows?.length ?? 0;
  void store.checkRevision;

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TREE_ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 280, height: 600 },
    observeElementRect: observeRect,
  });

  const painted = useRef<unknown>(null);
  useEffect(() => {
    // once per loaded fleet, at the first frame that shows rows (bench/console-bench.ts reads it)
    if (rowCount === 0 || painted.current === fleet) return;
    painted.current = fleet;
    requestAnimationFrame(() => performance.mark(MONITOR_MARKS.treePainted));
  }, [rowCount, fleet]);

  if (!model || !fleet || !counts || !checks || !rows) return null;
  if (rowCount === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={store.searchText ? '没有匹配的分组或车辆' : '暂无车辆'} />;

  const current = Math.min(active, rowCount - 1);
  const activate = (index: number) => {
    const next = Math.max(0, Math.min(rowCount - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next);
  };
  const toggleCheck = (row: TreeRow) => (row.kind === 'group' ? store.toggleGroupCheck(row.index) : store.toggleVehicleCheck(row.index));
  const openRow = (row: TreeRow) => {
    if (row.kind === 'group') store.toggleExpanded(model.groups[row.index]?.groupId ?? -1);
    else onOpenVehicle(fleet.columns.vehicleId[row.index] as number);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows.at(current);
    if (!row) return;
    const groupId = row.kind === 'group' ? (model.groups[row.index]?.groupId ?? -1) : -1;
    switch (event.key) {
      case 'ArrowDown':
        activate(current + 1);
        break;
      case 'ArrowUp':
        activate(current - 1);
        break;
      case 'ArrowRight':
        if (row.kind === 'group') store.setExpanded(groupId, true);
        break;
      case 'ArrowLeft':
        if (row.kind === 'group' && store.expanded.has(groupId)) store.setExpanded(groupId, false);
        else {
          // to the parent: the nearest row above with a smaller level
          for (let i = current - 1; i >= 0; i -= 1) if ((rows.at(i)?.level ?? 0) < row.level) return activate(i);
        }
        break;
      case ' ':
        toggleCheck(row);
        break;
      case 'Enter':
        openRow(row);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div
      ref={scrollRef}
      role="tree"
      aria-label="车辆分组"
      aria-multiselectable="true"
      aria-activedescendant={`monitor-tree-row-${current}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      style={{ height: '100%', overflow: 'auto', outline: 'none' }}
      data-testid="monitor-tree"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows.at(item.index) as TreeRow;
          const isGroup = row.kind === 'group';
          const group = isGroup ? model.groups[row.index] : undefined;
          const mark = isGroup ? checks.groupMark(row.index) : checks.checked[row.index] === 1 ? 'checked' : 'unchecked';
          const open = group ? store.expanded.has(group.groupId) || store.search?.openedGroup[row.index] === 1 : false;
          const state = isGroup ? null : (fleet.columns.state[row.index] as VehicleState);
          const label = group ? group.name : (fleet.columns.plate[row.index] as string);
          return (
            <div
              key={item.key}
              id={`monitor-tree-row-${item.index}`}
              role="treeitem"
              aria-level={row.level + 1}
              aria-expanded={isGroup ? open : undefined}
              aria-checked={mark === 'indeterminate' ? 'mixed' : mark === 'checked'}
              aria-selected={item.index === current}
              aria-label={label}
              onClick={() => setActive(item.index)}
              onDoubleClick={() => openRow(row)}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: TREE_ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
                display: 'flex',
                alignItems: 'center',
                gap: 4,
                paddingLeft: 4 + row.level * TREE_INDENT,
                paddingRight: 8,
                boxSizing: 'border-box',
                whiteSpace: 'nowrap',
                background: item.index === current ? token.controlItemBgActive : undefined,
                cursor: 'default',
              }}
            >
              <span
                style={{ width: 14, display: 'inline-flex', justifyContent: 'center', cursor: 'pointer', color: token.colorTextTertiary }}
                aria-hidden
                onClick={() => group && store.toggleExpanded(group.groupId)}
              >
                {isGroup && group && group.childCount + (model.ownVehicles[row.index]?.length ?? 0) > 0 ? open ? <CaretDownOutlined /> : <CaretRightOutlined /> : null}
              </span>
              <Checkbox
                tabIndex={-1}
                checked={mark === 'checked'}
                indeterminate={mark === 'indeterminate'}
                onChange={() => toggleCheck(row)}
                aria-label={`勾选 ${label}`}
              />
              {state ? (
                <span aria-hidden style={{ width: 8, height: 8, borderRadius: 4, background: stateColor(state), flex: 'none' }} />
              ) : null}
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', flex: 1 }} title={label}>
                {label}
              </span>
              {isGroup ? (
                <span style={{ color: token.colorTextSecondary, fontSize: 12 }} data-testid="tree-count">
                  ({counts.online[row.index]}/{counts.total[row.index]})
                </span>
              ) : (
                <span style={{ color: token.colorTextTertiary, fontSize: 12 }}>{state ? VEHICLE_STATE_LABELS[state] : ''}</span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
});
