import type { VehicleColumns } from '@shared/api/dto/group-dto';
import type { LiveChanges } from '@shared/api/dto/live-dto';

/**
 * The caller's vehicles as the server sent them (`listAllVehicles`): column arrays, decoded once and
 * kept as they are (100k objects would cost ~30 MB and a long parse), with an index by vehicle id so
 * a live change finds its row without a scan. Row `i` of every column is vehicle `i`.
 */
export class FleetData {
  readonly columns: VehicleColumns;
  private readonly rowById: Map<number, number>;

  constructor(columns: VehicleColumns) {
    this.columns = columns;
    this.rowById = new Map();
    columns.vehicleId.forEach((vehicleId, row) => this.rowById.set(vehicleId, row));
  }

  get size(): number {
    return this.columns.count;
  }

  rowOf(vehicleId: number): number | undefined {
    return this.rowById.get(vehicleId);
  }

  /**
   * Writes a change set into the columns, in place; returns the rows that changed. A vehicle the
   * list did not have (added since it was loaded) is skipped: it appears with the next full load.
   */
  apply(changes: LiveChanges): number[] {
    const c = this.columns;
    const rows: number[] = [];
    for (let i = 0; i < changes.count; i += 1) {
      const row = this.rowById.get(changes.vehicleId[i] as number);
      if (row === undefined) continue;
      c.state[row] = changes.state[i] as VehicleColumns['state'][number];
      c.lng[row] = changes.lng[i] ?? null;
      c.lat[row] = changes.lat[i] ?? null;
      c.speed[row] = changes.speed[i] as number;
      c.direction[row] = changes.direction[i] as number;
      c.accOn[row] = changes.accOn[i] as number;
      c.alarm[row] = changes.alarm[i] as number;
      c.fixTime[row] = changes.fixTime[i] ?? null;
      c.reportTime[row] = changes.reportTime[i] ?? null;
      c.stateSince[row] = changes.stateSince[i] ?? null;
      rows.push(row);
    }
    return rows;
  }
}
