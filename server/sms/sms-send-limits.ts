import { HOUR_MS, MINUTE_MS } from '@shared/constants/time';
import type { SmsCodeRepository } from '../db/sms-code-repository';
import { refuse } from '../http/refusal';

/**
 * How many SMS codes one caller may ask for, whatever phones it names: the per-phone cool-down and
 * daily cap (sms-codes.ts) stop one phone being flooded; these stop one caller walking through many
 * phones (SMS bombing, or probing which numbers have accounts). Every endpoint that sends a code
 * goes through them. Values no real user reaches: a verification or a binding takes one or two codes.
 *
 * Counted in the database, over the `sms_codes` rows themselves (who asked is stored with each code):
 * every send writes its row anyway, so a limit costs one indexed read and no extra write; counts
 * survive a restart; and only codes actually issued count, not requests refused by a cool-down.
 */
export const SMS_SEND_WINDOW_MS = HOUR_MS;
/** codes one logged-in user may ask for per window (identity checks and bindings together) */
export const SMS_USER_HOURLY_LIMIT = 10;
/** codes one client address may ask for per window, every endpoint together (login codes included) */
export const SMS_CLIENT_HOURLY_LIMIT = 30;

export const msgSmsSendLimit = (minutes: number): string => `获取验证码过于频繁，请 ${minutes} 分钟后再试`;

/** Who asks for a code: the client address, and the logged-in user (null on the login page). */
export interface SmsRequester {
  clientIp: string;
  userId: number | null;
}

export interface SmsSendLimits {
  /** refuses, with the wait until a send is allowed again, a requester over either limit */
  refuseOverLimit(requester: SmsRequester, now: number): void;
}

export function createSmsSendLimits(repository: Pick<SmsCodeRepository, 'recentForClient' | 'recentForRequester'>): SmsSendLimits {
  /**
   * `recent`: the newest sends in the window, at most `limit`, newest first. Full means over the
   * limit; a send is allowed again once the oldest of them leaves the sliding window.
   */
  function refuseWhenFull(recent: number[], limit: number, now: number): void {
    const oldest = recent[limit - 1];
    if (oldest === undefined) return;
    refuse(msgSmsSendLimit(Math.max(1, Math.ceil((oldest + SMS_SEND_WINDOW_MS - now) / MINUTE_MS))));
  }

  return {
    refuseOverLimit({ clientIp, userId }, now) {
      const since = now - SMS_SEND_WINDOW_MS;
      if (userId !== null) refuseWhenFull(repository.recentForRequester(userId, since, SMS_USER_HOURLY_LIMIT), SMS_USER_HOURLY_LIMIT, now);
      refuseWhenFull(repository.recentForClient(clientIp, since, SMS_CLIENT_HOURLY_LIMIT), SMS_CLIENT_HOURLY_LIMIT, now);
    },
  };
}
