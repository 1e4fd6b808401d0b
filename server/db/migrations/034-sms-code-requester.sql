-- 034: who asked for each SMS code, for the per-user and per-address send limits (sms-send-limits.ts):
-- the client address, and the logged-in user for the verify and bind codes (NULL for login codes,
-- asked anonymously; user_id stays the account the code belongs to). Older rows have neither.
ALTER TABLE sms_codes ADD COLUMN client_ip TEXT;
ALTER TABLE sms_codes ADD COLUMN requested_by INTEGER REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX sms_codes_client ON sms_codes (client_ip, created_at);
CREATE INDEX sms_codes_requested_by ON sms_codes (requested_by, created_at);
