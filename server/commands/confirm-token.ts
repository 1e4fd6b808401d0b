import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CommandCode } from '@shared/api/dto/command-dto';

/**
 * The confirmation a dangerous command (fuel cut, factory reset) needs: the pre-check hands out a
 * token bound to the user and the command, valid for a few minutes, and the send requires it back.
 * A client cannot skip the dialog by setting a flag, and a token for "query version" does not cut
 * fuel. Stateless (an HMAC with a per-process key): a restart only makes operators confirm again.
 */
export const CONFIRM_TTL_MS = 5 * 60_000;

export interface ConfirmTokens {
  issue(userId: number, code: CommandCode, now: number): string;
  verify(token: string, userId: number, code: CommandCode, now: number): boolean;
}

export function createConfirmTokens(key: Buffer = randomBytes(32)): ConfirmTokens {
  const sign = (userId: number, code: CommandCode, expiresAt: number) =>
    createHmac('sha256', key).update(`${userId}|${code}|${expiresAt}`).digest('base64url');
  return {
    issue(userId, code, now) {
      const expiresAt = now + CONFIRM_TTL_MS;
      return `${expiresAt}.${sign(userId, code, expiresAt)}`;
    },
    verify(token, userId, code, now) {
      const match = /^(\d{1,16})\.([\w-]{43})$/.exec(token);
      if (!match) return false;
      const expiresAt = Number(match[1]);
      if (expiresAt <= now || expiresAt > now + CONFIRM_TTL_MS) return false;
      const expected = Buffer.from(sign(userId, code, expiresAt));
      const given = Buffer.from(match[2] ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
