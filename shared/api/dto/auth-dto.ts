import * as z from 'zod/mini';

/** `GET /oauth/loginPage`: what the login screen needs before the user types anything. */
export const loginPageConfigSchema = z.object({
  /** RSA public key (PEM) for jsencrypt; credentials never travel in clear text */
  publicKey: z.string(),
  /** true after repeated failed logins from this client: a captcha from /oauth/getCode is required */
  captchaRequired: z.boolean(),
  /** true when SMS-code login is offered */
  smsLoginEnabled: z.boolean(),
  /**
   * true after repeated failed SMS-code logins from this client: an SMS login then needs a captcha
   * too (counted apart from password failures). Absent from servers older than the rule: false.
   */
  smsCaptchaRequired: z._default(z.boolean(), false),
});
export type LoginPageConfig = z.infer<typeof loginPageConfigSchema>;

/** `POST /oauth/v4/token` success payload (flag 1). */
export const loginResultSchema = z.object({
  sessionId: z.string().check(z.minLength(1)),
  /** session lifetime in seconds (sliding) */
  expiresIn: z.number(),
  /**
   * the assistant's settings for this user, as getChatConfig answers them, with `user: { userId,
   * chatLogo }` as getUser answers them: the widget's script then loads beside the user's request
   * instead of after a second round trip, and its launcher mounts without waiting for getUser (issue 13). Absent
   * from servers older than this: the shell asks getChatConfig. Checked with chatSettingsSchema
   * where it is used (the assistant's chunk): this schema is in the shell's initial JS (through the
   * logout call) and the settings' schema would add 1.5 KB to it.
   */
  assistant: z.optional(z.unknown()),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
