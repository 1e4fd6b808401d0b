import { resourceFlatListEndpoint, resourceTreeEndpoint } from '@shared/api/endpoints/resource-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/**
 * The role's resources (protected scope): menus (type 1) and button permissions (type 3). The
 * shell builds its menu and button maps from them; the server decides, never the client.
 */
export function registerResourceRoutes(app: App, ctx: ServerContext): void {
  serve(app, resourceTreeEndpoint, (_input, request) => [ctx.resources.treeForRole(authOf(request).roleId)]);
  serve(app, resourceFlatListEndpoint, (_input, request) => ctx.resources.flatForRole(authOf(request).roleId));
}
