import type { SmsPurpose } from '../sms/sms-sender';
import type { Db } from './connection';
import { DAY_MS } from '@shared/constants/time';

export interface SmsCodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  burned: number;
  created_at: number;
  expires_at: number;
}

export interface NewSmsCode {
  phone: string;
  purpose: SmsPurpose;
  /** the account the code belongs to */
  userId: number | null;
  codeHash: string;
  /** who asked for it: the client address, and the logged-in user if any */
  clientIp: string;
  requestedBy: number | null;
  now: number;
  expiresAt: number;
}

export interface SmsCodeRepository {
  /** the newest code for the phone and purpose, burned or not; null when none was ever sent */
  latest(phone: string, purpose: SmsPurpose): SmsCodeRow | null;
  /** codes sent to the phone (any purpose) since `since`: the daily cap */
  countSince(phone: string, since: number): number;
  /** times of the newest codes (at most `limit`) asked for from a client address since `since`, newest first */
  recentForClient(clientIp: string, since: number, limit: number): number[];
  /** times of the newest codes (at most `limit`) a logged-in user asked for since `since`, newest first */
  recentForRequester(userId: number, since: number, limit: number): number[];
  /** burns every live code of the phone and purpose, then stores the new one */
  replace(code: NewSmsCode): void;
  /** one more wrong try; returns the new count */
  addAttempt(id: number): number;
  burn(id: number): void;
}

export function createSmsCodeRepository(db: Db): SmsCodeRepository {
  const latest = db.prepare<[string, string], SmsCodeRow>(
    `SELECT id, code_hash, attempts, burned, created_at, expires_at FROM sms_codes
     WHERE phone = ? AND purpose = ? ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  const countSince = db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM sms_codes WHERE phone = ? AND created_at > ?');
  const burnAll = db.prepare<[string, string]>('UPDATE sms_codes SET burned = 1 WHERE phone = ? AND purpose = ? AND burned = 0');
  const insert = db.prepare(
    `INSERT INTO sms_codes (phone, purpose, user_id, code_hash, client_ip, requested_by, created_at, expires_at)
     VALUES (@phone, @purpose, @userId, @codeHash, @clientIp, @requestedBy, @now, @expiresAt)`,
  );
  const recentForClient = db.prepare<[string, number, number], { created_at: number }>(
    'SELECT created_at FROM sms_codes WHERE client_ip = ? AND created_at > ? ORDER BY created_at DESC LIMIT ?',
  );
  const recentForRequester = db.prepare<[number, number, number], { created_at: number }>(
    'SELECT created_at FROM sms_codes WHERE requested_by = ? AND created_at > ? ORDER BY created_at DESC LIMIT ?',
  );
  const addAttempt = db.prepare<[number], { attempts: number }>('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ? RETURNING attempts');
  const burn = db.prepare<[number]>('UPDATE sms_codes SET burned = 1 WHERE id = ?');
  // A week of history is plenty for the cool-down, the daily cap and the hourly send limits; older rows only take space.
  const purge = db.prepare<[number]>('DELETE FROM sms_codes WHERE created_at < ?');
  const replace = db.transaction((code: NewSmsCode) => {
    purge.run(code.now - 7 * DAY_MS);
    burnAll.run(code.phone, code.purpose);
    insert.run(code);
  });

  return {
    latest: (phone, purpose) => latest.get(phone, purpose) ?? null,
    countSince: (phone, since) => countSince.get(phone, since)?.n ?? 0,
    recentForClient: (clientIp, since, limit) => recentForClient.all(clientIp, since, limit).map((row) => row.created_at),
    recentForRequester: (userId, since, limit) => recentForRequester.all(userId, since, limit).map((row) => row.created_at),
    replace: (code) => replace(code),
    addAttempt: (id) => addAttempt.get(id)?.attempts ?? 0,
    burn: (id) => void burn.run(id),
  };
}
