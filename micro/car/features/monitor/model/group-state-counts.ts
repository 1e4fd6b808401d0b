import { ONLINE_STATES } from '@shared/api/dto/group-dto';
import { VEHICLE_STATES } from '@shared/api/dto/vehicle-dto';
import { STATE_COUNT, stateCode, type FleetData } from './fleet-data';
import { rollUp, type TreeModel } from './group-tree-model';
import type { StateTab } from './state-filter';
import type { TreeSearch } from './tree-search';

/** Per group, rolled up over descendants: what the row prints (online/total) and what decides if it shows. */
export interface GroupCounts {
  /** vehicles of the current tab (and search) */
  total: Int32Array;
  /** of those, the online ones */
  online: Int32Array;
}

/** 1 for the state codes counted as online in a group's online/total (the server's rule, group-dto.ts). */
const ONLINE_CODE = Uint8Array.from(VEHICLE_STATES, (state) => ((ONLINE_STATES as readonly string[]).includes(state) ? 1 : 0));

/** The state code a tab keeps, -1 for 全部. */
export function tabCode(tab: StateTab): number {
  return tab === 'all' ? -1 : stateCode(tab);
}

/**
 * How many vehicles of each state every group holds directly (a groups × states matrix), kept
 * current by deltas: a live tick moves the few vehicles whose state changed from one cell to
 * another instead of counting 100k again. Any tab's online/total is then read from the matrix in
 * O(groups × states); under a search, only the matched vehicles are counted.
 */
export class GroupStateCounts {
  private readonly own: Int32Array;
  /**
   * The counts of 全部 without a search (what the tree first shows), kept until a vehicle changes
   * state: computed with the data, not on the first paint's path, and the same object while a tick
   * moves nothing (the tree then has nothing to re-render for it).
   */
  private allCounts: GroupCounts | null = null;

  constructor(
    private readonly model: TreeModel,
    private readonly fleet: FleetData,
  ) {
    this.own = new Int32Array(model.groups.length * STATE_COUNT);
    const codes = fleet.stateCodes;
    const groupOfRow = model.groupOfRow;
    for (let row = 0; row < fleet.size; row += 1) {
      const g = groupOfRow[row] as number;
      if (g < 0) continue;
      const cell = g * STATE_COUNT + (codes[row] as number);
      this.own[cell] = (this.own[cell] as number) + 1;
    }
  }

  /** A vehicle changed state (`FleetData.apply` tells). */
  move(row: number, from: number, to: number): void {
    const g = this.model.groupOfRow[row] as number;
    if (g < 0) return;
    const base = g * STATE_COUNT;
    this.own[base + from] = (this.own[base + from] as number) - 1;
    this.own[base + to] = (this.own[base + to] as number) + 1;
    this.allCounts = null;
  }

  /** Each group's online/total, rolled up, for a tab and an optional search. */
  counts(tab: StateTab, search: TreeSearch | null): GroupCounts {
    if (tab !== 'all' || search) return this.count(tab, search);
    this.allCounts ??= this.count(tab, null);
    return this.allCounts;
  }

  private count(tab: StateTab, search: TreeSearch | null): GroupCounts {
    const n = this.model.groups.length;
    const total = new Int32Array(n);
    const online = new Int32Array(n);
    const only = tabCode(tab);
    for (let g = 0; g < n; g += 1) {
      // under a search, only the groups inside a group matched by name show all their vehicles
      if (search && search.wholeGroup[g] !== 1) continue;
      const base = g * STATE_COUNT;
      for (let s = 0; s < STATE_COUNT; s += 1) {
        if (only >= 0 && s !== only) continue;
        const count = this.own[base + s] as number;
        total[g] = (total[g] as number) + count;
        if (ONLINE_CODE[s] === 1) online[g] = (online[g] as number) + count;
      }
    }
    if (search && search.statesVersion === this.fleet.stateVersion) {
      // the search counted its matches by group and state in its own pass (no state moved since)
      const byState = search.matchedByState;
      for (let g = 0; g < n; g += 1) {
        if (search.matchedOwn[g] === 0 || search.wholeGroup[g] === 1) continue;
        const base = g * STATE_COUNT;
        for (let s = 0; s < STATE_COUNT; s += 1) {
          if (only >= 0 && s !== only) continue;
          const count = byState[base + s] as number;
          total[g] = (total[g] as number) + count;
          if (ONLINE_CODE[s] === 1) online[g] = (online[g] as number) + count;
        }
      }
    } else if (search) {
      const codes = this.fleet.stateCodes;
      const groupOfRow = this.model.groupOfRow;
      for (const row of search.matchedRows) {
        const g = groupOfRow[row] as number;
        const s = codes[row] as number;
        if (search.wholeGroup[g] === 1 || (only >= 0 && s !== only)) continue;
        total[g] = (total[g] as number) + 1;
        if (ONLINE_CODE[s] === 1) online[g] = (online[g] as number) + 1;
      }
    }
    return { total: rollUp(this.model, total), online: rollUp(this.model, online) };
  }
}
