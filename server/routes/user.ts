import type { Envelope } from '@shared/api/dto/envelope';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { sessionExpired, ok, type Failure } from '../http/envelope';

/** The logged-in user (protected scope). */
export function registerUserRoutes(app: App, ctx: ServerContext): void {
  app.get('/car/v1/api/user/getUser.json', async (request): Promise<Envelope<UserInfo> | Failure> => {
    const user = ctx.users.getUserInfo(authOf(request).userId);
    // the guard has just found this user; only a deletion in between can get here
    return user ? ok(user) : sessionExpired();
  });
}
