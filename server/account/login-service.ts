import { verifyPassword } from '../auth/password';
import type { ServerContext } from '../context';
import { fail, type Failure } from '../http/envelope';
import { MSG_VALIDATION_PREFIX, fieldLabel } from '../http/validation-message';
import { MSG_CAPTCHA_MISSING, MSG_CAPTCHA_WRONG } from '../captcha/captchas';
import { MSG_SMS_CODE_FORMAT, MSG_SMS_USED, PHONE_PATTERN, SMS_CODE_PATTERN } from '../sms/sms-codes';
import { msgLocked } from './login-policy';

export const MSG_WRONG_CREDENTIALS = '用户名或密码错误';
export const MSG_DECRYPT_FAILED = '登录信息解密失败，请刷新页面后重试';
export const MSG_PHONE_FORMAT = '手机号格式不正确';

/**
 * The login form of `/oauth/v4/token` and `/oauthToken/v4/token`. Password grant: username and
 * password, RSA-encrypted; SMS grant: phone (RSA-encrypted like the username) and the 6-digit smsCode.
 */
export interface LoginInput {
  grantType?: 'password' | 'sms' | undefined;
  username?: string | undefined;
  password?: string | undefined;
  phone?: string | undefined;
  smsCode?: string | undefined;
  captcha?: string | undefined;
  captchaKey?: string | undefined;
}

export type LoginOutcome = { userId: number } | Failure;

type LoginCtx = Pick<ServerContext, 'keys' | 'users' | 'account' | 'config'>;

/** Same wording as schema validation, for fields that are required only by one grant type. */
function missing(fields: readonly string[]): Failure {
  return fail(`${MSG_VALIDATION_PREFIX}缺少必填参数 ${fields.join('、')}`);
}

function lockedFailure(lockedUntil: number, now: number): Failure {
  return fail(msgLocked(Math.max(1, Math.ceil((lockedUntil - now) / 60_000))));
}

async function passwordLogin(ctx: LoginCtx, input: LoginInput, clientIp: string): Promise<LoginOutcome> {
  const absent = [input.username ? null : fieldLabel('username'), input.password ? null : fieldLabel('password')].filter((field) => field !== null);
  if (absent.length > 0 || !input.username || !input.password) return missing(absent);
  const typedName = ctx.keys.decrypt(input.username);
  const password = ctx.keys.decrypt(input.password);
  if (typedName === null || password === null) return fail(MSG_DECRYPT_FAILED);
  const userName = typedName.trim();
  const now = ctx.config.now();
  const gate = ctx.account.policy.gate(userName, clientIp, now);
  if (gate.lockedUntil !== null && gate.lockedUntil > now) return lockedFailure(gate.lockedUntil, now);
  if (gate.captchaRequired) {
    if (!input.captcha || !input.captchaKey) return fail(MSG_CAPTCHA_MISSING);
    if (!ctx.account.captchas.check(input.captchaKey, input.captcha)) return fail(MSG_CAPTCHA_WRONG);
  }
  const credentials = ctx.users.findCredentials(userName);
  // the scrypt check runs even for an unknown user, so timing does not tell which names exist
  const valid = await verifyPassword(password, credentials?.passwordHash ?? null);
  const success = credentials !== null && valid;
  ctx.account.attempts.record({ userName, userId: credentials?.userId ?? null, clientIp, channel: 'password', success, at: now });
  return success ? { userId: credentials.userId } : fail(MSG_WRONG_CREDENTIALS);
}

async function smsLogin(ctx: LoginCtx, input: LoginInput, clientIp: string): Promise<LoginOutcome> {
  const absent = [input.phone ? null : fieldLabel('phone'), input.smsCode ? null : fieldLabel('smsCode')].filter((field) => field !== null);
  if (absent.length > 0 || !input.phone || !input.smsCode) return missing(absent);
  const phone = ctx.keys.decrypt(input.phone)?.trim() ?? null;
  if (phone === null) return fail(MSG_DECRYPT_FAILED);
  if (!PHONE_PATTERN.test(phone)) return fail(MSG_PHONE_FORMAT);
  if (!SMS_CODE_PATTERN.test(input.smsCode)) return fail(MSG_SMS_CODE_FORMAT);
  const now = ctx.config.now();
  // An unbound phone goes through the same code check (sendLoginSms stored an undelivered code for
  // it) and gets the same answers, so this endpoint does not tell which phones have accounts either.
  const account = ctx.account.bindings.userByPhone(phone);
  const gate = ctx.account.policy.gate(account?.userName ?? phone, clientIp, now);
  if (gate.lockedUntil !== null && gate.lockedUntil > now) return lockedFailure(gate.lockedUntil, now);
  const checked = ctx.account.smsCodes.check(phone, 'login', input.smsCode);
  const success = checked.ok && account !== null;
  ctx.account.attempts.record({ userName: account?.userName ?? phone, userId: account?.userId ?? null, clientIp, channel: 'sms', success, at: now });
  if (success) return { userId: account.userId };
  return fail(checked.ok ? MSG_SMS_USED : checked.msg);
}

/** Checks a login by either grant; records the attempt so captcha and lock rules can count it. */
export function authenticate(ctx: LoginCtx, input: LoginInput, clientIp: string): Promise<LoginOutcome> {
  return input.grantType === 'sms' ? smsLogin(ctx, input, clientIp) : passwordLogin(ctx, input, clientIp);
}

/** What the login page shows before anybody types: is a captcha needed for this client (and name)? */
export function loginPageOptions(ctx: LoginCtx, clientIp: string, userName: string | undefined): { captchaRequired: boolean; smsLoginEnabled: boolean } {
  const gate = ctx.account.policy.gate(userName?.trim() || null, clientIp, ctx.config.now());
  return { captchaRequired: gate.captchaRequired, smsLoginEnabled: true };
}
