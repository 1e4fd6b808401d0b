import { liveChangesSchema } from '@shared/api/dto/live-dto';
import { liveStreamEndpoint } from '@shared/api/endpoints/live-endpoints';
import { getLiveChanges } from '@shared/api/live-api';
import type { HttpClient } from '@shared/http/http-client';
import { readEventStream } from './event-stream';
import type { LiveTransport } from './live-feed';

/**
 * The stream's address with the cursor, without the sessionId `exportUrl` adds: the header carries it.
 * A relative base resolves as the client's requests do, against the document's base (inside the
 * shell, wujie's iframe has a `<base>` on the sub-app's origin; its `location` is the shell's).
 */
function streamUrl(http: HttpClient, cursor: string): string {
  const url = new URL(http.exportUrl(liveStreamEndpoint.path, { cursor }), document.baseURI);
  url.searchParams.delete('sessionId');
  return url.href;
}

/**
 * The live feed over the product's HTTP client: polling through the typed endpoint, the stream with
 * `fetch` (EventSource cannot send the session header). A stream the server refuses answers JSON, not
 * `text/event-stream`: that is a failure, and the feed polls instead.
 */
export function createLiveTransport(http: HttpClient): LiveTransport {
  return {
    poll: (cursor, signal) => getLiveChanges(http, { cursor }, { signal }),
    async stream(cursor, signal, events) {
      const response = await fetch(streamUrl(http, cursor), { headers: http.headers(), signal, cache: 'no-store' });
      if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        throw new Error('实时数据流不可用');
      }
      events.open();
      await readEventStream(response.body, (event) => {
        if (event.event === 'changes') events.changes(liveChangesSchema.parse(JSON.parse(event.data)));
      });
    },
  };
}
