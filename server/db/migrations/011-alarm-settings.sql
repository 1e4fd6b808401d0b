-- 011: per-customer alarm control (which types are raised, with their rule parameters) and push
-- settings (channels and receivers per type). A missing row means the built-in default.
CREATE TABLE alarm_controls (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  -- JSON object of the type's parameters that differ from the defaults, e.g. {"speedKmh":90}
  params TEXT NOT NULL DEFAULT '{}',
  updated_by INTEGER REFERENCES users (id),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, type)
) WITHOUT ROWID;

CREATE TABLE alarm_pushes (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  popup INTEGER NOT NULL CHECK (popup IN (0, 1)),
  sound INTEGER NOT NULL CHECK (sound IN (0, 1)),
  sms INTEGER NOT NULL CHECK (sms IN (0, 1)),
  wechat INTEGER NOT NULL CHECK (wechat IN (0, 1)),
  email INTEGER NOT NULL CHECK (email IN (0, 1)),
  -- JSON arrays
  phones TEXT NOT NULL DEFAULT '[]',
  emails TEXT NOT NULL DEFAULT '[]',
  wechat_user_ids TEXT NOT NULL DEFAULT '[]',
  updated_by INTEGER REFERENCES users (id),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, type)
) WITHOUT ROWID;
