import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { create } from 'svg-captcha';
import type { CaptchaRepository } from '../db/captcha-repository';
import { MINUTE_MS, SECOND_MS } from '@shared/constants/time';

export const CAPTCHA_TTL_MS = 5 * MINUTE_MS;

/** Characters people confuse (0/o/O, 1/i/l/I) are left out; the answer is checked case-insensitively. */
const IGNORED = '0oO1iIlL';

export interface CaptchaImage {
  captchaKey: string;
  /** the SVG as a data URL */
  image: string;
  expiresIn: number;
}

export interface Captchas {
  issue(): CaptchaImage;
  /** single use: the captcha is gone after this call whatever the answer */
  check(captchaKey: string, answer: string): boolean;
}

/**
 * Sees each new captcha's answer as drawn. Only tests set one (`config.captchaWitness`), to play the
 * person reading the image; the server itself never keeps the answer in clear.
 */
export type CaptchaWitness = (captchaKey: string, answer: string) => void;

/**
 * What is stored instead of the answer: SHA-256 of the normalised answer salted with the captcha's
 * random key, so a copy of the database (or a look at it) does not show live answers, and the same
 * answer on two captchas hashes differently.
 */
function answerHash(captchaKey: string, answer: string): Buffer {
  return createHash('sha256').update(`${captchaKey}:${answer.trim().toLowerCase()}`).digest();
}

/**
 * Image captchas drawn by svg-captcha (glyph outlines as SVG paths, not text, so the answer is not in
 * the markup). The server keeps a hash of the answer under a random key and compares in constant time.
 */
export function createCaptchas(repository: CaptchaRepository, now: () => number, witness?: CaptchaWitness): Captchas {
  return {
    issue() {
      const captcha = create({ size: 4, noise: 2, color: true, ignoreChars: IGNORED, background: '#f0f2f5', width: 120, height: 40 });
      const captchaKey = randomBytes(18).toString('base64url');
      const at = now();
      repository.save(captchaKey, answerHash(captchaKey, captcha.text).toString('hex'), at + CAPTCHA_TTL_MS, at);
      witness?.(captchaKey, captcha.text);
      return {
        captchaKey,
        image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
        expiresIn: CAPTCHA_TTL_MS / SECOND_MS,
      };
    },
    check(captchaKey, answer) {
      const expected = repository.take(captchaKey, now());
      if (expected === null) return false;
      const stored = Buffer.from(expected, 'hex');
      const given = answerHash(captchaKey, answer);
      return stored.length === given.length && timingSafeEqual(stored, given);
    },
  };
}
