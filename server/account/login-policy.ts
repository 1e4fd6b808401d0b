import type { LoginAttemptRepository } from '../db/login-attempt-repository';

/**
 * When a login needs a captcha and when an account is locked. Failures are counted in a sliding
 * 15-minute window: per user name (since its last success) and per client address. The client
 * threshold is higher because offices and carrier NAT put many people behind one address.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const CAPTCHA_AFTER_NAME_FAILURES = 3;
export const CAPTCHA_AFTER_CLIENT_FAILURES = 10;
export const LOCK_AFTER_NAME_FAILURES = 10;
/** a lock lasts 15 minutes from the last failure */
export const LOCK_MS = FAILURE_WINDOW_MS;

export const msgLocked = (minutes: number): string => `登录失败次数过多，账号已临时锁定，请 ${minutes} 分钟后再试`;

export interface LoginGate {
  captchaRequired: boolean;
  /** when a temporary lock ends; null when not locked */
  lockedUntil: number | null;
  recentFailures: number;
}

export interface LoginPolicy {
  /** the gate for a user name (or null: only the client is known, as on the login page) */
  gate(userName: string | null, clientIp: string, now: number): LoginGate;
}

export function createLoginPolicy(attempts: LoginAttemptRepository): LoginPolicy {
  return {
    gate(userName, clientIp, now) {
      const since = now - FAILURE_WINDOW_MS;
      const name = userName === null ? { count: 0, lastAt: null } : attempts.failuresForName(userName, since);
      const client = attempts.failuresForClient(clientIp, since);
      const locked = name.count >= LOCK_AFTER_NAME_FAILURES && name.lastAt !== null;
      return {
        captchaRequired: name.count >= CAPTCHA_AFTER_NAME_FAILURES || client >= CAPTCHA_AFTER_CLIENT_FAILURES,
        lockedUntil: locked && name.lastAt !== null ? name.lastAt + LOCK_MS : null,
        recentFailures: name.count,
      };
    },
  };
}
