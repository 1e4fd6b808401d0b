import type { FleetData } from './fleet-data';
import { rollUp, type TreeModel } from './group-tree-model';

export type CheckMark = 'checked' | 'indeterminate' | 'unchecked';

/**
 * Which vehicles are checked (and so on the map), with the per-group counts that give each group's
 * mark: all of its vehicles checked, some, or none. Checking a group works on what the tree shows
 * (the tab and search filter), without opening it; the marks are over all of a group's vehicles.
 */
export class TreeChecks {
  readonly checked: Uint8Array;
  private readonly ownChecked: Int32Array;
  private readonly ownTotal: Int32Array;
  private rolledChecked: Int32Array;
  private readonly rolledTotal: Int32Array;
  private count = 0;

  constructor(private readonly model: TreeModel, fleet: FleetData) {
    this.checked = new Uint8Array(fleet.size);
    this.ownChecked = new Int32Array(model.groups.length);
    this.ownTotal = Int32Array.from(model.ownVehicles, (rows) => rows.length);
    this.rolledTotal = rollUp(model, this.ownTotal);
    this.rolledChecked = new Int32Array(model.groups.length);
  }

  get checkedCount(): number {
    return this.count;
  }

  private set(row: number, on: boolean): void {
    if ((this.checked[row] === 1) === on) return;
    const g = this.model.groupOfRow[row] as number;
    if (g < 0) return;
    this.checked[row] = on ? 1 : 0;
    this.ownChecked[g] = (this.ownChecked[g] as number) + (on ? 1 : -1);
    this.count += on ? 1 : -1;
  }

  /** Checks or unchecks a vehicle. */
  setVehicle(row: number, on: boolean): void {
    this.set(row, on);
    this.rolledChecked = rollUp(this.model, this.ownChecked);
  }

  /**
   * Checks (or unchecks) the shown vehicles of the subtree of g (`shows` null: all of them): group by
   * group over the pre-order rows, each group's count changed once (a region of 50k is one tight loop).
   */
  setGroup(g: number, on: boolean, shows: ((row: number) => boolean) | null): void {
    const { ownVehicles, subtreeEnd } = this.model;
    const checked = this.checked;
    const value = on ? 1 : 0;
    const end = subtreeEnd[g] as number;
    for (let h = g; h < end; h += 1) {
      const own = ownVehicles[h] as Int32Array;
      if (shows === null) {
        // every vehicle of the group: a store per row, no test (the changed ones are what the group
        // had checked before); the tested loop below was ~6 ms of a region's check in a profile
        const before = this.ownChecked[h] as number;
        for (let k = 0; k < own.length; k += 1) checked[own[k] as number] = value;
        const after = on ? own.length : 0;
        this.ownChecked[h] = after;
        this.count += after - before;
        continue;
      }
      let changed = 0;
      for (let k = 0; k < own.length; k += 1) {
        const row = own[k] as number;
        if (checked[row] === value || (shows !== null && !shows(row))) continue;
        checked[row] = value;
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
    this.checked.fill(0);
    this.ownChecked.fill(0);
    this.rolledChecked.fill(0);
    this.count = 0;
  }

  groupMark(g: number): CheckMark {
    const checked = this.rolledChecked[g] as number;
    if (checked === 0) return 'unchecked';
    return checked === this.rolledTotal[g] ? 'checked' : 'indeterminate';
  }

  /** The checked vehicle rows, in the list's order. */
  checkedRows(): Int32Array {
    // a typed array: filled in place (an Array of tens of thousands grew element by element)
    const rows = new Int32Array(this.count);
    if (this.count === 0) return rows;
    const checked = this.checked;
    // four rows per read: unchecked stretches (most of 100k) are skipped a word at a time
    const words = new Uint32Array(checked.buffer, checked.byteOffset, checked.length >> 2);
    let k = 0;
    for (let w = 0; w < words.length && k < this.count; w += 1) {
      if (words[w] === 0) continue;
      for (let row = w << 2, end = row + 4; row < end; row += 1) {
        if (checked[row] === 1) {
          rows[k] = row;
          k += 1;
        }
      }
    }
    for (let row = words.length << 2; row < checked.length && k < this.count; row += 1) {
      if (checked[row] === 1) {
        rows[k] = row;
        k += 1;
      }
    }
    return rows;
  }
}
