import type { LiveChanges } from '@shared/api/dto/live-dto';
import type { VehicleTable } from '@shared/api/dto/vehicle-table';
import { VEHICLE_STATES, type VehicleState } from '@shared/api/dto/vehicle-dto';

/** How many vehicle states there are: the width of every per-state counter. */
export const STATE_COUNT = VEHICLE_STATES.length;

const CODES = new Map<VehicleState, number>(VEHICLE_STATES.map((state, code) => [state, code]));

/** A state as its index in VEHICLE_STATES: counters and filters compare small numbers, not strings. */
export function stateCode(state: VehicleState): number {
  return CODES.get(state) ?? 0;
}

/**
 * The live columns as typed arrays, NaN for "none" (no position, never fixed, never reported). The
 * wire's arrays mix numbers and nulls: V8 keeps such an array as boxed values, so every number a
 * tick wrote was a new heap object, and the first null written into an all-number column converted
 * its 100k entries at once (28.7 ms of a 5,000-vehicle tick's profile). A typed array takes a write
 * in place.
 */
export type LiveColumns = Pick<VehicleTable, 'lng' | 'lat' | 'speed' | 'direction' | 'accOn' | 'alarm' | 'fixTime' | 'reportTime' | 'stateSince'>;

/** The columns that a live change never touches (plus the state names, which it rewrites). */
export type FixedColumns = Pick<VehicleTable, 'count' | 'plate' | 'deviceNo' | 'groupId' | 'vehicleId' | 'state' | 'cursor' | 'serverTime'>;

/** A value of a typed column back as the view reads it (NaN: null). */
export function orNull(value: number | undefined): number | null {
  return value === undefined || Number.isNaN(value) ? null : value;
}

/** Told of every vehicle whose state a live change moved (its row, the old and the new code). */
export type StateMove = (row: number, from: number, to: number) => void;

/**
 * The caller's vehicles as the server sent them (`listAllVehicles`): typed columns, decoded once and
 * kept as they are (100k objects would cost ~30 MB and a long parse; the live ones are what the
 * ticks write, in place), with an index by vehicle id so a live change finds its row without a
 * scan: the server sends them by ascending id, so the index is the id column itself, searched by
 * halves (a Map of 100k costs tens of ms to build). Row `i` of every column is vehicle `i`. The state is
 * also kept as a code per row (`stateCodes`) and counted per state (`stateTotals`), both updated by
 * the live changes, so no view ever scans the 100k strings again.
 */
export class FleetData {
  readonly columns: FixedColumns;
  /** positions, speeds, flags and times: written in place by the live changes */
  readonly live: LiveColumns;
  readonly stateCodes: Uint8Array;
  /** vehicles per state code */
  readonly stateTotals: Int32Array;
  /** changes whenever a vehicle changes state (what was counted by state before is stale then) */
  stateVersion = 0;
  private readonly ids: Int32Array;
  /** only when the ids did not come in ascending order */
  private readonly rowById: Map<number, number> | null;

  constructor(columns: VehicleTable) {
    const n = columns.count;
    this.columns = {
      count: n,
      plate: columns.plate,
      deviceNo: columns.deviceNo,
      groupId: columns.groupId,
      vehicleId: columns.vehicleId,
      state: columns.state,
      cursor: columns.cursor,
      serverTime: columns.serverTime,
    };
    this.live = {
      lng: columns.lng,
      lat: columns.lat,
      speed: columns.speed,
      direction: columns.direction,
      accOn: columns.accOn,
      alarm: columns.alarm,
      fixTime: columns.fixTime,
      reportTime: columns.reportTime,
      stateSince: columns.stateSince,
    };
    this.stateCodes = new Uint8Array(n);
    this.stateTotals = new Int32Array(STATE_COUNT);
    this.ids = columns.vehicleId;
    let ascending = true;
    for (let row = 1; row < n && ascending; row += 1) ascending = (this.ids[row - 1] as number) < (this.ids[row] as number);
    this.rowById = ascending ? null : new Map(Array.from(columns.vehicleId, (id, row) => [id, row]));
    const states = columns.state;
    for (let row = 0; row < n; row += 1) {
      const code = stateCode(states[row] as VehicleState);
      this.stateCodes[row] = code;
      this.stateTotals[code] = (this.stateTotals[code] as number) + 1;
    }
  }

  get size(): number {
    return this.columns.count;
  }

  rowOf(vehicleId: number): number | undefined {
    if (this.rowById) return this.rowById.get(vehicleId);
    const ids = this.ids;
    let lo = 0;
    let hi = ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const id = ids[mid] as number;
      if (id === vehicleId) return mid;
      if (id < vehicleId) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /**
   * Writes a change set into the columns, in place; returns the rows that changed and tells `onMove`
   * of each state change (the tree's counters follow by deltas). A vehicle the list did not have
   * (added since it was loaded) is skipped: it appears with the next full load.
   */
  apply(changes: LiveChanges, onMove?: StateMove): number[] {
    const states = this.columns.state;
    const c = this.live;
    const rows: number[] = [];
    for (let i = 0; i < changes.count; i += 1) {
      const row = this.rowOf(changes.vehicleId[i] as number);
      if (row === undefined) continue;
      const state = changes.state[i] as VehicleState;
      const from = this.stateCodes[row] as number;
      const to = stateCode(state);
      if (from !== to) {
        this.stateCodes[row] = to;
        this.stateTotals[from] = (this.stateTotals[from] as number) - 1;
        this.stateTotals[to] = (this.stateTotals[to] as number) + 1;
        this.stateVersion += 1;
        onMove?.(row, from, to);
      }
      states[row] = state;
      c.lng[row] = changes.lng[i] ?? Number.NaN;
      c.lat[row] = changes.lat[i] ?? Number.NaN;
      c.speed[row] = changes.speed[i] as number;
      c.direction[row] = changes.direction[i] as number;
      c.accOn[row] = changes.accOn[i] as number;
      c.alarm[row] = changes.alarm[i] as number;
      c.fixTime[row] = changes.fixTime[i] ?? Number.NaN;
      c.reportTime[row] = changes.reportTime[i] ?? Number.NaN;
      c.stateSince[row] = changes.stateSince[i] ?? Number.NaN;
      rows.push(row);
    }
    return rows;
  }
}
