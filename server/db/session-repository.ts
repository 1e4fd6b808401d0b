import { createHash, randomBytes } from 'node:crypto';
import { SECOND_MS } from '@shared/constants/time';
import type { Db } from './connection';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionRepository {
  /** a new random session id for the user; only its hash is stored */
  create(userId: number, now: number): string;
  /** the user of a live session, sliding its expiry forward; null when unknown or expired */
  resolve(token: string, now: number): number | null;
  remove(token: string): void;
}

/**
 * Sessions with a sliding expiry of `ttlMs`. To avoid a write on every request the expiry is pushed
 * forward only once 5 % of the lifetime has been used since the last push (every 6 minutes at 2 hours).
 */
export function createSessionRepository(db: Db, ttlMs: number): SessionRepository {
  const insert = db.prepare<[string, number, number, number]>(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const purge = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
  const find = db.prepare<[string], { user_id: number; expires_at: number }>(
    'SELECT user_id, expires_at FROM sessions WHERE token_hash = ?',
  );
  const extend = db.prepare<[number, string]>('UPDATE sessions SET expires_at = ? WHERE token_hash = ?');
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
  const refreshAfterMs = Math.max(SECOND_MS, Math.floor(ttlMs / 20));

  return {
    create(userId, now) {
      purge.run(now);
      const token = randomBytes(32).toString('base64url');
      insert.run(hashToken(token), userId, now, now + ttlMs);
      return token;
    },
    resolve(token, now) {
      if (!token) return null;
      const hash = hashToken(token);
      const row = find.get(hash);
      if (!row) return null;
      if (row.expires_at <= now) {
        remove.run(hash);
        return null;
      }
      if (now + ttlMs - row.expires_at >= refreshAfterMs) extend.run(now + ttlMs, hash);
      return row.user_id;
    },
    remove(token) {
      if (token) remove.run(hashToken(token));
    },
  };
}
