import * as z from 'zod/mini';
import {
  BINDING_KINDS,
  TRACK_RETENTION_DAYS,
  authDataSchema,
  passwordChangedSchema,
  phoneBoundSchema,
  phoneVerifiedSchema,
  privacySettingsSchema,
  smsSentSchema,
  unboundSchema,
} from '../dto/account-dto';
import { defineEndpoint } from '../endpoint';
import { encryptedField } from './auth-endpoints';
import { MENU_IDS } from '../../constants/resource-ids';

/**
 * The logged-in user's own account (protected scope): password, privacy, phone verification and
 * binding, the security centre's bindings panel.
 */

/** Mainland mobile numbers: 11 digits starting 13–19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const MSG_PHONE_FORMAT = '手机号格式不正确';
/** Every SMS code of the platform (login, identity check, binding) is 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const MSG_SMS_CODE_FORMAT = '短信验证码为 6 位数字';
/** A browser fingerprint is the lower-case hex SHA-256 the page computes from the browser's traits. */
export const FINGERPRINT_PATTERN = /^[0-9a-f]{64}$/;
export const MSG_FINGERPRINT_FORMAT = '设备指纹格式不正确（应为 64 位十六进制 SHA-256）';

const matches = (pattern: RegExp, message: string) => z.refine<string>((text) => pattern.test(text), { message });

/** A phone typed in clear (spaces around it are ignored). */
export const phoneField = () => z.string().check(z.trim(), matches(PHONE_PATTERN, MSG_PHONE_FORMAT));
export const smsCodeField = () => z.string().check(matches(SMS_CODE_PATTERN, MSG_SMS_CODE_FORMAT));
export const fingerprintField = () => z.string().check(matches(FINGERPRINT_PATTERN, MSG_FINGERPRINT_FORMAT));

/**
 * A POST that carries nothing: the product's client sends `{}`, other callers no body at all
 * (which the server sees as null).
 */
export const emptyBody = () => z.nullish(z.object({}));

/** Both passwords RSA-encrypted with the login page's public key, like the login form. */
export const passwordChangeSchema = z.object({ oldPassword: encryptedField(), newPassword: encryptedField() });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const updatePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/car/v1/api/user/updateUserPassword.json',
  encoding: 'json',
  request: passwordChangeSchema,
  response: passwordChangedSchema,
  permission: [MENU_IDS.security],
});

export const MSG_PRIVACY_EMPTY = '没有可更新的隐私设置';

/**
 * The settings to change; at least one. Unknown fields are dropped by the schema, so a body with
 * only those (a misspelt field, an older client) is refused like an empty one instead of answering
 * 成功 for a change that did nothing; the client refuses it before sending.
 */
export const privacyUpdateSchema = z
  .object({
    hideLocationFromSubUsers: z.optional(z.boolean()),
    dataRetentionConsent: z.optional(z.boolean()),
    trackRetentionDays: z.optional(z.literal(TRACK_RETENTION_DAYS)),
    allowSupportAccess: z.optional(z.boolean()),
  })
  .check(z.refine((change) => Object.values(change).some((value) => value !== undefined), { message: MSG_PRIVACY_EMPTY }));
export type PrivacyUpdate = z.input<typeof privacyUpdateSchema>;

export const updatePrivacyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/car/v1/api/user/updatePrivacy.json',
  encoding: 'json',
  request: privacyUpdateSchema,
  response: privacySettingsSchema,
  permission: [MENU_IDS.security],
});

/** A code to the user's own bound phone, to confirm who is at the keyboard. */
export const sendVerifySmsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/car/v1/api/user/sendSmsCode.json',
  encoding: 'json',
  request: emptyBody(),
  response: smsSentSchema,
  permission: [MENU_IDS.security],
});

export const phoneVerifyRequestSchema = z.object({
  smsCode: smsCodeField(),
  /** the browser's fingerprint to trust after this verification (see the security check) */
  fingerprint: z.optional(fingerprintField()),
});
export type PhoneVerifyRequest = z.input<typeof phoneVerifyRequestSchema>;

export const verifyPhoneCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/car/v1/api/user/phoneCodeVerify.json',
  encoding: 'json',
  request: phoneVerifyRequestSchema,
  response: phoneVerifiedSchema,
  permission: [MENU_IDS.security],
});

/** A code to a phone the user wants to bind for SMS login. */
export const sendBindSmsRequestSchema = z.object({ phone: phoneField() });
export type SendBindSmsRequest = z.input<typeof sendBindSmsRequestSchema>;

export const sendBindSmsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/car/v1/api/userAuth/sendLoginSms.json',
  encoding: 'json',
  request: sendBindSmsRequestSchema,
  response: smsSentSchema,
  permission: [MENU_IDS.security],
});

export const bindPhoneRequestSchema = z.object({ phone: phoneField(), smsCode: smsCodeField() });
export type BindPhoneRequest = z.input<typeof bindPhoneRequestSchema>;

export const bindPhoneEndpoint = defineEndpoint({
  method: 'POST',
  path: '/car/v1/api/userAuth/phoneAuth.json',
  encoding: 'json',
  request: bindPhoneRequestSchema,
  response: phoneBoundSchema,
  permission: [MENU_IDS.security],
});

export const authDataEndpoint = defineEndpoint({
  method: 'POST',
  path: '/car/v1/api/userAuth/doGetAuthData.json',
  encoding: 'json',
  request: emptyBody(),
  response: authDataSchema,
  permission: [MENU_IDS.security],
});

/** Unbinding needs a recent phone verification when a phone is bound. */
export const unbindRequestSchema = z.object({ type: z.enum(BINDING_KINDS) });
export type UnbindRequest = z.input<typeof unbindRequestSchema>;

export const unbindEndpoint = defineEndpoint({
  method: 'POST',
  path: '/car/v1/api/userAuth/delBangDing.json',
  encoding: 'json',
  request: unbindRequestSchema,
  response: unboundSchema,
  permission: [MENU_IDS.security],
});

export const unbindWechatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/car/v1/api/user/unbindWxRelation.json',
  encoding: 'json',
  request: emptyBody(),
  response: unboundSchema,
  permission: [MENU_IDS.security],
});
