import type { LoginPageConfig } from '@shared/api/dto/auth-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import { MSG_PHONE_FORMAT, MSG_SMS_CODE_FORMAT, PHONE_PATTERN, SMS_CODE_PATTERN } from '@shared/api/endpoints/account-endpoints';
import { MSG_CAPTCHA_MISSING, MSG_CAPTCHA_WRONG, type loginEndpoint } from '@shared/api/endpoints/auth-endpoints';
import { fieldLabel } from '@shared/api/validation/field-labels';
import { MSG_VALIDATION_PREFIX } from '@shared/api/validation/request-message';
import { verifyPassword } from '../auth/password';
import type { LoginKeys } from '../auth/rsa-keys';
import type { UserRepository } from '../db/user-repository';
import { refuse } from '../http/refusal';
import { MSG_SMS_USED } from '../sms/sms-codes';
import type { AccountServices } from './account-services';
import type { LoginChannel } from '../db/login-attempt-repository';
import { msgLocked, msgSmsLocked } from './login-policy';

export const MSG_WRONG_CREDENTIALS = '用户名或密码错误';
export const MSG_DECRYPT_FAILED = '登录信息解密失败，请刷新页面后重试';

/** The login form of `/oauth/v4/token` and `/oauthToken/v4/token` after the endpoint's schema. */
export type LoginInput = ParsedRequestOf<typeof loginEndpoint>;

export interface LoginServiceDeps {
  keys: LoginKeys;
  users: Pick<UserRepository, 'findCredentials'>;
  account: Pick<AccountServices, 'attempts' | 'policy' | 'captchas' | 'smsCodes' | 'bindings'>;
  now: () => number;
}

/**
 * Fields required by one grant only, refused with the schema validator's wording and all of them
 * named at once (`缺少必填参数 手机号(phone)、短信验证码(smsCode)`), as the login form has always answered.
 */
function refuseMissing(fields: Record<string, string | undefined>): never {
  const absent = Object.entries(fields)
    .filter(([, value]) => !value)
    .map(([name]) => fieldLabel(name));
  return refuse(`${MSG_VALIDATION_PREFIX}缺少必填参数 ${absent.join('、')}`);
}

/**
 * Both grants of the login: password (username and password, RSA-encrypted) and SMS code (phone
 * RSA-encrypted like the username, the 6-digit code in clear). Every attempt is recorded so the
 * captcha and lock rules (login-policy.ts) can count it, each grant apart: wrong SMS codes never
 * lock the password. Answers the user id; refuses otherwise.
 */
export function createLoginService({ keys, users, account, now }: LoginServiceDeps) {
  const { attempts, policy, captchas, smsCodes, bindings } = account;

  /** Refuses a locked name; then, when the channel asks for a captcha, a missing or wrong one (which is not counted as a failure). */
  function passGate(channel: LoginChannel, userName: string, clientIp: string, input: LoginInput, at: number): void {
    const gate = policy.gate(channel, userName, clientIp, at);
    if (gate.lockedUntil !== null && gate.lockedUntil > at) {
      const minutes = Math.max(1, Math.ceil((gate.lockedUntil - at) / 60_000));
      refuse(channel === 'sms' ? msgSmsLocked(minutes) : msgLocked(minutes));
    }
    if (gate.captchaRequired) {
      if (!input.captcha || !input.captchaKey) refuse(MSG_CAPTCHA_MISSING);
      if (!captchas.check(input.captchaKey, input.captcha)) refuse(MSG_CAPTCHA_WRONG);
    }
  }

  async function passwordLogin(input: LoginInput, clientIp: string): Promise<number> {
    const { username, password } = input;
    if (!username || !password) refuseMissing({ username, password });
    const typedName = keys.decrypt(username);
    const clearPassword = keys.decrypt(password);
    if (typedName === null || clearPassword === null) refuse(MSG_DECRYPT_FAILED);
    const userName = typedName.trim();
    const at = now();
    passGate('password', userName, clientIp, input, at);
    const credentials = users.findCredentials(userName);
    // the scrypt check runs even for an unknown user, so timing does not tell which names exist
    const valid = await verifyPassword(clearPassword, credentials?.passwordHash ?? null);
    const success = credentials !== null && valid;
    attempts.record({ userName, userId: credentials?.userId ?? null, clientIp, channel: 'password', success, at });
    if (!success) refuse(MSG_WRONG_CREDENTIALS);
    return credentials.userId;
  }

  function smsLogin(input: LoginInput, clientIp: string): number {
    const { phone: encryptedPhone, smsCode } = input;
    if (!encryptedPhone || !smsCode) refuseMissing({ phone: encryptedPhone, smsCode });
    const phone = keys.decrypt(encryptedPhone)?.trim() ?? null;
    if (phone === null) refuse(MSG_DECRYPT_FAILED);
    if (!PHONE_PATTERN.test(phone)) refuse(MSG_PHONE_FORMAT);
    if (!SMS_CODE_PATTERN.test(smsCode)) refuse(MSG_SMS_CODE_FORMAT);
    const at = now();
    // An unbound phone goes through the same code check (sendLoginSms stored an undelivered code for
    // it) and gets the same answers, so this endpoint does not tell which phones have accounts either.
    const account = bindings.userByPhone(phone);
    const userName = account?.userName ?? phone;
    passGate('sms', userName, clientIp, input, at);
    const record = (success: boolean) => attempts.record({ userName, userId: account?.userId ?? null, clientIp, channel: 'sms', success, at });
    try {
      smsCodes.check(phone, 'login', smsCode);
    } catch (refusal) {
      record(false);
      throw refusal;
    }
    record(account !== null);
    // a right code for a phone without an account reads like a used one
    if (account === null) refuse(MSG_SMS_USED);
    return account.userId;
  }

  return {
    /** Checks a login by either grant; answers the user id or refuses with the Chinese reason. */
    async authenticate(input: LoginInput, clientIp: string): Promise<number> {
      return input.grantType === 'sms' ? smsLogin(input, clientIp) : passwordLogin(input, clientIp);
    },

    /**
     * What the login page shows before anybody types: the public key, and whether a captcha is needed
     * for a password login from this client (and name) and for an SMS login from this client. (The
     * phone is not asked for: the SMS login answers 请输入验证码 once that phone needs one.)
     */
    pageConfig(clientIp: string, userName: string | undefined): LoginPageConfig {
      const at = now();
      const password = policy.gate('password', userName?.trim() || null, clientIp, at);
      const sms = policy.gate('sms', null, clientIp, at);
      return { publicKey: keys.publicKeyPem, captchaRequired: password.captchaRequired, smsLoginEnabled: true, smsCaptchaRequired: sms.captchaRequired };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
