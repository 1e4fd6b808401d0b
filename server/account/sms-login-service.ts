import type { SmsSent } from '@shared/api/dto/account-dto';
import { MSG_PHONE_FORMAT, PHONE_PATTERN } from '@shared/api/endpoints/account-endpoints';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginKeys } from '../auth/rsa-keys';
import { refuse } from '../http/refusal';
import type { AccountServices } from './account-services';
import { MSG_DECRYPT_FAILED } from './login-service';

export interface SmsLoginServiceDeps {
  keys: LoginKeys;
  account: Pick<AccountServices, 'bindings' | 'smsCodes'>;
}

/**
 * Login codes (`POST /oauth/sendLoginSms`, public). The answer is the same whether or not the phone
 * has an account (same message, same limits, same database write, no wait on the gateway); only a
 * bound phone actually receives the code. Anything else would let anyone test which phone numbers
 * are customers of the platform. The per-address send limit (sms-send-limits.ts) is counted over
 * every code asked for, delivered or not.
 */
export function createSmsLoginService({ keys, account }: SmsLoginServiceDeps) {
  return {
    async send(encryptedPhone: string, clientIp: string, log: FastifyBaseLogger): Promise<SmsSent> {
      const phone = keys.decrypt(encryptedPhone)?.trim() ?? null;
      if (phone === null) refuse(MSG_DECRYPT_FAILED);
      if (!PHONE_PATTERN.test(phone)) refuse(MSG_PHONE_FORMAT);
      const owner = account.bindings.userByPhone(phone);
      return account.smsCodes.send({ phone, purpose: 'login', userId: owner?.userId ?? null, requester: { clientIp, userId: null }, deliver: owner !== null }, log);
    },
  };
}
