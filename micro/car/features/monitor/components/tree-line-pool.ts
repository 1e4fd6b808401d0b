import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { TREE_INDENT, TREE_ITEM_HEIGHT } from '@shared/constants/limits';
import { VEHICLE_STATE_LABELS } from '@shared/constants/vehicle-state-labels';
import { stateColor } from '@shared/map/marker-colors';
import type { CheckMark } from '../model/tree-check';

/** product-spec §9: tree item height 26, indent 16 */
export const TREE_ROW_HEIGHT = TREE_ITEM_HEIGHT;

/** What one line of the tree shows (plain values, made by the list's render for the lines in view). */
export interface TreeLineView {
  /** the line's number in the flattened tree */
  index: number;
  level: number;
  isGroup: boolean;
  label: string;
  mark: CheckMark;
  open: boolean;
  /** a group with child groups or vehicles (it gets a caret) */
  hasContent: boolean;
  /** null for a group */
  state: VehicleState | null;
  /** a group's "(online/total)", null for a vehicle */
  count: string | null;
  active: boolean;
}

/** The element id of line `index` (the tree's aria-activedescendant names it). */
export const treeLineId = (index: number) => `monitor-tree-row-${index}`;

/** The number of the line an element of the tree belongs to, null outside a line. */
export function lineIndexOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const line = target.closest<HTMLElement>('.monitor-tree-line');
  const index = line ? Number(line.dataset.index) : Number.NaN;
  return Number.isInteger(index) ? index : null;
}

/** Whether a click inside a line landed on its caret (open/close) rather than elsewhere on it. */
export const isToggleTarget = (target: EventTarget | null) => target instanceof Element && target.closest('.monitor-tree-toggle') !== null;
/** Whether a click inside a line landed on its checkbox. */
export const isCheckTarget = (target: EventTarget | null) => target instanceof HTMLInputElement && target.classList.contains('monitor-tree-check');

/** One line's elements and the values last written to them (an unchanged value is not written again). */
class PooledLine {
  readonly root = document.createElement('div');
  private readonly caret = document.createElement('span');
  private readonly check = document.createElement('input');
  private readonly dot = document.createElement('span');
  private readonly label = document.createElement('span');
  private readonly tail = document.createElement('span');
  private shown: Partial<TreeLineView> = {};

  /** the line it shows (undefined before the first) */
  get index(): number | undefined {
    return this.shown.index;
  }

  constructor() {
    const { root, caret, check, dot, label, tail } = this;
    root.setAttribute('role', 'treeitem');
    const toggle = document.createElement('span');
    toggle.className = 'monitor-tree-toggle';
    toggle.setAttribute('aria-hidden', 'true');
    toggle.append(caret);
    check.type = 'checkbox';
    check.tabIndex = -1;
    check.className = 'monitor-tree-check';
    dot.setAttribute('aria-hidden', 'true');
    label.className = 'monitor-tree-label';
    root.append(toggle, check, dot, label, tail);
  }

