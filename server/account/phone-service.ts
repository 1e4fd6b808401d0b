import type { PhoneBound, PhoneVerified, SmsSent } from '@shared/api/dto/account-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { bindPhoneEndpoint, verifyPhoneCodeEndpoint } from '@shared/api/endpoints/account-endpoints';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import { maskPhone } from '../db/user-repository';
import { refuse } from '../http/refusal';
import type { AccountServices } from './account-services';
import { IDENTITY_WINDOW_MS, boundPhoneOf } from './identity';

export const MSG_NO_PHONE = '尚未绑定手机号，请先绑定手机号';
export const MSG_PHONE_TAKEN = '该手机号已绑定其他账号';

export interface PhoneServiceDeps {
  account: Pick<AccountServices, 'bindings' | 'security' | 'devices' | 'smsCodes'>;
  now: () => number;
}

/**
 * Phone flows of the logged-in user (same SMS machinery as the login: 6 digits, 5 minutes, 5 tries,
 * 60 s between sends, per-user and per-address send limits):
 * - verify who is at the keyboard: a code to the bound phone, then the code back;
 * - bind a (new) phone for SMS login: a code to that phone, then the phone and the code back.
 * Formats are checked by the endpoints' schemas before this.
 */
export function createPhoneService({ account, now }: PhoneServiceDeps) {
  const { bindings, security, devices, smsCodes } = account;

  function ownBoundPhone(auth: AuthContext): string {
    return boundPhoneOf(account, auth.userId) ?? refuse(MSG_NO_PHONE);
  }

  function refuseForeignPhone(auth: AuthContext, phone: string): void {
    const owner = bindings.phoneOwner(phone);
    if (owner !== null && owner !== auth.userId) refuse(MSG_PHONE_TAKEN);
  }

  return {
    async sendVerifyCode(auth: AuthContext, clientIp: string, log: FastifyBaseLogger): Promise<SmsSent> {
      return smsCodes.send({ phone: ownBoundPhone(auth), purpose: 'verify', userId: auth.userId, requester: { clientIp, userId: auth.userId } }, log);
    },

    /** A right code opens a 10-minute window for sensitive changes and trusts the browser it names. */
    verify(auth: AuthContext, request: ParsedRequestOf<typeof verifyPhoneCodeEndpoint>, clientIp: string): PhoneVerified {
      smsCodes.check(ownBoundPhone(auth), 'verify', request.smsCode);
      const at = now();
      const until = at + IDENTITY_WINDOW_MS;
      security.setIdentityVerifiedUntil(auth.userId, until);
      if (request.fingerprint) devices.trust(auth.userId, request.fingerprint, clientIp, at);
      return { verified: true, verifiedUntil: new Date(until).toISOString(), trustedFingerprint: request.fingerprint ?? null };
    },

    async sendBindCode(auth: AuthContext, phone: string, clientIp: string, log: FastifyBaseLogger): Promise<SmsSent> {
      refuseForeignPhone(auth, phone);
      return smsCodes.send({ phone, purpose: 'bind', userId: auth.userId, requester: { clientIp, userId: auth.userId } }, log);
    },

    bind(auth: AuthContext, request: ParsedRequestOf<typeof bindPhoneEndpoint>): PhoneBound {
      refuseForeignPhone(auth, request.phone);
      smsCodes.check(request.phone, 'bind', request.smsCode);
      const at = now();
      bindings.bindPhone(auth.userId, request.phone, at);
      return { phone: maskPhone(request.phone) ?? '', verifiedAt: new Date(at).toISOString() };
    },
  };
}
