import type { SmsSent } from '@shared/api/dto/account-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { Type } from 'typebox';
import { MSG_DECRYPT_FAILED, MSG_PHONE_FORMAT, MSG_PHONE_NOT_BOUND } from '../account/login-service';
import type { ServerContext } from '../context';
import { maskPhone } from '../db/user-repository';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';
import { PHONE_PATTERN } from '../sms/sms-codes';

const sendBody = Type.Object({
  /** RSA-encrypted like the login's username */
  phone: Type.String({ minLength: 1, maxLength: 2048 }),
});

/**
 * `POST /oauth/sendLoginSms` (public): a login code to a phone bound to an account. The code then goes
 * to `/oauth/v4/token` (or `/oauthToken/v4/token`) with grantType=sms, phone and smsCode.
 */
export function registerSmsLoginRoutes(app: App, ctx: ServerContext): void {
  app.post('/oauth/sendLoginSms', { schema: { body: sendBody } }, async (request): Promise<Envelope<SmsSent> | Failure> => {
    const phone = ctx.keys.decrypt(request.body.phone)?.trim() ?? null;
    if (phone === null) return fail(MSG_DECRYPT_FAILED);
    if (!PHONE_PATTERN.test(phone)) return fail(MSG_PHONE_FORMAT);
    const account = ctx.account.bindings.userByPhone(phone);
    if (!account) return fail(MSG_PHONE_NOT_BOUND);
    const sent = await ctx.account.smsCodes.send(phone, 'login', account.userId, request.log);
    if (!sent.ok) return fail(sent.msg);
    return ok({ phone: maskPhone(phone) ?? '', expiresIn: sent.expiresIn, resendAfter: sent.resendAfter });
  });
}
