import type { AccessToken, TokenConfig } from '@shared/api/dto/account-dto';
import type { LoginPageConfig } from '@shared/api/dto/auth-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import type { ResourceItem } from '@shared/api/dto/resource-dto';
import { Type } from 'typebox';
import { loginBody, loginPageQuery } from '../account/login-schema';
import { authenticate, loginPageOptions } from '../account/login-service';
import { createTokenGuard, tokenAuthOf } from '../account/token-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { ok, sessionExpired, type Failure } from '../http/envelope';

/** Bearer tokens live 12 hours, not sliding: a third-party page logs in again the next day. */
export const ACCESS_TOKEN_TTL_MS = 12 * 3_600_000;

const tokenQuery = Type.Object({ accessToken: Type.Optional(Type.String({ maxLength: 128 })) });

/**
 * The token-based family for third-party pages (`/oauthToken/*`): the same login as `/oauth/v4/token`
 * (both grants, captcha rules, failure counting) but answering a bearer token instead of a session.
 * getConfig and listResource take the token (see token-guard.ts for where it may travel).
 */
export function registerOauthTokenRoutes(app: App, ctx: ServerContext): void {
  app.get('/oauthToken/loginPage', { schema: { querystring: loginPageQuery } }, async (request): Promise<Envelope<LoginPageConfig>> =>
    ok({ publicKey: ctx.keys.publicKeyPem, ...loginPageOptions(ctx, request.ip, request.query.username) }),
  );

  app.post('/oauthToken/v4/token', { schema: { body: loginBody } }, async (request): Promise<Envelope<AccessToken> | Failure> => {
    const outcome = await authenticate(ctx, request.body, request.ip);
    if ('flag' in outcome) return outcome;
    const accessToken = ctx.account.tokens.create(outcome.userId, ctx.config.now(), ACCESS_TOKEN_TTL_MS);
    return ok({ accessToken, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_TTL_MS / 1000 });
  });

  void app.register(async (scope: App) => {
    scope.decorateRequest('tokenAuth', null);
    scope.addHook('onRequest', createTokenGuard(ctx));

    scope.get('/oauthToken/getConfig', { schema: { querystring: tokenQuery } }, async (request): Promise<Envelope<TokenConfig> | Failure> => {
      const { auth, expiresAt } = tokenAuthOf(request);
      const user = ctx.users.getUserInfo(auth.userId);
      if (!user) return sessionExpired();
      const branding = ctx.customers.findByHost(request.hostname);
      return ok({
        user: { userId: user.userId, userName: user.userName, nickName: user.nickName, userType: user.userType, customerName: user.customerName },
        branding: { title: branding?.title ?? user.customerName, iconUrl: branding?.iconUrl ?? '' },
        tokenExpiresAt: new Date(expiresAt).toISOString(),
      });
    });

    scope.get('/oauthToken/listResource', { schema: { querystring: tokenQuery } }, async (request): Promise<Envelope<ResourceItem[]>> =>
      ok(ctx.resources.flatForRole(tokenAuthOf(request).auth.roleId)),
    );
  });
}
