-- 012: health thresholds set on a vehicle, a group or the customer (the default for its fleet).
-- One row per value, so a group can override only the low voltage and inherit the rest.
CREATE TABLE health_thresholds (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  target_type TEXT NOT NULL CHECK (target_type IN ('vehicle', 'group', 'customer')),
  -- vehicle id, group id, or the customer id again for the customer default
  target_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  value REAL NOT NULL,
  updated_by INTEGER REFERENCES users (id),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, target_type, target_id, key)
) WITHOUT ROWID;
