import type { LoginPageConfig, LoginResult } from '@shared/api/dto/auth-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { Type } from 'typebox';
import { verifyPassword } from '../auth/password';
import { sessionTokenOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';

export const MSG_WRONG_CREDENTIALS = '用户名或密码错误';
export const MSG_DECRYPT_FAILED = '登录信息解密失败，请刷新页面后重试';
export const MSG_SMS_DISABLED = '暂不支持短信验证码登录';

/** Both credentials arrive RSA-encrypted and base64-encoded by jsencrypt (a 2048-bit block is 344 characters). */
const encrypted = Type.String({ minLength: 1, maxLength: 2048 });

const tokenBody = Type.Object({
  username: encrypted,
  password: encrypted,
  grantType: Type.Optional(Type.Union([Type.Literal('password'), Type.Literal('sms')])),
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
  captchaKey: Type.Optional(Type.String({ maxLength: 128 })),
});

/** Login page configuration, login and logout (`/oauth/*`): the only routes reachable without a session. */
export function registerAuthRoutes(app: App, ctx: ServerContext): void {
  const expiresIn = ctx.config.sessionTtlMinutes * 60;

  app.get('/oauth/loginPage', async (): Promise<Envelope<LoginPageConfig>> =>
    ok({ publicKey: ctx.keys.publicKeyPem, captchaRequired: false, smsLoginEnabled: false }),
  );

  app.post('/oauth/v4/token', { schema: { body: tokenBody } }, async (request): Promise<Envelope<LoginResult> | Failure> => {
    const { body } = request;
    if (body.grantType === 'sms') return fail(MSG_SMS_DISABLED);
    const userName = ctx.keys.decrypt(body.username);
    const password = ctx.keys.decrypt(body.password);
    if (userName === null || password === null) return fail(MSG_DECRYPT_FAILED);
    const credentials = ctx.users.findCredentials(userName.trim());
    // the scrypt check runs even for an unknown user, so timing does not tell which names exist
    const valid = await verifyPassword(password, credentials?.passwordHash ?? null);
    if (!credentials || !valid) {
      request.log.info({ userName, knownUser: credentials !== null }, 'login refused');
      return fail(MSG_WRONG_CREDENTIALS);
    }
    const sessionId = ctx.sessions.create(credentials.userId, ctx.config.now());
    return ok({ sessionId, expiresIn });
  });

  // Logging out twice, or after expiry, is still a successful logout: the client only wants it gone.
  app.get('/oauth/logout', async (request): Promise<Envelope<null>> => {
    ctx.sessions.remove(sessionTokenOf(request));
    return ok(null);
  });
}
