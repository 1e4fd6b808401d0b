import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsSent } from '@shared/api/dto/account-dto';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsCodeRepository } from '../db/sms-code-repository';
import { maskPhone } from '../db/user-repository';
import { refuse } from '../http/refusal';
import type { SmsPurpose, SmsSender } from './sms-sender';
import { createSmsSendLimits, type SmsRequester } from './sms-send-limits';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '@shared/constants/time';

/** The rules of every SMS code on the platform (login, identity check, phone binding). */
export const SMS_CODE_TTL_MS = 5 * MINUTE_MS;
export const SMS_RESEND_COOLDOWN_MS = MINUTE_MS;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_DAILY_LIMIT = 10;

export const MSG_SMS_DAILY_LIMIT = '该手机号今日获取验证码次数已达上限，请明天再试';
export const MSG_SMS_NOT_REQUESTED = '请先获取短信验证码';
export const MSG_SMS_EXPIRED = '短信验证码已过期，请重新获取';
export const MSG_SMS_EXHAUSTED = '短信验证码错误次数过多，请重新获取';
export const MSG_SMS_USED = '短信验证码已失效，请重新获取';
export const msgSmsCooldown = (seconds: number): string => `验证码发送过于频繁，请 ${seconds} 秒后再试`;
export const msgSmsWrong = (left: number): string => `短信验证码错误，还可尝试 ${left} 次`;

export interface SmsCodeRequest {
  phone: string;
  purpose: SmsPurpose;
  /** the account the code belongs to (null: a login code for a phone without an account) */
  userId: number | null;
  /** who asked, for the per-user and per-address send limits (sms-send-limits.ts) */
  requester: SmsRequester;
  /**
   * false stores a code that is never sent: the login page asks for codes for any phone, and an
   * unbound phone must go through the same limits, writes and answers as a bound one so the
   * endpoint does not tell them apart. Default true.
   */
  deliver?: boolean;
}

export interface SmsCodes {
  /**
   * Issues a code under the requester's send limits and the phone's cool-down and daily cap.
   * Answers what the page shows (masked phone, timers); refuses a send over any of them.
   */
  send(request: SmsCodeRequest, log: FastifyBaseLogger): Promise<SmsSent>;
  /** checks a code; a right code is used up, a fifth wrong try burns it; a wrong, used or expired one is refused */
  check(phone: string, purpose: SmsPurpose, code: string): void;
}

/**
 * Only a hash of the code is stored, salted with phone and purpose so a database copy does not hand
 * out live codes at a glance (six digits are cheap to brute-force offline; the 5-minute life limits that).
 */
function hashCode(phone: string, purpose: SmsPurpose, code: string): Buffer {
  return createHash('sha256').update(`${purpose}:${phone}:${code}`).digest();
}

export function createSmsCodes(repository: SmsCodeRepository, sender: SmsSender, now: () => number): SmsCodes {
  const limits = createSmsSendLimits(repository);
  return {
    async send({ phone, purpose, userId, requester, deliver = true }, log) {
      const at = now();
      // the requester's limits first: they answer alike whatever the phone (bound, unbound, cooling down)
      limits.refuseOverLimit(requester, at);
      const last = repository.latest(phone, purpose);
      if (last && at - last.created_at < SMS_RESEND_COOLDOWN_MS) {
        refuse(msgSmsCooldown(Math.ceil((last.created_at + SMS_RESEND_COOLDOWN_MS - at) / SECOND_MS)));
      }
      if (repository.countSince(phone, at - DAY_MS) >= SMS_DAILY_LIMIT) refuse(MSG_SMS_DAILY_LIMIT);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      repository.replace({
        phone,
        purpose,
        userId,
        codeHash: hashCode(phone, purpose, code).toString('hex'),
        clientIp: requester.clientIp,
        requestedBy: requester.userId,
        now: at,
        expiresAt: at + SMS_CODE_TTL_MS,
      });
      const expiresIn = SMS_CODE_TTL_MS / SECOND_MS;
      // Not awaited: the answer must not wait on (or time) the gateway, or a slow send would tell a
      // bound phone from an unbound one. A failed delivery is logged; the user asks again.
      if (deliver) sender.send({ phone, purpose, code, expiresIn }, log).catch((error: unknown) => log.error({ err: error, purpose }, '短信验证码发送失败'));
      return { phone: maskPhone(phone) ?? '', expiresIn, resendAfter: SMS_RESEND_COOLDOWN_MS / SECOND_MS };
    },

    check(phone, purpose, code) {
      const row = repository.latest(phone, purpose);
      if (!row) refuse(MSG_SMS_NOT_REQUESTED);
      if (row.attempts >= SMS_MAX_ATTEMPTS) refuse(MSG_SMS_EXHAUSTED);
      if (row.expires_at <= now()) refuse(MSG_SMS_EXPIRED);
      // used once already, or replaced by a newer code
      if (row.burned) refuse(MSG_SMS_USED);
      if (timingSafeEqual(hashCode(phone, purpose, code), Buffer.from(row.code_hash, 'hex'))) {
        repository.burn(row.id);
        return;
      }
      const attempts = repository.addAttempt(row.id);
      if (attempts >= SMS_MAX_ATTEMPTS) {
        repository.burn(row.id);
        refuse(MSG_SMS_EXHAUSTED);
      }
      refuse(msgSmsWrong(SMS_MAX_ATTEMPTS - attempts));
    },
  };
}
