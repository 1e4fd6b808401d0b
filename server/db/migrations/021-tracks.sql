-- 021: track points for playback and the daily aggregates the mileage and online reports read.
-- Positions are WGS-84; times INTEGER ms since the epoch (UTC).

-- One row per fix, clustered by (vehicle, fix time): a playback query is one index range that comes
-- out already sorted by fix time, however late a point arrived. `backfill` = 1 marks points the
-- device stored while it had no network and uploaded later (补报, JT/T 808 0x0704 type 1).
CREATE TABLE track_points (
  vehicle_id INTEGER NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  fix_time INTEGER NOT NULL,
  lng REAL NOT NULL,
  lat REAL NOT NULL,
  -- km/h
  speed REAL NOT NULL,
  direction INTEGER NOT NULL,
  acc_on INTEGER NOT NULL CHECK (acc_on IN (0, 1)),
  backfill INTEGER NOT NULL DEFAULT 0 CHECK (backfill IN (0, 1)),
  received_at INTEGER NOT NULL,
  PRIMARY KEY (vehicle_id, fix_time)
) WITHOUT ROWID;

-- One row per vehicle and China calendar day (UTC+8, 'YYYY-MM-DD'). Written by the seed for the
-- past and kept current by the simulator's track recorder.
CREATE TABLE vehicle_daily_stats (
  vehicle_id INTEGER NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  mileage_m REAL NOT NULL DEFAULT 0,
  online_ms INTEGER NOT NULL DEFAULT 0,
  max_speed REAL NOT NULL DEFAULT 0,
  PRIMARY KEY (vehicle_id, day)
) WITHOUT ROWID;
