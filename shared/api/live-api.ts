import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { LiveChanges } from './dto/live-dto';
import { liveChangesEndpoint, type LiveCursorQuery } from './endpoints/live-endpoints';

/** What changed among the caller's vehicles after the cursor (the polling form of the live feed). */
export function getLiveChanges(http: HttpClient, query: LiveCursorQuery, options?: RequestOptions): Promise<LiveChanges> {
  return callEndpoint(http, liveChangesEndpoint, query, options);
}
