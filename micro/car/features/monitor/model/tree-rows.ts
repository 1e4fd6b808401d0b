import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import type { FleetData } from './fleet-data';
import { rollUp, type TreeModel } from './group-tree-model';
import { isOnlineState, type StateTab } from './state-filter';
import type { TreeSearch } from './tree-search';

/** One line of the flat virtual list: a group or a vehicle, by index, with its indent level. */
export type TreeRow = { kind: 'group'; index: number; level: number } | { kind: 'vehicle'; index: number; level: number };

/** Per group, rolled up over descendants: what the row prints (online/total) and what decides if it shows. */
export interface GroupCounts {
  /** vehicles of the current tab (and search) */
  total: Int32Array;
  /** of those, the online ones */
  online: Int32Array;
}

/** Whether vehicle row r is shown by the tab and the search (before expansion). */
export function rowFilter(model: TreeModel, fleet: FleetData, tab: StateTab, search: TreeSearch | null): (row: number) => boolean {
  const state = fleet.columns.state;
  const byTab = tab === 'all' ? () => true : (row: number) => state[row] === tab;
  if (!search) return byTab;
  return (row) => byTab(row) && (search.matchedRow[row] === 1 || search.wholeGroup[model.groupOfRow[row] as number] === 1);
}

export function countGroups(model: TreeModel, fleet: FleetData, shows: (row: number) => boolean): GroupCounts {
  const n = model.groups.length;
  const total = new Int32Array(n);
  const online = new Int32Array(n);
  const state = fleet.columns.state;
  model.ownVehicles.forEach((rows, g) => {
    for (const row of rows) {
      if (!shows(row)) continue;
      total[g] = (total[g] as number) + 1;
      if (isOnlineState(state[row] as VehicleState)) online[g] = (online[g] as number) + 1;
    }
  });
  return { total: rollUp(model, total), online: rollUp(model, online) };
}

export interface FlattenOptions {
  /** ids of the groups the user opened */
  expanded: ReadonlySet<number>;
  tab: StateTab;
  search: TreeSearch | null;
  shows: (row: number) => boolean;
  counts: GroupCounts;
}

/**
 * The visible lines, in order: a group, then (when open) its vehicles and its child groups. With a
 * tab or a search, groups with nothing to show are left out; a search opens the ancestors of its
 * matches. Closed groups are skipped whole (their subtree is a contiguous range).
 */
export function flattenTree(model: TreeModel, options: FlattenOptions): TreeRow[] {
  const { expanded, tab, search, shows, counts } = options;
  const filtering = tab !== 'all' || search !== null;
  const rows: TreeRow[] = [];
  const n = model.groups.length;
  let g = 0;
  while (g < n) {
    const group = model.groups[g];
    if (!group) break;
    const hidden = (search && !search.shownGroup[g]) || (filtering && counts.total[g] === 0);
    if (hidden) {
      g = model.subtreeEnd[g] as number;
      continue;
    }
    rows.push({ kind: 'group', index: g, level: group.level });
    const open = expanded.has(group.groupId) || (search !== null && search.openedGroup[g] === 1);
    if (!open) {
      g = model.subtreeEnd[g] as number;
      continue;
    }
    for (const row of model.ownVehicles[g] as number[]) if (shows(row)) rows.push({ kind: 'vehicle', index: row, level: group.level + 1 });
    g += 1;
  }
  return rows;
}
