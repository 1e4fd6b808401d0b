import type { Envelope } from '@shared/api/dto/envelope';
import type { ResourceItem } from '@shared/api/dto/resource-dto';
import { Type } from 'typebox';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { ok } from '../http/envelope';

/** The shell asks with version=v4 and from=carWeb4 (product-spec §7); other clients of the platform differ. */
const newListQuery = Type.Object({
  version: Type.Literal('v4'),
  from: Type.Literal('carWeb4'),
});

const listQuery = Type.Object({
  version: Type.Optional(Type.Literal('v4')),
  from: Type.Optional(Type.Literal('carWeb4')),
});

/**
 * The role's resources (protected scope): menus (type 1) and button permissions (type 3). The
 * shell builds its menu and button maps from them; the server decides, never the client.
 */
export function registerResourceRoutes(app: App, ctx: ServerContext): void {
  app.get('/car/v1/api/resource/newList.json', { schema: { querystring: newListQuery } }, async (request): Promise<Envelope<ResourceItem[]>> =>
    ok([ctx.resources.treeForRole(authOf(request).roleId)]),
  );

  app.get('/car/v1/api/resource/list.json', { schema: { querystring: listQuery } }, async (request): Promise<Envelope<ResourceItem[]>> =>
    ok(ctx.resources.flatForRole(authOf(request).roleId)),
  );
}
