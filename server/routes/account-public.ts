import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { registerCaptchaRoutes } from './captcha';
import { registerOauthTokenRoutes } from './oauth-token';
import { registerSmsLoginRoutes } from './sms-login';

/** The login extras reachable without a session: captcha image, login SMS, the bearer-token family. */
export function registerAccountPublicRoutes(app: App, ctx: ServerContext): void {
  registerCaptchaRoutes(app, ctx);
  registerSmsLoginRoutes(app, ctx);
  registerOauthTokenRoutes(app, ctx);
}
