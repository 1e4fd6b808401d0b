-- 141: playback's compact day blocks. A finished China day (UTC+8) of one vehicle's track points as
-- one blob of typed columns (track-blocks.ts), so a week of playback is a few blob reads instead of
-- 100 000 row steps. A block is a copy: the rows stay the source of truth. Any row added to or removed
-- from that day (a late 补报 point, pruning) drops the block (the triggers below), and the next
-- reader builds it again from the rows. The live day is never blocked: it is read from the rows.
-- AUTOINCREMENT: a rebuilt block never reuses an id, so the id is the block's version.
CREATE TABLE track_blocks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  vehicle_id INTEGER NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  -- ms since the epoch of the China midnight that starts the day
  day_start INTEGER NOT NULL,
  point_count INTEGER NOT NULL,
  data BLOB NOT NULL,
  UNIQUE (vehicle_id, day_start)
);

-- day_start of a fix time: China midnight is 16:00 UTC (28 800 000 ms ahead of UTC, no daylight saving)
CREATE TRIGGER track_blocks_point_added AFTER INSERT ON track_points BEGIN
  DELETE FROM track_blocks WHERE vehicle_id = NEW.vehicle_id
    AND day_start = NEW.fix_time - ((NEW.fix_time + 28800000) % 86400000);
END;

CREATE TRIGGER track_blocks_point_removed AFTER DELETE ON track_points BEGIN
  DELETE FROM track_blocks WHERE vehicle_id = OLD.vehicle_id
    AND day_start = OLD.fix_time - ((OLD.fix_time + 28800000) % 86400000);
END;
