-- 130: the assistant's settings per customer (issue 13). No row: the defaults (on, offline service).
CREATE TABLE assistant_settings (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  enabled INTEGER NOT NULL DEFAULT 1,
  -- the widget's addresses; NULL: the reference assistant of this server, '': not configured
  base_url TEXT,
  script_url TEXT,
  -- an OpenAI-compatible chat service; NULL: the offline service answers
  provider_url TEXT,
  provider_model TEXT,
  provider_key TEXT
);
