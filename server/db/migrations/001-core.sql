-- 001: what the walking skeleton needs: customers and their hosts, the sub-app and resource
-- catalogues, roles, users, sessions, the vehicle group tree, vehicles and their live status.
-- Times are INTEGER milliseconds since the epoch (UTC); calendar dates (expiry) are TEXT 'YYYY-MM-DD'.

CREATE TABLE app_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  keyword TEXT NOT NULL,
  icon_url TEXT NOT NULL,
  -- 1 = active; anything else sends the shell to /reload (product-spec §8)
  customer_flag INTEGER NOT NULL DEFAULT 1,
  -- the customer any unknown host gets, so a fresh install works on every hostname
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1))
);
CREATE UNIQUE INDEX customers_single_default ON customers (is_default) WHERE is_default = 1;

CREATE TABLE customer_hosts (
  host TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  login_style TEXT NOT NULL CHECK (login_style IN ('old', 'new'))
);

CREATE TABLE sub_apps (
  system_id TEXT PRIMARY KEY,
  platform_id INTEGER NOT NULL UNIQUE,
  title TEXT NOT NULL,
  path TEXT NOT NULL,
  icon TEXT NOT NULL,
  iconfont TEXT NOT NULL,
  created TEXT NOT NULL,
  dev_port INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  sort INTEGER NOT NULL
);

-- Menus (type 1) and button permissions (type 3). Ids are the spec's: route ids such as 4002 are
-- stored as their digits and sent as numbers; sub-app ids and button codes stay strings.
CREATE TABLE resources (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES resources (id),
  name TEXT NOT NULL,
  type INTEGER NOT NULL CHECK (type IN (1, 3)),
  path TEXT,
  sort INTEGER NOT NULL
);

CREATE TABLE roles (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  name TEXT NOT NULL,
  -- operator: the whole customer; sub: only the vehicle groups assigned to the user
  user_type TEXT NOT NULL CHECK (user_type IN ('operator', 'sub'))
);

CREATE TABLE role_resources (
  role_id INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  resource_id TEXT NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, resource_id)
) WITHOUT ROWID;

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  role_id INTEGER NOT NULL REFERENCES roles (id),
  user_name TEXT NOT NULL UNIQUE,
  nick_name TEXT NOT NULL,
  -- scrypt$N$r$p$salt$hash (base64); never the password itself
  password_hash TEXT NOT NULL,
  phone TEXT,
  chat_logo TEXT,
  created_at INTEGER NOT NULL
);

-- Only a SHA-256 of the session id is stored: a copy of the database does not hand out live sessions.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- `path` is the materialised path '/1/4/17/': a group and all its descendants are one index range
-- (path GLOB '/1/4/*'), which keeps scope checks cheap at 100k vehicles.
CREATE TABLE vehicle_groups (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  parent_id INTEGER REFERENCES vehicle_groups (id),
  name TEXT NOT NULL,
  path TEXT NOT NULL UNIQUE,
  depth INTEGER NOT NULL,
  city TEXT,
  center_lng REAL,
  center_lat REAL
);
CREATE INDEX vehicle_groups_customer ON vehicle_groups (customer_id, path);

CREATE TABLE user_vehicle_groups (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_id INTEGER NOT NULL REFERENCES vehicle_groups (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, group_id)
) WITHOUT ROWID;

CREATE TABLE vehicles (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  group_id INTEGER NOT NULL REFERENCES vehicle_groups (id),
  plate TEXT NOT NULL,
  -- the plate without separators, upper case: what a keyword is compared with ('粤B12345' finds '粤B·12345')
  plate_key TEXT NOT NULL,
  device_no TEXT NOT NULL UNIQUE,
  sim_no TEXT NOT NULL,
  model TEXT NOT NULL,
  driver_name TEXT,
  driver_phone TEXT,
  activated_at INTEGER,
  platform_expire_date TEXT,
  sim_expire_date TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (customer_id, plate)
);
CREATE INDEX vehicles_group ON vehicles (group_id);
CREATE INDEX vehicles_customer ON vehicles (customer_id, id);

-- Live status, one row per vehicle, kept apart from the vehicle's identity because the simulator
-- (and later the device gateway) rewrites it all the time. Positions are WGS-84.
CREATE TABLE vehicle_status (
  vehicle_id INTEGER PRIMARY KEY REFERENCES vehicles (id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('online', 'offline', 'stationary', 'onlineNoFix', 'inactive', 'expired')),
  lng REAL,
  lat REAL,
  speed REAL NOT NULL DEFAULT 0,
  direction INTEGER NOT NULL DEFAULT 0,
  acc_on INTEGER NOT NULL DEFAULT 0 CHECK (acc_on IN (0, 1)),
  voltage REAL,
  -- JT/T 808 wireless signal strength, 0..31
  gsm_signal INTEGER,
  satellites INTEGER,
  fix_time INTEGER,
  updated_at INTEGER NOT NULL
);
CREATE INDEX vehicle_status_state ON vehicle_status (state);
