import { Type } from 'typebox';

/** RSA-encrypted, base64 (jsencrypt): a 2048-bit block is 344 characters. */
const encrypted = Type.String({ minLength: 1, maxLength: 2048 });

/**
 * The login form of `/oauth/v4/token` and `/oauthToken/v4/token`, for both grants. Which fields are
 * required depends on `grantType`, so the login service checks that (with the validator's wording):
 * password (default): username + password; sms: phone + smsCode. captcha + captchaKey when required.
 */
export const loginBody = Type.Object({
  grantType: Type.Optional(Type.Union([Type.Literal('password'), Type.Literal('sms')])),
  username: Type.Optional(encrypted),
  password: Type.Optional(encrypted),
  phone: Type.Optional(encrypted),
  smsCode: Type.Optional(Type.String({ maxLength: 16 })),
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
  captchaKey: Type.Optional(Type.String({ maxLength: 128 })),
});

/** The login page may name the user it is about to log in, to learn whether that name needs a captcha. */
export const loginPageQuery = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 64 })),
});
