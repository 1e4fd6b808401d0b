import type { LoginAttemptRepository, LoginChannel } from '../db/login-attempt-repository';

/**
 * When a login needs a captcha and when it is locked. Failures are counted in a sliding 15-minute
 * window: per user name (since its last success) and per client address. The client threshold is
 * higher because offices and carrier NAT put many people behind one address.
 *
 * Password and SMS-code failures are counted apart, each channel with its own captcha and lock: a
 * stranger who knows only someone's phone number could otherwise post wrong SMS codes until the
 * account's password were refused too. SMS failures lock the SMS path of that phone alone.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const CAPTCHA_AFTER_NAME_FAILURES = 3;
export const CAPTCHA_AFTER_CLIENT_FAILURES = 10;
export const LOCK_AFTER_NAME_FAILURES = 10;
/** a lock lasts 15 minutes from the last failure */
export const LOCK_MS = FAILURE_WINDOW_MS;

/** SMS-code logins: counted per phone (its account's name when bound) and per client address. */
export const SMS_CAPTCHA_AFTER_PHONE_FAILURES = 3;
export const SMS_CAPTCHA_AFTER_CLIENT_FAILURES = 10;
export const SMS_LOCK_AFTER_PHONE_FAILURES = 10;
/** no longer than the window: the failures that caused a lock must still be counted while it lasts */
export const SMS_LOCK_MS = FAILURE_WINDOW_MS;

export const msgLocked = (minutes: number): string => `登录失败次数过多，账号已临时锁定，请 ${minutes} 分钟后再试`;
export const msgSmsLocked = (minutes: number): string => `短信登录失败次数过多，该手机号已暂停短信登录，请 ${minutes} 分钟后再试，或使用密码登录`;

interface ChannelRules {
  captchaAfterNameFailures: number;
  captchaAfterClientFailures: number;
  lockAfterNameFailures: number;
  lockMs: number;
}

const RULES: Record<LoginChannel, ChannelRules> = {
  password: {
    captchaAfterNameFailures: CAPTCHA_AFTER_NAME_FAILURES,
    captchaAfterClientFailures: CAPTCHA_AFTER_CLIENT_FAILURES,
    lockAfterNameFailures: LOCK_AFTER_NAME_FAILURES,
    lockMs: LOCK_MS,
  },
  sms: {
    captchaAfterNameFailures: SMS_CAPTCHA_AFTER_PHONE_FAILURES,
    captchaAfterClientFailures: SMS_CAPTCHA_AFTER_CLIENT_FAILURES,
    lockAfterNameFailures: SMS_LOCK_AFTER_PHONE_FAILURES,
    lockMs: SMS_LOCK_MS,
  },
};

export interface LoginGate {
  captchaRequired: boolean;
  /** when a temporary lock ends; null when not locked */
  lockedUntil: number | null;
  recentFailures: number;
}

export interface LoginPolicy {
  /**
   * The gate of a channel for a user name (the phone's account name, or the phone, for SMS), or for
   * the client alone (null name: the login page, which does not know who is about to log in).
   */
  gate(channel: LoginChannel, userName: string | null, clientIp: string, now: number): LoginGate;
}

export function createLoginPolicy(attempts: LoginAttemptRepository): LoginPolicy {
  return {
    gate(channel, userName, clientIp, now) {
      const rules = RULES[channel];
      const since = now - FAILURE_WINDOW_MS;
      const name = userName === null ? { count: 0, lastAt: null } : attempts.failuresForName(userName, channel, since);
      const client = attempts.failuresForClient(clientIp, channel, since);
      const locked = name.count >= rules.lockAfterNameFailures && name.lastAt !== null;
      // Without a name (the login page before anybody types) the page must not promise "no captcha"
      // to the person who just failed three times from here: the login would then answer 请输入验证码
      // to a form without a captcha field. So it assumes the worst name tried from this client.
      const nameFailures = userName === null ? attempts.worstNameFailuresFromClient(clientIp, channel, since) : name.count;
      return {
        captchaRequired: nameFailures >= rules.captchaAfterNameFailures || client >= rules.captchaAfterClientFailures,
        lockedUntil: locked && name.lastAt !== null ? name.lastAt + rules.lockMs : null,
        recentFailures: name.count,
      };
    },
  };
}
