import type { Db } from './connection';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';
import { statementCache } from './statement-cache';

/** A stored point as the playback query reads it: [fixTime, lng, lat, speed, direction, accOn, backfill]. */
export type TrackRow = [number, number, number, number, number, number, number];

export interface TrackRepository {
  /** the plate of a vehicle the caller may see; null when unknown or out of scope (existence never leaks) */
  visiblePlate(scope: VehicleScope, vehicleId: number): string | null;
  /** points with start ≤ fix time ≤ end, sorted by fix time: one range of the (vehicle_id, fix_time) key */
  points(vehicleId: number, start: number, end: number): TrackRow[];
}

export function createTrackRepository(db: Db): TrackRepository {
  // raw rows: a 100k-point track is read as arrays, with no object per point
  const points = db
    .prepare<[number, number, number], TrackRow>(
      `SELECT fix_time, lng, lat, speed, direction, acc_on, backfill FROM track_points
       WHERE vehicle_id = ? AND fix_time BETWEEN ? AND ? ORDER BY fix_time`,
    )
    .raw(true);
  const prepared = statementCache(db);
  const plateStatement = (scope: VehicleScope) => prepared(`SELECT v.plate FROM vehicles v WHERE v.id = @vehicleId AND ${scopeCondition(scope)}`);
  return {
    visiblePlate(scope, vehicleId) {
      const row = plateStatement(scope).get({ ...scopeParams(scope), vehicleId }) as { plate: string } | undefined;
      return row?.plate ?? null;
    },
    points: (vehicleId, start, end) => points.all(vehicleId, start, end) as unknown as TrackRow[],
  };
}
