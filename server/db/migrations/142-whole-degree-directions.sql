-- 142: headings as whole degrees 0-359 (JT/T 808's range). The seed and the simulator rounded with
-- Math.round before e7b83cb, so a database seeded earlier can hold 360, which the JSON track showed
-- as 360 and the binary track as 0. Day blocks already wrap it to 0; the rows follow them here.
-- An UPDATE fires none of the track_blocks triggers (they are on INSERT and DELETE), so no block is
-- dropped: each block already reads the corrected value.
UPDATE track_points SET direction = ((direction % 360) + 360) % 360 WHERE direction NOT BETWEEN 0 AND 359;
UPDATE vehicle_status SET direction = ((direction % 360) + 360) % 360 WHERE direction NOT BETWEEN 0 AND 359;
