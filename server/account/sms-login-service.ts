import type { SmsSent } from '@shared/api/dto/account-dto';
import { MSG_PHONE_FORMAT, PHONE_PATTERN } from '@shared/api/endpoints/account-endpoints';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginKeys } from '../auth/rsa-keys';
import { refuse } from '../http/refusal';
import { MSG_SMS_CLIENT_LIMIT, createClientSendLimit } from '../sms/client-send-limit';
import type { AccountServices } from './account-services';
import { MSG_DECRYPT_FAILED } from './login-service';

export interface SmsLoginServiceDeps {
  keys: LoginKeys;
  account: Pick<AccountServices, 'bindings' | 'smsCodes'>;
  now: () => number;
}

/**
 * Login codes (`POST /oauth/sendLoginSms`, public). The answer is the same whether or not the phone
 * has an account (same message, same limits, same database write, no wait on the gateway); only a
 * bound phone actually receives the code. Anything else would let anyone test which phone numbers
 * are customers of the platform.
 */
export function createSmsLoginService({ keys, account, now }: SmsLoginServiceDeps) {
  // per client address, in memory: see client-send-limit.ts
  const clientLimit = createClientSendLimit(now);
  return {
    async send(encryptedPhone: string, clientIp: string, log: FastifyBaseLogger): Promise<SmsSent> {
      const phone = keys.decrypt(encryptedPhone)?.trim() ?? null;
      if (phone === null) refuse(MSG_DECRYPT_FAILED);
      if (!PHONE_PATTERN.test(phone)) refuse(MSG_PHONE_FORMAT);
      if (!clientLimit.take(clientIp)) refuse(MSG_SMS_CLIENT_LIMIT);
      const owner = account.bindings.userByPhone(phone);
      return account.smsCodes.send(phone, 'login', owner?.userId ?? null, log, owner !== null);
    },
  };
}
