-- 030: account security: login attempts (captcha and lock-out), captchas, SMS codes, bearer tokens
-- for third-party pages, phone/WeChat bindings, trusted devices, privacy settings and the password's
-- age. Times are INTEGER milliseconds since the epoch (UTC).

-- Every login attempt, good or bad. Failures per user name and per client decide when a captcha is
-- required and when an account is locked; the last successes are the "last login" of checkStatus.
CREATE TABLE login_attempts (
  id INTEGER PRIMARY KEY,
  -- what was typed (or the phone's account), even for unknown names: failures count per name
  user_name TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  client_ip TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('password', 'sms')),
  success INTEGER NOT NULL CHECK (success IN (0, 1)),
  created_at INTEGER NOT NULL
);
CREATE INDEX login_attempts_name ON login_attempts (user_name, created_at);
CREATE INDEX login_attempts_client ON login_attempts (client_ip, created_at);
CREATE INDEX login_attempts_user_success ON login_attempts (user_id, success, created_at);
CREATE INDEX login_attempts_created ON login_attempts (created_at);

-- Captcha answers live only here (never in the image's key); a row is deleted when checked, right or wrong.
CREATE TABLE captchas (
  captcha_key TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX captchas_expires ON captchas (expires_at);

-- SMS codes: only a hash of the code is stored. A newer code for the same phone and purpose
-- replaces the older one (burned = 1); five wrong tries burn a code too.
CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('login', 'verify', 'bind')),
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  burned INTEGER NOT NULL DEFAULT 0 CHECK (burned IN (0, 1)),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sms_codes_phone ON sms_codes (phone, purpose, created_at);

-- Bearer tokens of the /oauthToken family (third-party pages). Hashed like sessions; fixed lifetime.
CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX access_tokens_user ON access_tokens (user_id);
CREATE INDEX access_tokens_expires ON access_tokens (expires_at);

-- One phone and one WeChat binding per user; a phone logs in to one account only.
CREATE TABLE user_bindings (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('phone', 'wechat')),
  -- the phone number, or the WeChat openid
  identifier TEXT NOT NULL,
  -- the WeChat nickname; NULL for a phone
  display_name TEXT,
  verified_at INTEGER,
  bound_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind)
) WITHOUT ROWID;
CREATE UNIQUE INDEX user_bindings_identifier ON user_bindings (kind, identifier);

-- Per-user account state that the core users table does not carry.
CREATE TABLE account_security (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  password_changed_at INTEGER NOT NULL,
  -- a phone verification (phoneCodeVerify) unlocks sensitive changes until this time
  identity_verified_until INTEGER
);

-- Browser/device fingerprints (a client-side hash) a user has been seen with; see security/{hash}.json.
CREATE TABLE trusted_devices (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  fingerprint TEXT NOT NULL,
  trusted INTEGER NOT NULL CHECK (trusted IN (0, 1)),
  first_seen_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  last_ip TEXT NOT NULL,
  PRIMARY KEY (user_id, fingerprint)
) WITHOUT ROWID;

CREATE TABLE user_privacy (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  hide_location_from_sub_users INTEGER NOT NULL DEFAULT 0 CHECK (hide_location_from_sub_users IN (0, 1)),
  data_retention_consent INTEGER NOT NULL DEFAULT 0 CHECK (data_retention_consent IN (0, 1)),
  track_retention_days INTEGER NOT NULL DEFAULT 180,
  allow_support_access INTEGER NOT NULL DEFAULT 0 CHECK (allow_support_access IN (0, 1)),
  updated_at INTEGER NOT NULL
);

-- The vehicle check of vehicleVerify.json looks a vehicle up by its normalised plate.
CREATE INDEX account_vehicles_plate_key ON vehicles (plate_key);
