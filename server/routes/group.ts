import { getGroupTreeEndpoint, listAllVehiclesEndpoint, listGroupVehiclesEndpoint } from '@shared/api/endpoints/group-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { createGroupService } from '../groups/group-service';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

// the export route still takes the message from here; it lives with the rule in the group service
export { MSG_GROUP_NOT_VISIBLE } from '../groups/group-service';

/** The group tree and the column-wise vehicle lists of the console's tree and map (protected scope). */
export function registerGroupRoutes(app: App, ctx: ServerContext): void {
  const groups = createGroupService({ groups: ctx.groups, now: ctx.config.now });

  serve(app, getGroupTreeEndpoint, (_input, request) => groups.tree(authOf(request)));
  serve(app, listGroupVehiclesEndpoint, (input, request) => groups.groupVehicles(authOf(request), input));
  serve(app, listAllVehiclesEndpoint, (_input, request) => groups.allVehicles(authOf(request)));
}
