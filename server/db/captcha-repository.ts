import type { Db } from './connection';

export interface CaptchaRepository {
  /** `answerHash`: hex SHA-256 of the salted answer (captchas.ts); the answer itself is never stored */
  save(key: string, answerHash: string, expiresAt: number, now: number): void;
  /** removes the captcha and returns its answer hash if it had not expired: one check per captcha, right or wrong */
  take(key: string, now: number): string | null;
}

export function createCaptchaRepository(db: Db): CaptchaRepository {
  const purge = db.prepare<[number]>('DELETE FROM captchas WHERE expires_at <= ?');
  const insert = db.prepare<[string, string, number]>('INSERT INTO captchas (captcha_key, answer_hash, expires_at) VALUES (?, ?, ?)');
  const take = db.prepare<[string], { answer_hash: string; expires_at: number }>('DELETE FROM captchas WHERE captcha_key = ? RETURNING answer_hash, expires_at');
  return {
    save(key, answerHash, expiresAt, now) {
      purge.run(now);
      insert.run(key, answerHash, expiresAt);
    },
    take(key, now) {
      const row = take.get(key);
      return row && row.expires_at > now ? row.answer_hash : null;
    },
  };
}
