import type { Db } from './connection';
import { hashToken } from './account-token-hash';

export interface AccountSecurityRepository {
  passwordHash(userId: number): string | null;
  /** when the password was last set: the account's creation until it is first changed */
  passwordChangedAt(userId: number): number | null;
  /**
   * Stores the new hash and ends every other session and bearer token of the user, in one
   * transaction; returns how many were ended. The caller's own session (`keepSession`) stays.
   */
  changePassword(userId: number, passwordHash: string, now: number, keepSession: string): number;
  identityVerifiedUntil(userId: number): number | null;
  setIdentityVerifiedUntil(userId: number, until: number | null): void;
  /** the row a seed or first use needs: password age starts at `since` */
  ensure(userId: number, since: number): void;
}

export function createAccountSecurityRepository(db: Db): AccountSecurityRepository {
  const hash = db.prepare<[number], { password_hash: string }>('SELECT password_hash FROM users WHERE id = ?');
  const changedAt = db.prepare<[number], { at: number }>(
    `SELECT coalesce(s.password_changed_at, u.created_at) AS at FROM users u
     LEFT JOIN account_security s ON s.user_id = u.id WHERE u.id = ?`,
  );
  const ensure = db.prepare<[number, number]>('INSERT OR IGNORE INTO account_security (user_id, password_changed_at) VALUES (?, ?)');
  const setHash = db.prepare<[string, number]>('UPDATE users SET password_hash = ? WHERE id = ?');
  const setChangedAt = db.prepare<[number, number]>('UPDATE account_security SET password_changed_at = ? WHERE user_id = ?');
  const endSessions = db.prepare<[number, string]>('DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?');
  const endTokens = db.prepare<[number]>('DELETE FROM access_tokens WHERE user_id = ?');
  const verifiedUntil = db.prepare<[number], { until: number | null }>('SELECT identity_verified_until AS until FROM account_security WHERE user_id = ?');
  const setVerifiedUntil = db.prepare<[number | null, number]>('UPDATE account_security SET identity_verified_until = ? WHERE user_id = ?');

  const changePassword = db.transaction((userId: number, passwordHash: string, now: number, keepSession: string): number => {
    setHash.run(passwordHash, userId);
    ensure.run(userId, now);
    setChangedAt.run(now, userId);
    return endSessions.run(userId, hashToken(keepSession)).changes + endTokens.run(userId).changes;
  });

  return {
    passwordHash: (userId) => hash.get(userId)?.password_hash ?? null,
    passwordChangedAt: (userId) => changedAt.get(userId)?.at ?? null,
    changePassword: (userId, passwordHash, now, keepSession) => changePassword(userId, passwordHash, now, keepSession),
    identityVerifiedUntil: (userId) => verifiedUntil.get(userId)?.until ?? null,
    setIdentityVerifiedUntil(userId, until) {
      const since = changedAt.get(userId)?.at;
      if (since !== undefined) ensure.run(userId, since);
      setVerifiedUntil.run(until, userId);
    },
    ensure: (userId, since) => void ensure.run(userId, since),
  };
}
