import type { FleetData } from './fleet-data';
import type { GroupCounts } from './group-state-counts';
import { tabCode } from './group-state-counts';
import type { TreeModel } from './group-tree-model';
import type { StateTab } from './state-filter';
import type { TreeSearch } from './tree-search';

/** One line of the flat virtual list: a group or a vehicle, by index, with its indent level. */
export type TreeRow = { kind: 'group'; index: number; level: number } | { kind: 'vehicle'; index: number; level: number };

/**
 * The visible lines as one typed array (a broad search shows ~100k lines: no object per line):
 * entry `v >= 0` is vehicle row v, `v < 0` is group index `-v - 1`. `at(i)` gives the line the
 * virtual list renders (a few dozen per frame).
 */
export class TreeRows {
  constructor(
    private readonly model: TreeModel,
    private readonly lines: Int32Array,
  ) {}

  get length(): number {
    return this.lines.length;
  }

  at(i: number): TreeRow | undefined {
    if (i < 0 || i >= this.lines.length) return undefined;
    const v = this.lines[i] as number;
    if (v < 0) {
      const index = -v - 1;
      return { kind: 'group', index, level: this.model.groups[index]?.level ?? 0 };
    }
    const g = this.model.groupOfRow[v] as number;
    return { kind: 'vehicle', index: v, level: (this.model.groups[g]?.level ?? 0) + 1 };
  }

  toArray(): TreeRow[] {
    return Array.from({ length: this.length }, (_unused, i) => this.at(i) as TreeRow);
  }
}

/** Whether vehicle row r is shown by the tab and the search (before expansion); reads live states. */
export function rowFilter(model: TreeModel, fleet: FleetData, tab: StateTab, search: TreeSearch | null): (row: number) => boolean {
  const codes = fleet.stateCodes;
  const only = tabCode(tab);
  if (!search) return only < 0 ? () => true : (row) => codes[row] === only;
  const { matchedRow, wholeGroup } = search;
  const groupOfRow = model.groupOfRow;
  return (row) => (only < 0 || codes[row] === only) && (matchedRow[row] === 1 || wholeGroup[groupOfRow[row] as number] === 1);
}

export interface FlattenOptions {
  /** ids of the groups the user opened */
  expanded: ReadonlySet<number>;
  tab: StateTab;
  search: TreeSearch | null;
  shows: (row: number) => boolean;
  /** rolled-up counts of what the tab and search keep; read only when filtering (empty groups go) */
  counts: GroupCounts | null;
}

/**
 * The visible lines, in order: a group, then (when open) its vehicles and its child groups. With a
 * tab or a search, groups with nothing to show are left out; a search opens the ancestors of its
 * matches. Closed groups are skipped whole (their subtree is a contiguous range).
 */
export function flattenTree(model: TreeModel, options: FlattenOptions): TreeRows {
  const { expanded, tab, search, shows, counts } = options;
  const filtering = tab !== 'all' || search !== null;
  const n = model.groups.length;
  // every group and every vehicle at most once: one allocation, no growth checks per line
  const lines = new Int32Array(n + model.rowOrder.length || 1);
  let length = 0;
  const everything = !filtering;
  // a search under 全部: a vehicle shows when its group matched by name or it matched itself (no call per vehicle)
  const matchedOnly = search !== null && tab === 'all' ? search.matchedRow : null;
  let g = 0;
  while (g < n) {
    const group = model.groups[g];
    if (!group) break;
    const hidden = (search && !search.shownGroup[g]) || (filtering && (counts?.total[g] ?? 0) === 0);
    if (hidden) {
      g = model.subtreeEnd[g] as number;
      continue;
    }
    lines[length] = -g - 1;
    length += 1;
    const open = expanded.has(group.groupId) || (search !== null && search.openedGroup[g] === 1);
    if (!open) {
      g = model.subtreeEnd[g] as number;
      continue;
    }
    const own = model.ownVehicles[g] as Int32Array;
    // a group matched by name, or whose vehicles all matched (a broad search: most groups), is copied whole
    if (everything || (matchedOnly !== null && (search?.wholeGroup[g] === 1 || search?.matchedOwn[g] === own.length))) {
      lines.set(own, length);
      length += own.length;
    } else if (matchedOnly !== null) {
      for (let k = 0; k < own.length; k += 1) {
        const row = own[k] as number;
        if (matchedOnly[row] === 1) {
          lines[length] = row;
          length += 1;
        }
      }
    } else {
      for (let k = 0; k < own.length; k += 1) {
        const row = own[k] as number;
        if (shows(row)) {
          lines[length] = row;
          length += 1;
        }
      }
    }
    g += 1;
  }
  return new TreeRows(model, lines.subarray(0, length));
}
