import type { Captcha } from '@shared/api/dto/account-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { ok } from '../http/envelope';

/**
 * `GET /oauth/getCode` (public): a new captcha image and its key. The login form sends the answer as
 * `captcha` with `captchaKey` once the login page says captchaRequired (or a login answered 请输入验证码).
 */
export function registerCaptchaRoutes(app: App, ctx: ServerContext): void {
  app.get('/oauth/getCode', async (): Promise<Envelope<Captcha>> => ok(ctx.account.captchas.issue()));
}
