import { getGroupTreeEndpoint, listAllVehiclesEndpoint, listGroupVehiclesEndpoint } from '@shared/api/endpoints/group-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { createGroupService } from '../groups/group-service';
import type { App } from '../http/app-types';
import { serve, serveRaw } from '../http/serve';
import { replyVehicleList } from '../live/vehicle-list-reply';

/** The group tree and the column-wise vehicle lists of the console's tree and map (protected scope). */
export function registerGroupRoutes(app: App, ctx: ServerContext): void {
  const groups = createGroupService({ groups: ctx.groups, now: ctx.config.now });

  serve(app, getGroupTreeEndpoint, (_input, request) => groups.tree(authOf(request)));
  serve(app, listGroupVehiclesEndpoint, (input, request) => groups.groupVehicles(authOf(request), input));
  // compressed and revalidated by ETag: at 100k vehicles the list is ~7 MB of JSON
  serveRaw(app, listAllVehiclesEndpoint, async (_input, request, reply) => replyVehicleList(request, reply, groups.allVehicles(authOf(request))));
}
