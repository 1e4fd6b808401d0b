import { bindPhoneEndpoint, sendBindSmsEndpoint, sendVerifySmsEndpoint, verifyPhoneCodeEndpoint } from '@shared/api/endpoints/account-endpoints';
import { createPhoneService } from '../account/phone-service';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/**
 * Phone flows of the logged-in user (account/phone-service.ts):
 * - verify who is at the keyboard: sendSmsCode.json → phoneCodeVerify.json (to the bound phone);
 * - bind a (new) phone for SMS login: userAuth/sendLoginSms.json → userAuth/phoneAuth.json.
 */
export function registerAccountPhoneRoutes(app: App, ctx: ServerContext): void {
  const phones = createPhoneService({ account: ctx.account, now: ctx.config.now });

  serve(app, sendVerifySmsEndpoint, (_input, request) => phones.sendVerifyCode(authOf(request), request.ip, request.log));
  serve(app, verifyPhoneCodeEndpoint, (input, request) => phones.verify(authOf(request), input, request.ip));
  serve(app, sendBindSmsEndpoint, (input, request) => phones.sendBindCode(authOf(request), input.phone, request.ip, request.log));
  serve(app, bindPhoneEndpoint, (input, request) => phones.bind(authOf(request), input));
}
