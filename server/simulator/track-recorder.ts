import type { Db } from '../db/connection';
import { createTrackRepository, createTrackWriter } from '../db/track-repository';
import { chinaDayStartOf } from '../db/track-blocks';
import { PARKED_INTERVAL_MS } from '../seed/track-path';
import { createVehicleStatusRepository, type StatusChangeRow } from '../db/vehicle-status-repository';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@shared/constants/time';
import { chinaDay } from '@shared/api/time/china-time';
import { haversineM } from '../tracks/geo';

/**
 * Turns the simulator's position updates into track points and keeps today's report aggregates
 * (mileage, online time, top speed) current: one hook in simulator.ts, after each tick. It reads the
 * status rows changed since its last run, so it needs nothing from the movement code.
 *
 * Like a real device it does not report every tick: a moving vehicle every MOVING_INTERVAL_MS, a
 * parked one when it stops and then every PARKED_INTERVAL_MS (the heartbeat the seed's history uses too).
 */
export const MOVING_INTERVAL_MS = 30 * SECOND_MS;
/** Online time is counted between sightings at most this far apart (a stopped server is not "online"). */
const MAX_ONLINE_GAP_MS = 5 * MINUTE_MS;
/** Points older than this are pruned, one vehicle at a time and at most hourly, so the table stays bounded. */
export const TRACK_RETENTION_MS = 15 * DAY_MS;
const PRUNE_EVERY_MS = HOUR_MS;

/** A row of a vehicle that reports with a fix: the ones that become track points. */
type ReportingRow = StatusChangeRow & { lng: number; lat: number; fix_time: number };

interface Seen {
  at: number;
  recordedAt: number;
  lng: number;
  lat: number;
  moving: boolean;
  pendingOnlineMs: number;
  prunedAt: number;
}

/** Status rows one call reads at most; the simulator calls again (after yielding) until it has caught up. */
export const RECORD_BATCH = 500;

/**
 * Returns a hook `(now, limit) => rows read`: it walks the status rows changed since its last call by
 * the key (updated_at, vehicle_id) over `vehicle_status_updated`, at most `limit` at a time; fewer
 * than `limit` means it has caught up. It starts at the newest change already in the table: what
 * happened before the simulator started is the seed's history, not something to record again.
 */
export function createTrackRecorder(db: Db): (now: number, limit?: number) => number {
  const status = createVehicleStatusRepository(db);
  const tracks = createTrackWriter(db);
  const blocks = createTrackRepository(db);
  const seen = new Map<number, Seen>();
  let watermark = status.newestChange();

  const record = (row: ReportingRow, now: number): boolean => {
    const last = seen.get(row.vehicle_id);
    const moving = row.speed > 0;
    const gap = last ? row.fix_time - last.at : 0;
    const pendingOnlineMs = (last?.pendingOnlineMs ?? 0) + (gap > 0 && gap <= MAX_ONLINE_GAP_MS ? gap : 0);
    const since = last ? row.fix_time - last.recordedAt : Infinity;
    const due = !last || (moving ? since >= MOVING_INTERVAL_MS : last.moving || since >= PARKED_INTERVAL_MS);
    if (!due) {
      if (last) seen.set(row.vehicle_id, { ...last, at: row.fix_time, pendingOnlineMs });
      return false;
    }
    const vehicleId = row.vehicle_id;
    tracks.addPoint({ vehicleId, time: row.fix_time, lng: row.lng, lat: row.lat, speed: row.speed, direction: row.direction, accOn: row.acc_on, now });
    const mileage = last ? haversineM(last.lng, last.lat, row.lng, row.lat) : 0;
    tracks.addToDay({ vehicleId, day: chinaDay(row.fix_time), mileage, online: pendingOnlineMs, speed: row.speed });
    // the vehicle's first point of a new day: its previous day is over, kept as a block for playback
    const previousDay = last ? chinaDayStartOf(last.recordedAt) : null;
    if (previousDay !== null && previousDay < chinaDayStartOf(row.fix_time)) blocks.buildBlock(vehicleId, previousDay);
    let prunedAt = last?.prunedAt ?? 0;
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      tracks.pruneBefore(vehicleId, now - TRACK_RETENTION_MS);
      prunedAt = now;
    }
    seen.set(vehicleId, { at: row.fix_time, recordedAt: row.fix_time, lng: row.lng, lat: row.lat, moving, pendingOnlineMs: 0, prunedAt });
    return true;
  };

  const reporting = (row: StatusChangeRow): row is ReportingRow => (row.state === 'online' || row.state === 'stationary') && row.lng !== null && row.fix_time !== null;

  return (now, limit = RECORD_BATCH) => {
    const rows = status.changedAfter(watermark, limit);
    db.transaction(() => {
      for (const row of rows) if (reporting(row)) record(row, now);
    })();
    const last = rows[rows.length - 1];
    if (last) watermark = { at: last.updated_at, id: last.vehicle_id };
    return rows.length;
  };
}
