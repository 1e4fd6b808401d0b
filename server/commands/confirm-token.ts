import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CommandCode, CommandParams } from '@shared/api/dto/command-dto';

/**
 * The confirmation a dangerous command (fuel cut, factory reset) needs. The pre-check hands out a
 * token for what the operator is shown and confirms: this user, this command with these parameters,
 * on exactly these vehicles. The send must ask for the same thing, once, within a few minutes. A
 * client cannot skip the dialog by setting a flag, a token for one vehicle does not cut fuel on
 * others, and a token seen once (a log, a proxy) cannot be sent again.
 *
 * The binding is an HMAC (per-process key) over a canonical encoding, so nothing is stored for a
 * pre-check nobody follows up; only the nonces of used tokens are remembered, until they would have
 * expired anyway. A restart only makes operators confirm again.
 */
export const CONFIRM_TTL_MS = 5 * 60_000;

/** What an operator confirms. */
export interface Confirmed {
  userId: number;
  code: CommandCode;
  /** the command's parameters as the server normalised them (checkParams) */
  params: CommandParams;
  /** the vehicles as a set: order and repeats do not matter */
  vehicleIds: readonly number[];
}

export type ConfirmCheck = 'ok' | 'invalid' | 'expired' | 'used';

export interface ConfirmTokens {
  issue(confirmed: Confirmed, now: number): string;
  /** 'ok' uses the token up; any other answer leaves it as it was */
  redeem(token: string, confirmed: Confirmed, now: number): ConfirmCheck;
}

const NONCE_BYTES = 16;

/** One unambiguous text for one confirmation: JSON of fixed-position values, vehicles sorted, parameters by name. */
function canonical(confirmed: Confirmed, expiresAt: number, nonce: string): string {
  const params = Object.entries(confirmed.params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const vehicleIds = [...new Set(confirmed.vehicleIds)].sort((a, b) => a - b);
  return JSON.stringify([confirmed.userId, confirmed.code, params, vehicleIds, expiresAt, nonce]);
}

export function createConfirmTokens(key: Buffer = randomBytes(32)): ConfirmTokens {
  /** nonce → expiry of the tokens already used */
  const used = new Map<string, number>();
  const sign = (confirmed: Confirmed, expiresAt: number, nonce: string) =>
    createHmac('sha256', key).update(canonical(confirmed, expiresAt, nonce)).digest('base64url');
  const forget = (now: number) => {
    for (const [nonce, expiresAt] of used) if (expiresAt <= now) used.delete(nonce);
  };

  return {
    issue(confirmed, now) {
      const expiresAt = now + CONFIRM_TTL_MS;
      const nonce = randomBytes(NONCE_BYTES).toString('base64url');
      return `${expiresAt}.${nonce}.${sign(confirmed, expiresAt, nonce)}`;
    },
    redeem(token, confirmed, now) {
      const match = /^(\d{1,16})\.([\w-]{22})\.([\w-]{43})$/.exec(token);
      if (!match) return 'invalid';
      const [, expiry = '', nonce = '', mac = ''] = match;
      const expiresAt = Number(expiry);
      const expected = Buffer.from(sign(confirmed, expiresAt, nonce));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      // genuine, but not issued by this clock's "now" (a token cannot live longer than the TTL)
      if (expiresAt > now + CONFIRM_TTL_MS) return 'invalid';
      if (expiresAt <= now) return 'expired';
      forget(now);
      if (used.has(nonce)) return 'used';
      used.set(nonce, expiresAt);
      return 'ok';
    },
  };
}
