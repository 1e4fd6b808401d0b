import { queryTrackEndpoint } from '@shared/api/endpoints/track-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';
import { createTrackService } from '../tracks/track-service';

/** Track playback (protected scope). */
export function registerTrackRoutes(app: App, ctx: ServerContext): void {
  const tracks = createTrackService({ tracks: ctx.tracks });

  serve(app, queryTrackEndpoint, (input, request) => tracks.query(authOf(request), input));
}
