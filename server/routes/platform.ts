import type { Envelope } from '@shared/api/dto/envelope';
import type { SubAppEntry } from '@shared/api/dto/platform-dto';
import { Type } from 'typebox';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';

export const MSG_FOREIGN_ROLE = '无权查看该角色的平台';

const query = Type.Object({
  roleId: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** The sub-apps of the caller's role (protected scope). The role comes from the session; a roleId may only confirm it. */
export function registerPlatformRoutes(app: App, ctx: ServerContext): void {
  app.get('/car/v1/api/platform/getPlatformByRoleId.json', { schema: { querystring: query } }, async (request): Promise<Envelope<SubAppEntry[]> | Failure> => {
    const { roleId } = authOf(request);
    if (request.query.roleId !== undefined && request.query.roleId !== roleId) return fail(MSG_FOREIGN_ROLE);
    return ok(ctx.platforms.listForRole(roleId));
  });
}
