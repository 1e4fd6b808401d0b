-- 040: export jobs (下载中心). One row per requested report; the worker moves it
-- queued → running → done | failed and records what it wrote. Files live under DATA_DIR/exports/.
CREATE TABLE export_jobs (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  -- the sub-user whose groups limit the rows; NULL for an operator (the whole customer)
  scope_user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  report_type TEXT NOT NULL,
  title TEXT NOT NULL,
  -- the filters as given (JSON), so a job can be re-run and shown in the list
  filters TEXT NOT NULL DEFAULT '{}',
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  row_count INTEGER NOT NULL DEFAULT 0,
  file_size INTEGER,
  -- file name under DATA_DIR/exports/ (ASCII, generated); the Chinese download name is built from title
  file_name TEXT,
  error TEXT,
  created_at INTEGER NOT NULL,
  started_at INTEGER,
  finished_at INTEGER
);
-- the download centre lists a user's own jobs, newest first
CREATE INDEX export_jobs_user ON export_jobs (user_id, id DESC);
CREATE INDEX export_jobs_status ON export_jobs (status) WHERE status IN ('queued', 'running');
