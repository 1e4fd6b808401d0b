import { captchaEndpoint } from '@shared/api/endpoints/auth-endpoints';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/**
 * `GET /oauth/getCode` (public): a new captcha image and its key. The login form sends the answer as
 * `captcha` with `captchaKey` once the login page says captchaRequired (or a login answered 请输入验证码).
 * The image travels inside the envelope as an SVG data URL, so this is a plain envelope endpoint.
 */
export function registerCaptchaRoutes(app: App, ctx: ServerContext): void {
  serve(app, captchaEndpoint, () => ctx.account.captchas.issue());
}
