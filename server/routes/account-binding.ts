import { authDataEndpoint, unbindEndpoint, unbindWechatEndpoint, updatePrivacyEndpoint } from '@shared/api/endpoints/account-endpoints';
import { createBindingService } from '../account/binding-service';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/**
 * The security centre's bindings and privacy (`/car/v1/api/userAuth/*`, `/car/v1/api/user/*`): what
 * is bound, unbinding (after a recent SMS verification), privacy settings.
 */
export function registerAccountBindingRoutes(app: App, ctx: ServerContext): void {
  const bindings = createBindingService({ account: ctx.account, now: ctx.config.now });

  serve(app, authDataEndpoint, (_input, request) => bindings.authData(authOf(request)));
  serve(app, unbindEndpoint, (input, request) => bindings.unbind(authOf(request), input.type));
  serve(app, unbindWechatEndpoint, (_input, request) => bindings.unbind(authOf(request), 'wechat'));
  serve(app, updatePrivacyEndpoint, (input, request) => bindings.updatePrivacy(authOf(request), input));
}
