import type { SmsSent } from '@shared/api/dto/account-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { Type } from 'typebox';
import { MSG_DECRYPT_FAILED, MSG_PHONE_FORMAT } from '../account/login-service';
import type { ServerContext } from '../context';
import { maskPhone } from '../db/user-repository';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';
import { MSG_SMS_CLIENT_LIMIT, createClientSendLimit } from '../sms/client-send-limit';
import { PHONE_PATTERN } from '../sms/sms-codes';

const sendBody = Type.Object({
  /** RSA-encrypted like the login's username */
  phone: Type.String({ minLength: 1, maxLength: 2048 }),
});

/**
 * `POST /oauth/sendLoginSms` (public): a login code to a phone bound to an account. The code then goes
 * to `/oauth/v4/token` (or `/oauthToken/v4/token`) with grantType=sms, phone and smsCode.
 *
 * The answer is the same whether or not the phone has an account (same message, same limits, same
 * database write, no wait on the gateway); only a bound phone actually receives the code. Anything
 * else would let anyone test which phone numbers are customers of the platform.
 */
export function registerSmsLoginRoutes(app: App, ctx: ServerContext): void {
  const clientLimit = createClientSendLimit(ctx.config.now);
  app.post('/oauth/sendLoginSms', { schema: { body: sendBody } }, async (request): Promise<Envelope<SmsSent> | Failure> => {
    const phone = ctx.keys.decrypt(request.body.phone)?.trim() ?? null;
    if (phone === null) return fail(MSG_DECRYPT_FAILED);
    if (!PHONE_PATTERN.test(phone)) return fail(MSG_PHONE_FORMAT);
    if (!clientLimit.take(request.ip)) return fail(MSG_SMS_CLIENT_LIMIT);
    const account = ctx.account.bindings.userByPhone(phone);
    const sent = await ctx.account.smsCodes.send(phone, 'login', account?.userId ?? null, request.log, account !== null);
    if (!sent.ok) return fail(sent.msg);
    return ok({ phone: maskPhone(phone) ?? '', expiresIn: sent.expiresIn, resendAfter: sent.resendAfter });
  });
}
