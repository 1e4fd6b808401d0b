-- 033: captchas keep a salted SHA-256 of the answer (captchas.ts), never the answer. A captcha lives
-- 5 minutes, so the table is recreated rather than converted: one issued before the upgrade is
-- answered 验证码错误或已过期 and the page asks for a new image.
DROP TABLE captchas;
CREATE TABLE captchas (
  captcha_key TEXT PRIMARY KEY,
  answer_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX captchas_expires ON captchas (expires_at);
