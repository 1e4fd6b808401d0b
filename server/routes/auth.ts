import { loginEndpoint, loginPageEndpoint, logoutEndpoint } from '@shared/api/endpoints/auth-endpoints';
import { signInServiceFor } from '../account/sign-in-service';
import { sessionTokenOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { isRefusal } from '../http/refusal';
import { createServerAssistant } from './assistant';
import { serve } from '../http/serve';

/**
 * Login page configuration, login and logout (`/oauth/*`): reachable without a session. Both grants,
 * captcha rules and failure counting live in account/login-service.ts.
 */
export function registerAuthRoutes(app: App, ctx: ServerContext): void {
  const signIn = signInServiceFor(ctx);
  const assistant = createServerAssistant(ctx);
  /**
   * The new session's assistant settings (what getChatConfig would answer it), sent with the login
   * answer, with the two fields of the user the widget's config takes (userId, chatLogo, as getUser
   * answers them): the shell mounts the launcher as soon as its script is in, without waiting for
   * getUser, whose answer renders the first page (issue 13).
   */
  const assistantFor = (sessionId: string) => {
    const userId = ctx.sessions.resolve(sessionId, ctx.config.now());
    const auth = userId === null ? null : ctx.users.findAuthContext(userId);
    const info = auth ? ctx.users.getUserInfo(auth.userId) : null;
    return auth && info ? { ...assistant.settings(auth), user: { userId: info.userId, chatLogo: info.chatLogo } } : undefined;
  };

  serve(app, loginPageEndpoint, (input, request) => signIn.loginPage(request.ip, input.username));

  serve(app, loginEndpoint, async (input, request) => {
    try {
      const session = await signIn.session(input, request.ip);
      return { ...session, assistant: assistantFor(session.sessionId) };
    } catch (error) {
      if (isRefusal(error)) request.log.info({ grantType: input.grantType ?? 'password', msg: error.message }, 'login refused');
      throw error;
    }
  });

  serve(app, logoutEndpoint, (_input, request) => signIn.signOut(sessionTokenOf(request)));
}
