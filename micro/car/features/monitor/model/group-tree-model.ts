import type { GroupNode } from '@shared/api/dto/group-dto';
import type { FleetData } from './fleet-data';

/**
 * The group tree indexed for a flat virtual list: groups in the server's pre-order (a parent before
 * its children), so a group's subtree is the contiguous range `[g, subtreeEnd[g])` and rolling
 * counts up is one backward pass. The vehicle rows are laid out in the same order (`rowOrder`: the
 * own vehicles of group 0, then of group 1...), so the vehicles of a whole subtree are one slice,
 * `rowOrder[groupStart[g] .. groupStart[subtreeEnd[g]])`: checking a group of 50k is one loop over
 * a typed array. Groups and vehicles are referred to by position (group index, vehicle row), never
 * by object: 100k vehicles stay plain numbers.
 */
export interface TreeModel {
  groups: readonly GroupNode[];
  indexById: ReadonlyMap<number, number>;
  /** parent group index, -1 for a root */
  parent: Int32Array;
  /** first group index after the subtree of g */
  subtreeEnd: Int32Array;
  /** the vehicle rows of every group, group after group in pre-order, each group's in the list's order */
  rowOrder: Int32Array;
  /** where group g's own vehicles start in `rowOrder` (entry `groups.length` is the end) */
  groupStart: Int32Array;
  /** vehicle rows directly in group g (views into `rowOrder`) */
  ownVehicles: readonly Int32Array[];
  /** group index of each vehicle row, -1 when its group is not in the tree */
  groupOfRow: Int32Array;
  /** where each vehicle row sits in `rowOrder`, -1 when its group is not in the tree */
  positionOfRow: Int32Array;
}

/**
 * The groups' own structure (no vehicles): built from the tree alone, so it is ready while the
 * 100k-vehicle list is still in flight. `slotOfId` finds a group's index from its id in one typed
 * array read (the list names a group per vehicle: 100k Map lookups cost ~10 ms on the first paint's path).
 */
export interface GroupIndex {
  groups: readonly GroupNode[];
  indexById: ReadonlyMap<number, number>;
  parent: Int32Array;
  subtreeEnd: Int32Array;
  /** group id → its index + 1 (0: not in the tree); null when the ids are too sparse for an array */
  slotOfId: Int32Array | null;
}

/** Ids up to this are looked up in an array (4 bytes per id: 4 MB at most). */
const DENSE_ID_MAX = 1 << 20;

export function indexGroups(groups: readonly GroupNode[]): GroupIndex {
  const n = groups.length;
  const indexById = new Map<number, number>();
  let maxId = 0;
  groups.forEach((group, i) => {
    indexById.set(group.groupId, i);
    if (group.groupId > maxId) maxId = group.groupId;
  });
  const parent = new Int32Array(n).fill(-1);
  groups.forEach((group, i) => {
    if (group.parentId !== null) parent[i] = indexById.get(group.parentId) ?? -1;
  });
  // pre-order: the subtree of g ends at the next group whose level is not deeper
  const subtreeEnd = new Int32Array(n).fill(n);
  const open: number[] = [];
  groups.forEach((group, i) => {
    while (open.length > 0 && (groups[open.at(-1) as number] as GroupNode).level >= group.level) subtreeEnd[open.pop() as number] = i;
    open.push(i);
  });
  let slotOfId: Int32Array | null = null;
  if (maxId <= DENSE_ID_MAX && groups.every((group) => Number.isInteger(group.groupId) && group.groupId >= 0)) {
    const slots = new Int32Array(maxId + 1);
    groups.forEach((group, i) => (slots[group.groupId] = i + 1));
    slotOfId = slots;
  }
  return { groups, indexById, parent, subtreeEnd, slotOfId };
}

/** Lays the vehicles out by group (`index`: the groups' structure, built beforehand when it can be). */
export function buildTreeModel(groups: readonly GroupNode[], fleet: FleetData, index: GroupIndex = indexGroups(groups)): TreeModel {
  const n = groups.length;
  const { indexById, parent, subtreeEnd, slotOfId } = index;
  // a counting sort of the rows by group: sizes, offsets, then each row to its place
  const size = fleet.size;
  const groupIds = fleet.columns.groupId;
  const groupOfRow = new Int32Array(size);
  const groupStart = new Int32Array(n + 1);
  const slots = slotOfId ?? new Int32Array(0);
  const slotCount = slots.length;
  for (let row = 0; row < size; row += 1) {
    const id = groupIds[row] as number;
    const g = slotOfId ? (id >= 0 && id < slotCount ? (slots[id] as number) - 1 : -1) : (indexById.get(id) ?? -1);
    groupOfRow[row] = g;
    if (g >= 0) groupStart[g + 1] = (groupStart[g + 1] as number) + 1;
  }
  for (let g = 0; g < n; g += 1) groupStart[g + 1] = (groupStart[g + 1] as number) + (groupStart[g] as number);
  const rowOrder = new Int32Array(groupStart[n] as number);
  const positionOfRow = new Int32Array(size).fill(-1);
  const next = groupStart.slice(0, n);
  for (let row = 0; row < size; row += 1) {
    const g = groupOfRow[row] as number;
    if (g < 0) continue;
    const position = next[g] as number;
    rowOrder[position] = row;
    positionOfRow[row] = position;
    next[g] = position + 1;
  }
  const ownVehicles = groups.map((_group, g) => rowOrder.subarray(groupStart[g] as number, groupStart[g + 1] as number));
  return { groups, indexById, parent, subtreeEnd, rowOrder, groupStart, ownVehicles, groupOfRow, positionOfRow };
}

/** Adds each group's own figure into its ancestors' (pre-order, so children come after parents). */
export function rollUp(model: TreeModel, own: Int32Array): Int32Array {
  // a copy of the typed array (Int32Array.from walks its source through the iterator: ~4 ms of a
  // group check's task in a profile, where this is a block copy)
  const total = own.slice();
  for (let g = total.length - 1; g >= 0; g -= 1) {
    const p = model.parent[g] as number;
    if (p >= 0) total[p] = (total[p] as number) + (total[g] as number);
  }
  return total;
}

/** Every vehicle row of the subtree of g (its own and every descendant group's): a view, not a copy. */
export function subtreeRows(model: TreeModel, g: number): Int32Array {
  return model.rowOrder.subarray(model.groupStart[g] as number, model.groupStart[model.subtreeEnd[g] as number] as number);
}
