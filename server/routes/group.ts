import type { Envelope } from '@shared/api/dto/envelope';
import type { GroupTree, VehicleColumns } from '@shared/api/dto/group-dto';
import { Type } from 'typebox';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { vehicleScopeOf } from '../db/vehicle-scope';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';

export const MSG_GROUP_NOT_VISIBLE = '分组不存在或无权查看';

const groupVehiclesQuery = Type.Object({
  groupId: Type.Integer({ minimum: 1 }),
  includeDescendants: Type.Optional(Type.Boolean()),
});

/**
 * The vehicle group tree and the compact vehicle lists the console's tree and map are built from
 * (protected scope). Everything is scoped by the session: a sub-user's tree starts at their groups.
 */
export function registerGroupRoutes(app: App, ctx: ServerContext): void {
  app.get('/car/v1/api/group/getGroupTree.json', { schema: { querystring: Type.Object({}) } }, async (request): Promise<Envelope<GroupTree>> =>
    ok(ctx.groups.tree(vehicleScopeOf(authOf(request)))),
  );

  app.get(
    '/car/v1/api/group/listGroupVehicles.json',
    { schema: { querystring: groupVehiclesQuery } },
    async (request): Promise<Envelope<VehicleColumns> | Failure> => {
      const { groupId, includeDescendants } = request.query;
      const columns = ctx.groups.groupVehicles(vehicleScopeOf(authOf(request)), groupId, includeDescendants ?? false, ctx.config.now());
      return columns ? ok(columns) : fail(MSG_GROUP_NOT_VISIBLE);
    },
  );

  app.get('/car/v1/api/vehicle/listAllVehicles.json', { schema: { querystring: Type.Object({}) } }, async (request): Promise<Envelope<VehicleColumns>> =>
    ok(ctx.groups.allVehicles(vehicleScopeOf(authOf(request)), ctx.config.now())),
  );
}
