import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { Track } from './dto/track-dto';
import { queryTrackEndpoint, type TrackQuery } from './endpoints/track-endpoints';

export function queryTrack(http: HttpClient, query: TrackQuery, options?: RequestOptions): Promise<Track> {
  return callEndpoint(http, queryTrackEndpoint, query, options);
}
