-- 032: code tables the UI needs (vehicle states, alarm types, command types, device models, fuel
-- types, plate colours). `code` is what other endpoints send; `name` is what people read.

CREATE TABLE dictionary_items (
  type TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  -- an optional hint for the UI (a colour, a unit, a protocol id), NULL when none
  extra TEXT,
  sort INTEGER NOT NULL,
  PRIMARY KEY (type, code)
) WITHOUT ROWID;
