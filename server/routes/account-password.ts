import { updatePasswordEndpoint } from '@shared/api/endpoints/account-endpoints';
import { createPasswordService } from '../account/password-service';
import { authOf, sessionTokenOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/** `POST /car/v1/api/user/updateUserPassword.json` (JSON): the caller's session survives the change, the others end. */
export function registerAccountPasswordRoutes(app: App, ctx: ServerContext): void {
  const passwords = createPasswordService({ keys: ctx.keys, account: ctx.account, now: ctx.config.now });

  serve(app, updatePasswordEndpoint, async (input, request) => {
    const auth = authOf(request);
    const changed = await passwords.change(auth, input, sessionTokenOf(request));
    request.log.info({ userId: auth.userId, endedSessions: changed.endedSessions }, 'password changed');
    return changed;
  });
}
