import { randomBytes } from 'node:crypto';
import type { Db } from './connection';
import { hashToken } from './account-token-hash';

export interface AccountTokenRepository {
  /** a new random bearer token; only its hash is stored */
  create(userId: number, now: number, ttlMs: number): string;
  /** the user and expiry of a live token; null when unknown or expired */
  resolve(token: string, now: number): { userId: number; expiresAt: number } | null;
}

/** Bearer tokens of the /oauthToken family: a fixed lifetime (no sliding), revoked by a password change. */
export function createAccountTokenRepository(db: Db): AccountTokenRepository {
  const purge = db.prepare<[number]>('DELETE FROM access_tokens WHERE expires_at <= ?');
  const insert = db.prepare<[string, number, number, number]>(
    'INSERT INTO access_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const find = db.prepare<[string], { user_id: number; expires_at: number }>('SELECT user_id, expires_at FROM access_tokens WHERE token_hash = ?');
  return {
    create(userId, now, ttlMs) {
      purge.run(now);
      const token = randomBytes(32).toString('base64url');
      insert.run(hashToken(token), userId, now, now + ttlMs);
      return token;
    },
    resolve(token, now) {
      if (!token) return null;
      const row = find.get(hashToken(token));
      return row && row.expires_at > now ? { userId: row.user_id, expiresAt: row.expires_at } : null;
    },
  };
}
