import { liveChangesEndpoint, liveStreamEndpoint } from '@shared/api/endpoints/live-endpoints';
import { authOf } from '../auth/session-guard';
import { createLiveReads } from '../db/live-columns';
import type { App } from '../http/app-types';
import { serve, serveRaw } from '../http/serve';
import { createLiveFeedService } from '../live/live-feed-service';
import { createLiveStreamHub } from '../live/live-stream';

/** The live feed of the console's map and tree: polled (`changes.json`) or pushed (Server-Sent Events). */
export function registerLiveRoutes(app: App): void {
  const feed = createLiveFeedService({ live: createLiveReads(app.db) });
  const hub = createLiveStreamHub();
  // open streams would hold the server's close forever
  app.addHook('preClose', async () => hub.closeAll());

  serve(app, liveChangesEndpoint, (input, request) => feed.changes(authOf(request), input.cursor));
  serveRaw(app, liveStreamEndpoint, async (input, request, reply) => {
    const auth = authOf(request);
    hub.open(request, reply, auth.userId, input.cursor, (cursor) => feed.changes(auth, cursor));
  });
}
