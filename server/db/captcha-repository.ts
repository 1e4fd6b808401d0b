import type { Db } from './connection';

export interface CaptchaRepository {
  save(key: string, answer: string, expiresAt: number, now: number): void;
  /** removes the captcha and returns its answer if it had not expired: one check per captcha, right or wrong */
  take(key: string, now: number): string | null;
}

export function createCaptchaRepository(db: Db): CaptchaRepository {
  const purge = db.prepare<[number]>('DELETE FROM captchas WHERE expires_at <= ?');
  const insert = db.prepare<[string, string, number]>('INSERT INTO captchas (captcha_key, answer, expires_at) VALUES (?, ?, ?)');
  const take = db.prepare<[string], { answer: string; expires_at: number }>('DELETE FROM captchas WHERE captcha_key = ? RETURNING answer, expires_at');
  return {
    save(key, answer, expiresAt, now) {
      purge.run(now);
      insert.run(key, answer, expiresAt);
    },
    take(key, now) {
      const row = take.get(key);
      return row && row.expires_at > now ? row.answer : null;
    },
  };
}
