-- The simulator's track recorder reads the status rows changed since its last pass, in batches
-- ordered by (updated_at, vehicle_id); without this index every pass scanned the whole table
-- (100k rows at the benchmark size) while holding the event loop.
CREATE INDEX vehicle_status_updated ON vehicle_status (updated_at, vehicle_id);
