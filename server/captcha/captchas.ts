import { randomBytes } from 'node:crypto';
import { create } from 'svg-captcha';
import type { CaptchaRepository } from '../db/captcha-repository';
import { MINUTE_MS, SECOND_MS } from '@shared/constants/time';

export const CAPTCHA_TTL_MS = 5 * MINUTE_MS;
export const MSG_CAPTCHA_MISSING = '请输入验证码';
export const MSG_CAPTCHA_WRONG = '验证码错误或已过期';

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
 * Image captchas drawn by svg-captcha (glyph outlines as SVG paths, not text, so the answer is not in
 * the markup). The answer stays on the server under a random key.
 */
export function createCaptchas(repository: CaptchaRepository, now: () => number): Captchas {
  return {
    issue() {
      const captcha = create({ size: 4, noise: 2, color: true, ignoreChars: IGNORED, background: '#f0f2f5', width: 120, height: 40 });
      const captchaKey = randomBytes(18).toString('base64url');
      const at = now();
      repository.save(captchaKey, captcha.text.toLowerCase(), at + CAPTCHA_TTL_MS, at);
      return {
        captchaKey,
        image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
        expiresIn: CAPTCHA_TTL_MS / SECOND_MS,
      };
    },
    check(captchaKey, answer) {
      const expected = repository.take(captchaKey, now());
      return expected !== null && expected === answer.trim().toLowerCase();
    },
  };
}
