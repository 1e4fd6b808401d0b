import type { LoginPageConfig, LoginResult } from '@shared/api/dto/auth-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { authenticate, loginPageOptions } from '../account/login-service';
import { loginBody, loginPageQuery } from '../account/login-schema';
import { sessionTokenOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { ok, type Failure } from '../http/envelope';

export { MSG_DECRYPT_FAILED, MSG_WRONG_CREDENTIALS } from '../account/login-service';

/** Both grants (password, SMS code), captcha rules and failure counting live in account/login-service.ts. */
const tokenBody = loginBody;

/** Login page configuration, login and logout (`/oauth/*`): the only routes reachable without a session. */
export function registerAuthRoutes(app: App, ctx: ServerContext): void {
  const expiresIn = ctx.config.sessionTtlMinutes * 60;

  app.get('/oauth/loginPage', { schema: { querystring: loginPageQuery } }, async (request): Promise<Envelope<LoginPageConfig>> =>
    ok({ publicKey: ctx.keys.publicKeyPem, ...loginPageOptions(ctx, request.ip, request.query.username) }),
  );

  app.post('/oauth/v4/token', { schema: { body: tokenBody } }, async (request): Promise<Envelope<LoginResult> | Failure> => {
    const outcome = await authenticate(ctx, request.body, request.ip);
    if ('flag' in outcome) {
      request.log.info({ grantType: request.body.grantType ?? 'password', msg: outcome.msg }, 'login refused');
      return outcome;
    }
    const sessionId = ctx.sessions.create(outcome.userId, ctx.config.now());
    return ok({ sessionId, expiresIn });
  });

  // Logging out twice, or after expiry, is still a successful logout: the client only wants it gone.
  app.get('/oauth/logout', async (request): Promise<Envelope<null>> => {
    ctx.sessions.remove(sessionTokenOf(request));
    return ok(null);
  });
}
