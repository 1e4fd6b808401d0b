import * as z from 'zod/mini';
import { accessTokenSchema, captchaSchema, smsSentSchema, tokenConfigSchema, tokenResourceListSchema } from '../dto/account-dto';
import { loginPageConfigSchema, loginResultSchema } from '../dto/auth-dto';
import { defineEndpoint } from '../endpoint';

/**
 * The endpoints reachable without a session: the login page, both logins (`/oauth` answering a
 * session, `/oauthToken` answering a bearer token for third-party pages), the captcha, the login
 * SMS and logout.
 */

/** RSA-encrypted, base64 (jsencrypt): a 2048-bit block is 344 characters; this leaves room for 4096-bit keys. */
export const ENCRYPTED_MAX = 2048;
export const LOGIN_NAME_MAX = 64;
/** what the clear-text short fields of the login form may hold at most (a code is 4–6 characters) */
export const LOGIN_CODE_MAX = 16;
export const CAPTCHA_KEY_MAX = 128;
export const ACCESS_TOKEN_MAX = 128;
export const GRANT_TYPES = ['password', 'sms'] as const;

/**
 * The login's two captcha answers: the login form reads them as "the server asks for a captcha"
 * (show the field, draw a new image), so both sides share the words.
 */
export const MSG_CAPTCHA_MISSING = '请输入验证码';
export const MSG_CAPTCHA_WRONG = '验证码错误或已过期';

/** A credential encrypted with the login page's public key. */
export const encryptedField = () => z.string().check(z.minLength(1), z.maxLength(ENCRYPTED_MAX));

/** The login page may name the user it is about to log in, to learn whether that name needs a captcha. */
export const loginPageQuerySchema = z.object({
  username: z.optional(z.string().check(z.maxLength(LOGIN_NAME_MAX))),
});
export type LoginPageQuery = z.input<typeof loginPageQuerySchema>;

export const loginPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauth/loginPage',
  encoding: 'query',
  request: loginPageQuerySchema,
  response: loginPageConfigSchema,
});

/**
 * The login form of both login endpoints, for both grants. Which fields are required depends on
 * `grantType`, and the encrypted ones can only be judged after decryption, so the server's login
 * service checks them (with the validator's wording): password (default): username + password;
 * sms: phone + smsCode. captcha + captchaKey when the login page says captchaRequired.
 */
export const loginFormSchema = z.object({
  grantType: z.optional(z.enum(GRANT_TYPES)),
  username: z.optional(encryptedField()),
  password: z.optional(encryptedField()),
  /** encrypted like the username */
  phone: z.optional(encryptedField()),
  smsCode: z.optional(z.string().check(z.maxLength(LOGIN_CODE_MAX))),
  captcha: z.optional(z.string().check(z.maxLength(LOGIN_CODE_MAX))),
  captchaKey: z.optional(z.string().check(z.maxLength(CAPTCHA_KEY_MAX))),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** The console's login: a sliding session (`sessionId` header from then on). The server also takes the form as JSON. */
export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauth/v4/token',
  encoding: 'form',
  request: loginFormSchema,
  response: loginResultSchema,
});

/** Logging out twice, or after expiry, is still a successful logout. */
export const logoutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauth/logout',
  encoding: 'query',
  request: z.object({}),
  response: z.null(),
});

/** A new captcha image (SVG data URL inside the envelope) and its key. */
export const captchaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauth/getCode',
  encoding: 'query',
  request: z.object({}),
  response: captchaSchema,
});

/** A login code to a phone; the phone is encrypted like the username. */
export const sendLoginSmsRequestSchema = z.object({ phone: encryptedField() });
export type SendLoginSmsRequest = z.input<typeof sendLoginSmsRequestSchema>;

export const sendLoginSmsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauth/sendLoginSms',
  encoding: 'form',
  request: sendLoginSmsRequestSchema,
  response: smsSentSchema,
});

export const tokenLoginPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauthToken/loginPage',
  encoding: 'query',
  request: loginPageQuerySchema,
  response: loginPageConfigSchema,
});

/** The same login as `/oauth/v4/token`, answering a bearer token with a fixed lifetime. */
export const tokenLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauthToken/v4/token',
  encoding: 'form',
  request: loginFormSchema,
  response: accessTokenSchema,
});

/**
 * The token may also travel as `Authorization: Bearer` or an `accessToken` header; the product's
 * client puts it in the query because its own headers carry the session.
 */
export const tokenQuerySchema = z.object({
  accessToken: z.optional(z.string().check(z.maxLength(ACCESS_TOKEN_MAX))),
});
export type TokenQuery = z.input<typeof tokenQuerySchema>;

export const tokenConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauthToken/getConfig',
  encoding: 'query',
  request: tokenQuerySchema,
  response: tokenConfigSchema,
});

export const tokenResourcesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauthToken/listResource',
  encoding: 'query',
  request: tokenQuerySchema,
  response: tokenResourceListSchema,
});
