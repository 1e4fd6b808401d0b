import type { Db } from './connection';
import { DAY_MS } from '@shared/constants/time';

/** How a login was tried; failures are counted per channel (login-policy.ts). */
export type LoginChannel = 'password' | 'sms';

export interface LoginAttempt {
  userName: string;
  userId: number | null;
  clientIp: string;
  channel: LoginChannel;
  success: boolean;
  at: number;
}

export interface LoginRecord {
  at: number;
  ip: string;
}

export interface LoginAttemptRepository {
  record(attempt: LoginAttempt): void;
  /** failures of the channel for the name since `since` that came after the name's last success (by either channel) */
  failuresForName(userName: string, channel: LoginChannel, since: number): { count: number; lastAt: number | null };
  failuresForClient(clientIp: string, channel: LoginChannel, since: number): number;
  /**
   * The most failures of the channel from this client for any one name since `since`, each name
   * counted after its own last success: what the login page, which does not know the name about to
   * be typed, must assume about the person at this client.
   */
  worstNameFailuresFromClient(clientIp: string, channel: LoginChannel, since: number): number;
  /** the user's newest successful logins, newest first */
  lastSuccesses(userId: number, limit: number): LoginRecord[];
}

/** Kept for 90 days: enough for "last login" and an audit question; older rows only take space. */
const RETENTION_MS = 90 * DAY_MS;

export function createLoginAttemptRepository(db: Db): LoginAttemptRepository {
  const insert = db.prepare(
    `INSERT INTO login_attempts (user_name, user_id, client_ip, channel, success, created_at)
     VALUES (@userName, @userId, @clientIp, @channel, @success, @at)`,
  );
  const purge = db.prepare<[number]>('DELETE FROM login_attempts WHERE created_at < ?');
  const nameFailures = db.prepare<[string, string, number, string], { n: number; last: number | null }>(
    `SELECT count(*) AS n, max(created_at) AS last FROM login_attempts
     WHERE user_name = ? AND channel = ? AND success = 0 AND created_at > max(?, coalesce(
       (SELECT max(created_at) FROM login_attempts WHERE user_name = ? AND success = 1), 0))`,
  );
  const clientFailures = db.prepare<[string, string, number], { n: number }>(
    'SELECT count(*) AS n FROM login_attempts WHERE client_ip = ? AND channel = ? AND success = 0 AND created_at > ?',
  );
  const worstNameFromClient = db.prepare<[string, string, number], { n: number | null }>(
    `SELECT max(n) AS n FROM (
       SELECT count(*) AS n FROM login_attempts AS a
       WHERE a.client_ip = ? AND a.channel = ? AND a.success = 0 AND a.created_at > max(?, coalesce(
         (SELECT max(b.created_at) FROM login_attempts AS b WHERE b.user_name = a.user_name AND b.success = 1), 0))
       GROUP BY a.user_name)`,
  );
  const successes = db.prepare<[number, number], { created_at: number; client_ip: string }>(
    'SELECT created_at, client_ip FROM login_attempts WHERE user_id = ? AND success = 1 ORDER BY created_at DESC LIMIT ?',
  );

  return {
    record(attempt) {
      if (attempt.success) purge.run(attempt.at - RETENTION_MS);
      insert.run({ ...attempt, success: attempt.success ? 1 : 0 });
    },
    failuresForName(userName, channel, since) {
      const row = nameFailures.get(userName, channel, since, userName);
      return { count: row?.n ?? 0, lastAt: row?.last ?? null };
    },
    failuresForClient: (clientIp, channel, since) => clientFailures.get(clientIp, channel, since)?.n ?? 0,
    worstNameFailuresFromClient: (clientIp, channel, since) => worstNameFromClient.get(clientIp, channel, since)?.n ?? 0,
    lastSuccesses: (userId, limit) => successes.all(userId, limit).map((row) => ({ at: row.created_at, ip: row.client_ip })),
  };
}
