import type { PhoneBound, PhoneVerified, SmsSent } from '@shared/api/dto/account-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { Type } from 'typebox';
import { IDENTITY_WINDOW_MS } from '../account/identity';
import { MSG_PHONE_FORMAT } from '../account/login-service';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { maskPhone } from '../db/user-repository';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';
import { MSG_SMS_CODE_FORMAT, PHONE_PATTERN, SMS_CODE_PATTERN, type SendResult } from '../sms/sms-codes';

export const MSG_NO_PHONE = '尚未绑定手机号，请先绑定手机号';
export const MSG_PHONE_TAKEN = '该手机号已绑定其他账号';
export const MSG_FINGERPRINT_FORMAT = '设备指纹格式不正确（应为 64 位十六进制 SHA-256）';

export const FINGERPRINT_PATTERN = /^[0-9a-f]{64}$/;

const verifyBody = Type.Object({
  smsCode: Type.String({ maxLength: 16 }),
  /** the browser's fingerprint hash to trust after this verification (see security/{hash}.json) */
  fingerprint: Type.Optional(Type.String({ maxLength: 128 })),
});
const phoneBody = Type.Object({ phone: Type.String({ maxLength: 20 }) });
const bindBody = Type.Object({ phone: Type.String({ maxLength: 20 }), smsCode: Type.String({ maxLength: 16 }) });

function sent(phone: string, result: SendResult): Envelope<SmsSent> | Failure {
  return result.ok ? ok({ phone: maskPhone(phone) ?? '', expiresIn: result.expiresIn, resendAfter: result.resendAfter }) : fail(result.msg);
}

/**
 * Phone flows of the logged-in user (same SMS machinery as the login: 6 digits, 5 minutes, 5 tries,
 * 60 s between sends):
 * - verify who is at the keyboard: sendSmsCode.json → phoneCodeVerify.json (to the bound phone);
 * - bind a (new) phone for SMS login: userAuth/sendLoginSms.json → userAuth/phoneAuth.json.
 */
export function registerAccountPhoneRoutes(app: App, ctx: ServerContext): void {
  const boundPhone = (userId: number) => ctx.account.bindings.list(userId).find((binding) => binding.kind === 'phone')?.identifier ?? null;

  app.post('/car/v1/api/user/sendSmsCode.json', async (request): Promise<Envelope<SmsSent> | Failure> => {
    const auth = authOf(request);
    const phone = boundPhone(auth.userId);
    if (!phone) return fail(MSG_NO_PHONE);
    return sent(phone, await ctx.account.smsCodes.send(phone, 'verify', auth.userId, request.log));
  });

  app.post('/car/v1/api/user/phoneCodeVerify.json', { schema: { body: verifyBody } }, async (request): Promise<Envelope<PhoneVerified> | Failure> => {
    const auth = authOf(request);
    const { smsCode, fingerprint } = request.body;
    if (!SMS_CODE_PATTERN.test(smsCode)) return fail(MSG_SMS_CODE_FORMAT);
    if (fingerprint !== undefined && !FINGERPRINT_PATTERN.test(fingerprint)) return fail(MSG_FINGERPRINT_FORMAT);
    const phone = boundPhone(auth.userId);
    if (!phone) return fail(MSG_NO_PHONE);
    const checked = ctx.account.smsCodes.check(phone, 'verify', smsCode);
    if (!checked.ok) return fail(checked.msg);
    const now = ctx.config.now();
    const until = now + IDENTITY_WINDOW_MS;
    ctx.account.security.setIdentityVerifiedUntil(auth.userId, until);
    if (fingerprint) ctx.account.devices.trust(auth.userId, fingerprint, request.ip, now);
    return ok({ verified: true, verifiedUntil: new Date(until).toISOString(), trustedFingerprint: fingerprint ?? null });
  });

  app.post('/car/v1/api/userAuth/sendLoginSms.json', { schema: { body: phoneBody } }, async (request): Promise<Envelope<SmsSent> | Failure> => {
    const auth = authOf(request);
    const phone = request.body.phone.trim();
    if (!PHONE_PATTERN.test(phone)) return fail(MSG_PHONE_FORMAT);
    const owner = ctx.account.bindings.phoneOwner(phone);
    if (owner !== null && owner !== auth.userId) return fail(MSG_PHONE_TAKEN);
    return sent(phone, await ctx.account.smsCodes.send(phone, 'bind', auth.userId, request.log));
  });

  app.post('/car/v1/api/userAuth/phoneAuth.json', { schema: { body: bindBody } }, async (request): Promise<Envelope<PhoneBound> | Failure> => {
    const auth = authOf(request);
    const phone = request.body.phone.trim();
    if (!PHONE_PATTERN.test(phone)) return fail(MSG_PHONE_FORMAT);
    if (!SMS_CODE_PATTERN.test(request.body.smsCode)) return fail(MSG_SMS_CODE_FORMAT);
    const owner = ctx.account.bindings.phoneOwner(phone);
    if (owner !== null && owner !== auth.userId) return fail(MSG_PHONE_TAKEN);
    const checked = ctx.account.smsCodes.check(phone, 'bind', request.body.smsCode);
    if (!checked.ok) return fail(checked.msg);
    const now = ctx.config.now();
    ctx.account.bindings.bindPhone(auth.userId, phone, now);
    return ok({ phone: maskPhone(phone) ?? '', verifiedAt: new Date(now).toISOString() });
  });
}
