-- 010: alarm records. One row per alarm raised for a vehicle; processing fills the handler columns.
-- Times are INTEGER milliseconds since the epoch (UTC); positions WGS-84.
CREATE TABLE alarms (
  id INTEGER PRIMARY KEY,
  -- copied from the vehicle: every query starts with the customer, and this keeps it on one index
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  vehicle_id INTEGER NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  -- a code of the catalogue in shared/api/dto/alarm-dto.ts (sos, overspeed, ...)
  type TEXT NOT NULL,
  level INTEGER NOT NULL CHECK (level IN (1, 2, 3)),
  alarm_time INTEGER NOT NULL,
  lng REAL,
  lat REAL,
  speed REAL NOT NULL DEFAULT 0,
  detail TEXT,
  processed INTEGER NOT NULL DEFAULT 0 CHECK (processed IN (0, 1)),
  process_method TEXT,
  handler_id INTEGER REFERENCES users (id),
  processed_at INTEGER,
  note TEXT,
  created_at INTEGER NOT NULL
);

-- newQueryAlarm: newest first within a customer and a time range. Covering for the columns the
-- filters test (type, vehicle, processed), so walking a month for a sub-user's vehicles or a type
-- never touches the table; measured at 1M alarms in server/README.md.
CREATE INDEX alarms_customer_time ON alarms (customer_id, alarm_time, type, vehicle_id, processed);
-- a small set of vehicles (a vehicle list, a city fleet, a plate): seek each vehicle's time range
CREATE INDEX alarms_vehicle_time ON alarms (vehicle_id, alarm_time);
-- a type filter: seek each requested type's time range instead of reading the whole month
CREATE INDEX alarms_customer_type_time ON alarms (customer_id, type, alarm_time, vehicle_id, processed);
-- Unprocessed alarms are a small, hot slice: the real-time tip polls it by id, the badge counts it
-- by type, and "unprocessed" queries walk it by time. Partial indexes keep those off the big ones;
-- vehicle_id rides along so a sub-user's scope is checked inside the index.
CREATE INDEX alarms_open_id ON alarms (customer_id, id, type, vehicle_id) WHERE processed = 0;
CREATE INDEX alarms_open_type ON alarms (customer_id, type, alarm_time, vehicle_id) WHERE processed = 0;
CREATE INDEX alarms_open_time ON alarms (customer_id, alarm_time, type, vehicle_id) WHERE processed = 0;
