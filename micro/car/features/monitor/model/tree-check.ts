import type { FleetData } from './fleet-data';
import { rollUp, type TreeModel } from './group-tree-model';

export type CheckMark = 'checked' | 'indeterminate' | 'unchecked';

/**
 * Which vehicles are checked (and so on the map), with the per-group counts that give each group's
 * mark: all of its vehicles checked, some, or none. Checking a group works on what the tree shows
 * (the tab and search filter), without opening it; the marks are over all of a group's vehicles.
 *
 * The marks are kept by position in the tree's vehicle order (`TreeModel.rowOrder`), not by row: a
 * subtree's vehicles are one contiguous range there, so checking a whole region of tens of thousands
 * with every vehicle shown is one native fill (a store per row was the largest part of that click's
 * task in a profile: the check is the first call of that loop, not yet compiled).
 */
export class TreeChecks {
  /** 1 at the positions (in `rowOrder`) of the checked vehicles */
  private readonly atPosition: Uint8Array;
  private readonly ownChecked: Int32Array;
  private readonly ownTotal: Int32Array;
  private rolledChecked: Int32Array;
  private readonly rolledTotal: Int32Array;
  private count = 0;

  constructor(private readonly model: TreeModel, _fleet: FleetData) {
    this.atPosition = new Uint8Array(model.rowOrder.length);
    this.ownChecked = new Int32Array(model.groups.length);
    this.ownTotal = Int32Array.from(model.ownVehicles, (rows) => rows.length);
    this.rolledTotal = rollUp(model, this.ownTotal);
    this.rolledChecked = new Int32Array(model.groups.length);
  }

  get checkedCount(): number {
    return this.count;
  }

  /** Whether vehicle row `row` is checked. */
  isChecked(row: number): boolean {
    const position = this.model.positionOfRow[row] ?? -1;
    return position >= 0 && this.atPosition[position] === 1;
  }

  private set(row: number, on: boolean): void {
    const position = this.model.positionOfRow[row] ?? -1;
    if (position < 0 || (this.atPosition[position] === 1) === on) return;
    const g = this.model.groupOfRow[row] as number;
    this.atPosition[position] = on ? 1 : 0;
    this.ownChecked[g] = (this.ownChecked[g] as number) + (on ? 1 : -1);
    this.count += on ? 1 : -1;
  }

  /** Checks or unchecks a vehicle. */
  setVehicle(row: number, on: boolean): void {
    this.set(row, on);
    this.rolledChecked = rollUp(this.model, this.ownChecked);
  }

  /**
   * Checks (or unchecks) the shown vehicles of the subtree of g (`shows` null: all of them), group by
   * group, each group's count changed once.
   */
  setGroup(g: number, on: boolean, shows: ((row: number) => boolean) | null): void {
    const { ownVehicles, subtreeEnd, groupStart } = this.model;
    const atPosition = this.atPosition;
    const value = on ? 1 : 0;
    const end = subtreeEnd[g] as number;
    if (shows === null) {
      // every vehicle of the subtree: one fill over its range; the changed ones are what its groups
      // had checked before
      atPosition.fill(value, groupStart[g] as number, groupStart[end] as number);
      for (let h = g; h < end; h += 1) {
        const after = on ? (ownVehicles[h] as Int32Array).length : 0;
        this.count += after - (this.ownChecked[h] as number);
        this.ownChecked[h] = after;
      }
      this.rolledChecked = rollUp(this.model, this.ownChecked);
      return;
    }
    for (let h = g; h < end; h += 1) {
      const own = ownVehicles[h] as Int32Array;
      const start = groupStart[h] as number;
      let changed = 0;
      for (let k = 0; k < own.length; k += 1) {
        if (atPosition[start + k] === value || !shows(own[k] as number)) continue;
        atPosition[start + k] = value;
        changed += 1;
      }
      const delta = on ? changed : -changed;
      this.ownChecked[h] = (this.ownChecked[h] as number) + delta;
      this.count += delta;
    }
    this.rolledChecked = rollUp(this.model, this.ownChecked);
  }

  /** A click on a group's box: a fully checked group is cleared, anything else is checked. */
  toggleGroup(g: number, shows: ((row: number) => boolean) | null): void {
    this.setGroup(g, this.groupMark(g) !== 'checked', shows);
  }

  clear(): void {
    this.atPosition.fill(0);
    this.ownChecked.fill(0);
    this.rolledChecked.fill(0);
    this.count = 0;
  }

  groupMark(g: number): CheckMark {
    const checked = this.rolledChecked[g] as number;
    if (checked === 0) return 'unchecked';
    return checked === this.rolledTotal[g] ? 'checked' : 'indeterminate';
  }

  /** The checked vehicle rows, in the list's order (ascending rows). */
  checkedRows(): Int32Array {
    // a typed array: filled in place (an Array of tens of thousands grew element by element)
    const rows = new Int32Array(this.count);
    if (this.count === 0) return rows;
    const marks = this.atPosition;
    const rowOrder = this.model.rowOrder;
    // four positions per read: unchecked stretches (most of 100k) are skipped a word at a time
    const words = new Uint32Array(marks.buffer, marks.byteOffset, marks.length >> 2);
    let k = 0;
    for (let w = 0; w < words.length && k < this.count; w += 1) {
      if (words[w] === 0) continue;
      for (let position = w << 2, end = position + 4; position < end; position += 1) {
        if (marks[position] === 1) {
          rows[k] = rowOrder[position] as number;
          k += 1;
        }
      }
    }
    for (let position = words.length << 2; position < marks.length && k < this.count; position += 1) {
      if (marks[position] === 1) {
        rows[k] = rowOrder[position] as number;
        k += 1;
      }
    }
    // the tree's order back to the list's (a native numeric sort; read after the check's frame)
    return rows.sort();
  }
}
