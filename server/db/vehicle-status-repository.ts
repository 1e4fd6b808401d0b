import type { Db } from './connection';

/**
 * The live status rows as the simulated device gateway reads and writes them: the window of reporting
 * vehicles it moves, the probes and switches of presence, and the feed of changed rows the track
 * recorder follows. Rows keep their column names: the simulator walks thousands per tick, so they are
 * handed over as SQLite returns them.
 */

/** A reporting vehicle with a fix, with its fleet's city centre: what one movement step needs. */
export interface LiveStatusRow {
  vehicle_id: number;
  state: 'online' | 'stationary';
  lng: number;
  lat: number;
  speed: number;
  direction: number;
  fix_time: number | null;
  center_lng: number;
  center_lat: number;
}

/** A new position report; `now` is both the fix time and the change time. */
export interface MotionReport {
  vehicleId: number;
  now: number;
  state: string;
  lng: number;
  lat: number;
  speed: number;
  direction: number;
  accOn: number;
}

export interface StatusProbe {
  vehicle_id: number;
  state: string;
  lng: number | null;
}

/** A status row as the change feed returns it. */
export interface StatusChangeRow {
  vehicle_id: number;
  state: string;
  lng: number | null;
  lat: number | null;
  speed: number;
  direction: number;
  acc_on: number;
  fix_time: number | null;
  updated_at: number;
}

/** A position in the change feed: the key (updated_at, vehicle_id) of the `vehicle_status_updated` index. */
export interface ChangeKey {
  at: number;
  id: number;
}

export interface VehicleStatusRepository {
  /** reporting vehicles (online, stationary) with a fix and a fleet centre, id > `afterId`, by id */
  reportingAfter(afterId: number, limit: number): LiveStatusRow[];
  saveMotion(report: MotionReport): void;
  /** lowest and highest vehicle id with a status row; nulls for an empty table */
  idRange(): { low: number | null; high: number | null };
  probe(vehicleId: number): StatusProbe | undefined;
  /**
   * An offline vehicle back as `state`, where it was last seen, parked with the ignition off (no fix
   * yet if it never had one); returns 1 when it was offline and changed, 0 otherwise.
   */
  comeOnline(vehicleId: number, state: string, now: number): number;
  /** a reporting vehicle drops offline; returns 1 when it was reporting and changed, 0 otherwise */
  goOffline(vehicleId: number, now: number): number;
  /** rows changed after `key`, in key order */
  changedAfter(key: ChangeKey, limit: number): StatusChangeRow[];
  /** the newest change's key; zeros when the table is empty */
  newestChange(): ChangeKey;
}

export function createVehicleStatusRepository(db: Db): VehicleStatusRepository {
  // `+s.state` keeps SQLite off the state index: with it, every window read all reporting vehicles
  // after the cursor and sorted them (~50 ms at 100k); walking the primary key reads only the window.
  const reporting = db.prepare<[number, number], LiveStatusRow>(`
    SELECT s.vehicle_id, s.state, s.lng, s.lat, s.speed, s.direction, s.fix_time, g.center_lng, g.center_lat
    FROM vehicle_status s
    JOIN vehicles v ON v.id = s.vehicle_id
    JOIN vehicle_groups g ON g.id = v.group_id
    WHERE +s.state IN ('online', 'stationary') AND s.lng IS NOT NULL AND g.center_lng IS NOT NULL AND s.vehicle_id > ?
    ORDER BY s.vehicle_id LIMIT ?`);
  const saveMotion = db.prepare<[MotionReport]>(`
    UPDATE vehicle_status
    SET state_since = CASE WHEN state = @state THEN state_since ELSE @now END,
        state = @state, lng = @lng, lat = @lat, speed = @speed, direction = @direction, acc_on = @accOn,
        fix_time = @now, report_time = @now, updated_at = @now
    WHERE vehicle_id = @vehicleId`);
  const range = db.prepare<[], { low: number | null; high: number | null }>('SELECT MIN(vehicle_id) AS low, MAX(vehicle_id) AS high FROM vehicle_status');
  const probe = db.prepare<[number], StatusProbe>('SELECT vehicle_id, state, lng FROM vehicle_status WHERE vehicle_id = ?');
  const comeOnline = db.prepare<[{ state: string; now: number; vehicleId: number }]>(
    `UPDATE vehicle_status SET state = @state, speed = 0, acc_on = 0, fix_time = CASE WHEN lng IS NULL THEN fix_time ELSE @now END,
       report_time = @now, state_since = @now, updated_at = @now
     WHERE vehicle_id = @vehicleId AND state = 'offline'`,
  );
  const goOffline = db.prepare<[number, number, number]>(
    // the last report stays where it was: "离线 3天" counts from it
    "UPDATE vehicle_status SET state = 'offline', speed = 0, acc_on = 0, state_since = ?, updated_at = ? WHERE vehicle_id = ? AND state IN ('online', 'stationary')",
  );
  const changed = db.prepare<[number, number, number], StatusChangeRow>(`
    SELECT vehicle_id, state, lng, lat, speed, direction, acc_on, fix_time, updated_at FROM vehicle_status
    WHERE (updated_at, vehicle_id) > (?, ?) ORDER BY updated_at, vehicle_id LIMIT ?`);
  const newest = db.prepare<[], { at: number | null; id: number | null }>(
    'SELECT updated_at AS at, vehicle_id AS id FROM vehicle_status ORDER BY updated_at DESC, vehicle_id DESC LIMIT 1',
  );

  return {
    reportingAfter: (afterId, limit) => reporting.all(afterId, limit),
    saveMotion: (report) => void saveMotion.run(report),
    idRange: () => range.get() ?? { low: null, high: null },
    probe: (vehicleId) => probe.get(vehicleId),
    comeOnline: (vehicleId, state, now) => comeOnline.run({ state, now, vehicleId }).changes,
    goOffline: (vehicleId, now) => goOffline.run(now, now, vehicleId).changes,
    changedAfter: (key, limit) => changed.all(key.at, key.id, limit),
    newestChange: () => {
      const row = newest.get();
      return { at: row?.at ?? 0, id: row?.id ?? 0 };
    },
  };
}
