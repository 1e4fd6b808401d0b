import { getUserEndpoint } from '@shared/api/endpoints/user-endpoints';
import { authOf, refuseExpiredSession } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/** The logged-in user (protected scope). */
export function registerUserRoutes(app: App, ctx: ServerContext): void {
  // the guard has just found this user; only a deletion in between finds nobody
  serve(app, getUserEndpoint, (_input, request) => ctx.users.getUserInfo(authOf(request).userId) ?? refuseExpiredSession());
}
