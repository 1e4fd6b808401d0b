-- 060: when the device last reported, apart from its last fix, and since when it is in its state.
-- "离线 3天" counts from the last report (a device can report for days without a fix), "静止 2小时"
-- from the moment it stopped. Rows written before this migration read NULL, and the readers fall
-- back to updated_at, which the seed sets to the last fix (or the creation time).
ALTER TABLE vehicle_status ADD COLUMN report_time INTEGER;
ALTER TABLE vehicle_status ADD COLUMN state_since INTEGER;
