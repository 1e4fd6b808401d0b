import type { Db } from './connection';

export interface DeviceRecord {
  trusted: boolean;
  firstSeen: boolean;
  firstSeenAt: number;
  lastSeenAt: number;
}

export interface AccountDeviceRepository {
  /**
   * Records that the user is using this fingerprint now. A user's very first fingerprint is trusted
   * at once (there is nothing to compare it with); later new ones wait for an SMS verification.
   */
  touch(userId: number, fingerprint: string, ip: string, now: number): DeviceRecord;
  /** marks the fingerprint trusted (after an SMS verification), creating it if needed */
  trust(userId: number, fingerprint: string, ip: string, now: number): void;
}

export function createAccountDeviceRepository(db: Db): AccountDeviceRepository {
  const find = db.prepare<[number, string], { trusted: number; first_seen_at: number }>(
    'SELECT trusted, first_seen_at FROM trusted_devices WHERE user_id = ? AND fingerprint = ?',
  );
  const any = db.prepare<[number], { found: number }>('SELECT 1 AS found FROM trusted_devices WHERE user_id = ? LIMIT 1');
  const insert = db.prepare<[number, string, number, number, number, string]>(
    'INSERT INTO trusted_devices (user_id, fingerprint, trusted, first_seen_at, last_seen_at, last_ip) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const seen = db.prepare<[number, string, number, string]>('UPDATE trusted_devices SET last_seen_at = ?, last_ip = ? WHERE user_id = ? AND fingerprint = ?');
  const trust = db.prepare<[number, string, number, number, string]>(
    `INSERT INTO trusted_devices (user_id, fingerprint, trusted, first_seen_at, last_seen_at, last_ip) VALUES (?, ?, 1, ?, ?, ?)
     ON CONFLICT (user_id, fingerprint) DO UPDATE SET trusted = 1, last_seen_at = excluded.last_seen_at, last_ip = excluded.last_ip`,
  );

  const touch = db.transaction((userId: number, fingerprint: string, ip: string, now: number): DeviceRecord => {
    const row = find.get(userId, fingerprint);
    if (row) {
      seen.run(now, ip, userId, fingerprint);
      return { trusted: row.trusted === 1, firstSeen: false, firstSeenAt: row.first_seen_at, lastSeenAt: now };
    }
    const trusted = any.get(userId) === undefined;
    insert.run(userId, fingerprint, trusted ? 1 : 0, now, now, ip);
    return { trusted, firstSeen: true, firstSeenAt: now, lastSeenAt: now };
  });

  return {
    touch: (userId, fingerprint, ip, now) => touch(userId, fingerprint, ip, now),
    trust: (userId, fingerprint, ip, now) => void trust.run(userId, fingerprint, now, now, ip),
  };
}
