import type { HttpClient, RequestOptions } from '../http/http-client';
import { trackSchema, type Track, type TrackQuery } from './dto/track-dto';

export function queryTrack(http: HttpClient, query: TrackQuery, options?: RequestOptions): Promise<Track> {
  return http.get('/car/v1/api/track/queryTrack.json', trackSchema, { ...query }, options);
}
