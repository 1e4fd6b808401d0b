import { rolePlatformsEndpoint } from '@shared/api/endpoints/platform-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';
import { createPlatformService } from '../platforms/platform-service';

/** The sub-apps of the caller's role (protected scope). */
export function registerPlatformRoutes(app: App, ctx: ServerContext): void {
  const platforms = createPlatformService({ platforms: ctx.platforms });
  serve(app, rolePlatformsEndpoint, (input, request) => platforms.listForCaller(authOf(request), input.roleId));
}
