import type { GroupNode } from '@shared/api/dto/group-dto';
import type { FleetData } from './fleet-data';

/**
 * The group tree indexed for a flat virtual list: groups in the server's pre-order (a parent before
 * its children), so a group's subtree is the contiguous range `[g, subtreeEnd[g])` and rolling
 * counts up is one backward pass. Groups and vehicles are referred to by position (group index,
 * vehicle row), never by object: 100k vehicles stay plain numbers.
 */
export interface TreeModel {
  groups: readonly GroupNode[];
  indexById: ReadonlyMap<number, number>;
  /** parent group index, -1 for a root */
  parent: Int32Array;
  /** first group index after the subtree of g */
  subtreeEnd: Int32Array;
  /** vehicle rows directly in group g, in the list's order */
  ownVehicles: readonly number[][];
  /** group index of each vehicle row, -1 when its group is not in the tree */
  groupOfRow: Int32Array;
}

export function buildTreeModel(groups: readonly GroupNode[], fleet: FleetData): TreeModel {
  const n = groups.length;
  const indexById = new Map<number, number>();
  groups.forEach((group, i) => indexById.set(group.groupId, i));
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
  const ownVehicles: number[][] = groups.map(() => []);
  const groupOfRow = new Int32Array(fleet.size).fill(-1);
  fleet.columns.groupId.forEach((groupId, row) => {
    const g = indexById.get(groupId);
    if (g === undefined) return;
    groupOfRow[row] = g;
    (ownVehicles[g] as number[]).push(row);
  });
  return { groups, indexById, parent, subtreeEnd, ownVehicles, groupOfRow };
}

/** Adds each group's own figure into its ancestors' (pre-order, so children come after parents). */
export function rollUp(model: TreeModel, own: Int32Array): Int32Array {
  const total = Int32Array.from(own);
  for (let g = total.length - 1; g >= 0; g -= 1) {
    const p = model.parent[g] as number;
    if (p >= 0) total[p] = (total[p] as number) + (total[g] as number);
  }
  return total;
}

/** Every vehicle row of the subtree of g (its own and every descendant group's). */
export function subtreeRows(model: TreeModel, g: number): number[] {
  const rows: number[] = [];
  for (let d = g; d < (model.subtreeEnd[g] as number); d += 1) for (const row of model.ownVehicles[d] as number[]) rows.push(row);
  return rows;
}
