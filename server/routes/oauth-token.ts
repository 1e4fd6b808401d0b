import { tokenConfigEndpoint, tokenLoginEndpoint, tokenLoginPageEndpoint, tokenResourcesEndpoint } from '@shared/api/endpoints/auth-endpoints';
import { signInServiceFor } from '../account/sign-in-service';
import { createTokenGuard, tokenAuthOf } from '../account/token-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/**
 * The token-based family for third-party pages (`/oauthToken/*`): the same login as `/oauth/v4/token`
 * (both grants, captcha rules, failure counting) but answering a bearer token instead of a session.
 * getConfig and listResource take the token (see token-guard.ts for where it may travel).
 */
export function registerOauthTokenRoutes(app: App, ctx: ServerContext): void {
  const signIn = signInServiceFor(ctx);

  serve(app, tokenLoginPageEndpoint, (input, request) => signIn.loginPage(request.ip, input.username));
  serve(app, tokenLoginEndpoint, (input, request) => signIn.accessToken(input, request.ip));

  void app.register(async (scope: App) => {
    scope.decorateRequest('tokenAuth', null);
    scope.addHook('onRequest', createTokenGuard(ctx));
    serve(scope, tokenConfigEndpoint, (_input, request) => signIn.tokenConfig(tokenAuthOf(request), request.hostname));
    serve(scope, tokenResourcesEndpoint, (_input, request) => ctx.resources.flatForRole(tokenAuthOf(request).auth.roleId));
  });
}
