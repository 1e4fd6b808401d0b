import { Empty, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import type { MonitorStore } from '../monitor-store';
import { MONITOR_MARKS } from '../monitor-marks';
import type { TreeRow } from '../model/tree-rows';
import { isCheckTarget, isToggleTarget, lineIndexOf, TREE_ROW_HEIGHT, TreeLinePool, treeLineId, type TreeLineView } from './tree-line-pool';
import './group-tree-list.css';

/**
 * rows rendered beyond the view on each side (keyboard and wheel steps land on rendered rows): few,
 * since a search or a tab rewrites every rendered line on the way to the frame that shows it
 */
const OVERSCAN = 4;

interface GroupTreeListProps {
  store: MonitorStore;
  /** enter on a vehicle: show it on the map */
  onOpenVehicle: (vehicleId: number) => void;
  /** the height of the list's box (measured by its owner before the rows come) */
  viewHeight: number;
}

/**
 * The group tree as one flat virtual list over the flattened tree (the measured winner at 100k,
 * wujie-notes.md): only the rows in view are in the DOM. The rows have one fixed height, so the
 * window is arithmetic on the scroll offset: nothing is kept per line (a broad search shows ~100k
 * lines, and a per-line measurement list cost tens of ms each time their number changed). Rows are
 * plain elements with a native checkbox (an antd Checkbox per row cost more than the rest of a row),
 * kept by `TreeLinePool` and written in place: React renders the box and the values of the lines in
 * view, not an element per line. The lines' clicks are handled here, on the tree, by line number.
 * Keyboard: ↑/↓ move, → opens, ← closes (or goes to the parent), space checks, enter opens a group
 * or shows a vehicle on the map.
 */
export const GroupTreeList = observer(function GroupTreeList({ store, onOpenVehicle, viewHeight }: GroupTreeListProps) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const { token } = theme.useToken();
  // the theme's colours for the lines' classes, as variables on the tree (one object per theme)
  const palette = useMemo(
    () =>
      ({
        '--monitor-tree-active-bg': token.controlItemBgActive,
        '--monitor-tree-caret': token.colorTextTertiary,
        '--monitor-tree-count': token.colorTextSecondary,
        '--monitor-tree-state': token.colorTextTertiary,
        '--monitor-tree-check': token.colorPrimary,
      }) as CSSProperties,
    [token.controlItemBgActive, token.colorTextTertiary, token.colorTextSecondary, token.colorPrimary],
  );
  const [active, setActive] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const { model, fleet, counts, checks } = store;
  const rows = store.rows;
  const rowCount = rows?.length ?? 0;
  void store.checkRevision;

  // the lines' values of this render, written to the pool's elements in its commit
  const sizerRef = useRef<HTMLDivElement | null>(null);
  const pool = useRef<TreeLinePool | null>(null);
  const views = useRef<TreeLineView[]>([]);
  useLayoutEffect(() => {
    const host = sizerRef.current;
    if (!host) {
      pool.current = null;
      return;
    }
    if (pool.current?.host !== host) pool.current = new TreeLinePool(host);
    pool.current.update(views.current, Math.ceil(viewHeight / TREE_ROW_HEIGHT) + 1 + 2 * OVERSCAN);
  });

  const painted = useRef<unknown>(null);
  useLayoutEffect(() => {
    // once per loaded fleet, in the animation callback of the first frame that shows rows, right before
    // its paint (bench/console-bench.ts reads it); asked in the commit itself, so that frame is the one
    // showing them. (A task after the paint queues behind whatever else the page posted meanwhile.)
    if (rowCount === 0 || painted.current === fleet) return;
    painted.current = fleet;
    // after the paint of the frame that shows them
    requestAnimationFrame(() => performance.mark(MONITOR_MARKS.treePainted));
  }, [rowCount, fleet]);

  if (!model || !fleet || !counts || !checks || !rows) return null;
  if (rowCount === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={store.searchText ? '没有匹配的分组或车辆' : '暂无车辆'} />;

  const totalHeight = rowCount * TREE_ROW_HEIGHT;
  // a shorter list than the scrolled offset (a search narrowed it): the browser clamps, so do we
  const top = Math.max(0, Math.min(scrollTop, totalHeight - viewHeight));
  const first = Math.max(0, Math.floor(top / TREE_ROW_HEIGHT) - OVERSCAN);
  const end = Math.min(rowCount, Math.ceil((top + viewHeight) / TREE_ROW_HEIGHT) + OVERSCAN);

  const current = Math.min(active, rowCount - 1);
  const activate = (index: number) => {
    const next = Math.max(0, Math.min(rowCount - 1, index));
    setActive(next);
    const element = scrollRef.current;
    if (!element) return;
    // into view, the least scroll that shows it
    const rowTop = next * TREE_ROW_HEIGHT;
    if (rowTop < element.scrollTop) element.scrollTop = rowTop;
    else if (rowTop + TREE_ROW_HEIGHT > element.scrollTop + viewHeight) element.scrollTop = rowTop + TREE_ROW_HEIGHT - viewHeight;
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

  // a line's click: its checkbox checks, its caret opens or closes, and the line becomes the active one
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = lineIndexOf(event.target);
    const row = index === null ? undefined : rows.at(index);
    if (index === null || !row) return;
    if (isCheckTarget(event.target)) toggleCheck(row);
    else if (isToggleTarget(event.target) && row.kind === 'group') store.toggleExpanded(model.groups[row.index]?.groupId ?? -1);
    setActive(index);
  };
  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = lineIndexOf(event.target);
    const row = index === null ? undefined : rows.at(index);
    if (row) openRow(row);
  };

  const search = store.search;
  const lines: TreeLineView[] = [];
  for (let index = first; index < end; index += 1) {
    const row = rows.at(index) as TreeRow;
    const isGroup = row.kind === 'group';
    const group = isGroup ? model.groups[row.index] : undefined;
    const state = isGroup ? null : (fleet.columns.state[row.index] as VehicleState);
    lines.push({
      index,
      level: row.level,
      isGroup,
      label: group ? group.name : fleet.columns.plate.at(row.index),
      mark: isGroup ? checks.groupMark(row.index) : checks.isChecked(row.index) ? 'checked' : 'unchecked',
      open: group ? store.expanded.has(group.groupId) || search?.openedGroup[row.index] === 1 : false,
      hasContent: group !== undefined && group.childCount + (model.ownVehicles[row.index]?.length ?? 0) > 0,
      state,
      count: isGroup ? `(${counts.online[row.index]}/${counts.total[row.index]})` : null,
      active: index === current,
    });
  }
  views.current = lines;

  return (
    <div
      ref={scrollRef}
      role="tree"
      aria-label="车辆分组"
      aria-multiselectable="true"
      aria-activedescendant={treeLineId(current)}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      className="monitor-tree"
      style={palette}
      data-testid="monitor-tree"
    >
      {/* the lines are the pool's elements (tree-line-pool.ts), not React's */}
      <div ref={sizerRef} style={{ height: totalHeight, position: 'relative' }} />
    </div>
  );
});
