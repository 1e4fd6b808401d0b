import { Empty, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { memo, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { VEHICLE_STATE_LABELS } from '@shared/constants/vehicle-state-labels';
import { stateColor } from '@shared/map/marker-colors';
import type { MonitorStore } from '../monitor-store';
import { MONITOR_MARKS } from '../monitor-marks';
import type { CheckMark } from '../model/tree-check';
import type { TreeRow, TreeRows } from '../model/tree-rows';
import './group-tree-list.css';

/** product-spec §9: tree item height 26, indent 16 */
export const TREE_ROW_HEIGHT = 26;
export const TREE_INDENT = 16;
/**
 * rows rendered beyond the view on each side (keyboard and wheel steps land on rendered rows): few,
 * since a search or a tab re-renders every rendered line on the way to the frame that shows it
 */
const OVERSCAN = 4;

interface GroupTreeListProps {
  store: MonitorStore;
  /** enter on a vehicle: show it on the map */
  onOpenVehicle: (vehicleId: number) => void;
  /** the height of the list's box (measured by its owner before the rows come) */
  viewHeight: number;
}

/** What the lines' handlers reach (the latest render's), by line number. */
interface LineActions {
  rows: TreeRows;
  activate: (index: number) => void;
  openRow: (row: TreeRow) => void;
  toggleCheck: (row: TreeRow) => void;
  toggleExpanded: (groupId: number) => void;
}

interface TreeLineProps {
  index: number;
  level: number;
  /** null for a vehicle */
  groupId: number | null;
  label: string;
  mark: CheckMark;
  open: boolean;
  hasContent: boolean;
  /** null for a group */
  state: VehicleState | null;
  /** a group's "(online/total)", null for a vehicle */
  count: string | null;
  active: boolean;
  actions: RefObject<LineActions | null>;
}

/** One line of the tree: plain elements and a native checkbox, rendered again only when its own values change. */
const TreeLine = memo(function TreeLine({ index, level, groupId, label, mark, open, hasContent, state, count, active, actions }: TreeLineProps) {
  const rowAt = () => actions.current?.rows.at(index);
  const isGroup = groupId !== null;
  return (
    <div
      id={`monitor-tree-row-${index}`}
      role="treeitem"
      aria-level={level + 1}
      aria-expanded={isGroup ? open : undefined}
      aria-checked={mark === 'indeterminate' ? 'mixed' : mark === 'checked'}
      aria-selected={active}
      aria-label={label}
      onClick={() => actions.current?.activate(index)}
      onDoubleClick={() => {
        const row = rowAt();
        if (row) actions.current?.openRow(row);
      }}
      className={active ? 'monitor-tree-line monitor-tree-line-active' : 'monitor-tree-line'}
      // only what differs per line is inline (see group-tree-list.css)
      style={{ top: index * TREE_ROW_HEIGHT, paddingLeft: 4 + level * TREE_INDENT }}
    >
      <span className="monitor-tree-toggle" aria-hidden onClick={() => groupId !== null && actions.current?.toggleExpanded(groupId)}>
        {hasContent ? <span className={open ? 'monitor-tree-caret monitor-tree-caret-open' : 'monitor-tree-caret'} /> : null}
      </span>
      <input
        type="checkbox"
        tabIndex={-1}
        className="monitor-tree-check"
        checked={mark === 'checked'}
        ref={(input) => {
          // indeterminate is a DOM property only (no attribute); written only when it changes (a
          // write restyles the box)
          if (input && input.indeterminate !== (mark === 'indeterminate')) input.indeterminate = mark === 'indeterminate';
        }}
        onChange={() => {
          const row = rowAt();
          if (row) actions.current?.toggleCheck(row);
        }}
        aria-label={`勾选 ${label}`}
      />
      {state ? <span aria-hidden className="monitor-tree-dot" style={{ background: stateColor(state) }} /> : null}
      <span className="monitor-tree-label" title={label}>
        {label}
      </span>
      {count !== null ? (
        <span className="monitor-tree-count" data-testid="tree-count">
          {count}
        </span>
      ) : (
        <span className="monitor-tree-state">{state ? VEHICLE_STATE_LABELS[state] : ''}</span>
      )}
    </div>
  );
});

/**
 * The group tree as one flat virtual list over the flattened tree (the measured winner at 100k,
 * wujie-notes.md): only the rows in view are in the DOM. The rows have one fixed height, so the
 * window is arithmetic on the scroll offset: nothing is kept per line (a broad search shows ~100k
 * lines, and a per-line measurement list cost tens of ms each time their number changed). Rows are
 * plain elements with a native checkbox: an antd Checkbox per row cost more than the rest of a row.
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
  // what a line's handlers call: one object for every render, so a line whose own props did not
  // change is not rendered again (a check re-renders its line and its ancestors', not the window)
  const actions = useRef<LineActions | null>(null);
  const [active, setActive] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const { model, fleet, counts, checks } = store;
  const rows = store.rows;
  const rowCount = rows?.length ?? 0;
  void store.checkRevision;

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

  const search = store.search;
  actions.current = { rows, activate: setActive, openRow, toggleCheck, toggleExpanded: store.toggleExpanded };
  const items = [];
  for (let index = first; index < end; index += 1) {
    const row = rows.at(index) as TreeRow;
    const isGroup = row.kind === 'group';
    const group = isGroup ? model.groups[row.index] : undefined;
    const mark = isGroup ? checks.groupMark(row.index) : checks.isChecked(row.index) ? 'checked' : 'unchecked';
    const open = group ? store.expanded.has(group.groupId) || search?.openedGroup[row.index] === 1 : false;
    const state = isGroup ? null : (fleet.columns.state[row.index] as VehicleState);
    items.push(
      <TreeLine
        // keyed by line number: a search or a check updates the rendered lines in place instead of
        // replacing their elements, a scroll adds and drops lines at the ends (nothing is kept in a line)
        key={index}
        index={index}
        level={row.level}
        groupId={group ? group.groupId : null}
        label={group ? group.name : (fleet.columns.plate[row.index] as string)}
        mark={mark}
        open={open}
        hasContent={group !== undefined && group.childCount + (model.ownVehicles[row.index]?.length ?? 0) > 0}
        state={state}
        count={isGroup ? `(${counts.online[row.index]}/${counts.total[row.index]})` : null}
        active={index === current}
        actions={actions}
      />,
    );
  }

  return (
    <div
      ref={scrollRef}
      role="tree"
      aria-label="车辆分组"
      aria-multiselectable="true"
      aria-activedescendant={`monitor-tree-row-${current}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      className="monitor-tree"
      style={palette}
      data-testid="monitor-tree"
    >
      <div style={{ height: totalHeight, position: 'relative' }}>{items}</div>
    </div>
  );
});