  /** Writes what differs from the values on screen. */
  show(view: TreeLineView): void {
    const { root, caret, check, dot, label, tail } = this;
    const was = this.shown;
    if (was.index !== view.index) {
      root.id = treeLineId(view.index);
      root.dataset.index = String(view.index);
      root.style.top = `${view.index * TREE_ROW_HEIGHT}px`;
    }
    if (was.level !== view.level) {
      root.setAttribute('aria-level', String(view.level + 1));
      root.style.paddingLeft = `${4 + view.level * TREE_INDENT}px`;
    }
    if (was.label !== view.label) {
      root.setAttribute('aria-label', view.label);
      check.setAttribute('aria-label', `勾选 ${view.label}`);
      label.textContent = view.label;
      label.title = view.label;
    }
    if (was.mark !== view.mark) root.setAttribute('aria-checked', view.mark === 'indeterminate' ? 'mixed' : String(view.mark === 'checked'));
    // (the box's own state, not the value last written: a click toggles it before the store answers)
    if (check.checked !== (view.mark === 'checked')) check.checked = view.mark === 'checked';
    // indeterminate is a DOM property only (no attribute)
    if (check.indeterminate !== (view.mark === 'indeterminate')) check.indeterminate = view.mark === 'indeterminate';
    if (was.active !== view.active) {
      root.setAttribute('aria-selected', String(view.active));
      root.className = view.active ? 'monitor-tree-line monitor-tree-line-active' : 'monitor-tree-line';
    }
    if (was.isGroup !== view.isGroup || was.open !== view.open) {
      if (view.isGroup) root.setAttribute('aria-expanded', String(view.open));
      else root.removeAttribute('aria-expanded');
    }
    if (was.hasContent !== view.hasContent || was.open !== view.open) {
      caret.className = view.hasContent ? (view.open ? 'monitor-tree-caret monitor-tree-caret-open' : 'monitor-tree-caret') : '';
    }
    if (was.state !== view.state) {
      dot.className = view.state ? 'monitor-tree-dot' : 'monitor-tree-dot-none';
      if (view.state) dot.style.background = stateColor(view.state);
    }
    if (was.count !== view.count || was.state !== view.state) {
      if (view.count !== null) {
        tail.className = 'monitor-tree-count';
        tail.dataset.testid = 'tree-count';
        tail.textContent = view.count;
      } else {
        tail.className = 'monitor-tree-state';
        delete tail.dataset.testid;
        tail.textContent = view.state ? VEHICLE_STATE_LABELS[view.state] : '';
      }
    }
    this.shown = view;
  }
}

/**
 * The lines in view as a fixed set of elements written in place, instead of a React element per
 * line: a broad search turns every line in view from a group into a vehicle (or back), and React
 * reconciling those lines and their parts was most of that keystroke's task (4-5 ms in a profile).
 * Line `index` always uses element `index % capacity`: a scroll rewrites only the lines that came
 * into view, a search only the values that changed. Elements not needed are taken out of the DOM
 * (the tree's rows in the DOM are the lines in view, nothing stale), and the elements stay in the
 * lines' order (assistive technology reads a tree's levels in document order).
 */
export class TreeLinePool {
  private readonly lines: PooledLine[] = [];
  /** slots whose element is in the host */
  private readonly attached = new Set<number>();

  constructor(readonly host: HTMLElement) {}

  /**
   * Shows `views` (consecutive lines, ascending), each on its element; takes the others out.
   * `capacity`: the most lines the view holds (its height's worth and the overscan), so that a list
   * growing from a few lines to a screenful (a search) keeps the elements it has.
   */
  update(views: readonly TreeLineView[], capacity: number): void {
    const size = Math.max(capacity, views.length);
    if (size !== this.lines.length) {
      // another view height: every line gets its slot anew (rare: a resize)
      for (const slot of this.attached) this.lines[slot]?.root.remove();
      this.attached.clear();
      this.lines.length = Math.min(this.lines.length, size);
      while (this.lines.length < size) this.lines.push(new PooledLine());
    }
    const wanted = new Map<number, number>();
    for (const view of views) wanted.set(view.index % size, view.index);
    // out: elements not needed, and those that change line (a scroll: they go back in at their new place);
    // the others keep their order, which is the lines' order
    for (const slot of this.attached) {
      const line = this.lines[slot] as PooledLine;
      if (wanted.get(slot) === line.index) continue;
      line.root.remove();
      this.attached.delete(slot);
    }
    let next: ChildNode | null = this.host.firstChild;
    for (const view of views) {
      const slot = view.index % size;
      const line = this.lines[slot] as PooledLine;
      line.show(view);
      if (line.root === next) {
        next = next.nextSibling;
        continue;
      }
      this.host.insertBefore(line.root, next);
      this.attached.add(slot);
    }
  }
}
