-- 031: help centre messages: announcements for everybody and site messages for one user, with
-- read state per user. Times are INTEGER milliseconds since the epoch (UTC).

CREATE TABLE help_messages (
  id INTEGER PRIMARY KEY,
  -- NULL: every customer of the platform (platform announcements)
  customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
  -- NULL: every user of the customer; otherwise only this user sees it (a site message)
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('announcement', 'message')),
  -- update, maintenance, expiry, alarm, security, policy ... (a hint for the icon)
  category TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  content TEXT NOT NULL,
  pinned INTEGER NOT NULL DEFAULT 0 CHECK (pinned IN (0, 1)),
  published_at INTEGER NOT NULL
);
CREATE INDEX help_messages_published ON help_messages (published_at DESC, id DESC);

CREATE TABLE help_message_reads (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message_id INTEGER NOT NULL REFERENCES help_messages (id) ON DELETE CASCADE,
  read_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, message_id)
) WITHOUT ROWID;
