import { sendLoginSmsEndpoint } from '@shared/api/endpoints/auth-endpoints';
import { createSmsLoginService } from '../account/sms-login-service';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/**
 * `POST /oauth/sendLoginSms` (public): a login code to a phone bound to an account. The code then goes
 * to `/oauth/v4/token` (or `/oauthToken/v4/token`) with grantType=sms, phone and smsCode. Why every
 * phone gets the same answer: account/sms-login-service.ts.
 */
export function registerSmsLoginRoutes(app: App, ctx: ServerContext): void {
  const smsLogin = createSmsLoginService({ keys: ctx.keys, account: ctx.account });
  serve(app, sendLoginSmsEndpoint, (input, request) => smsLogin.send(input.phone, request.ip, request.log));
}
