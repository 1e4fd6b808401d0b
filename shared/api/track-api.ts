import type { HttpClient, Query, RequestOptions } from '../http/http-client';
import { ApiError } from '../http/api-error';
import { unwrapEnvelope } from '../http/envelope-rules';
import { MSG_MALFORMED_RESPONSE } from '../constants/messages';
import { checkRequest } from './call-endpoint';
import { decodeTrackBinaryPoints, readTrackBinaryHead, trackHeadSchema, type LoadedTrack } from './dto/track-binary';
import { queryTrackEndpoint, type TrackQuery } from './endpoints/track-endpoints';

/**
 * The track of a range, in the endpoint's binary form (dto/track-binary.ts): the request checked by
 * the endpoint's schema as callEndpoint does, the head unwrapped by the envelope rules, the points
 * viewed as typed arrays and checked column by column. A refusal still comes as the JSON envelope
 * (its Chinese message: `ApiError` kind 'flag'); a body that does not decode is 'malformed'.
 */
export async function queryTrack(http: HttpClient, query: TrackQuery, options?: RequestOptions): Promise<LoadedTrack> {
  checkRequest(queryTrackEndpoint, query);
  const bytes = await http.getBytes(queryTrackEndpoint.path, query as Query, options);
  const read = readTrackBinaryHead(bytes);
  if (!read) throw new ApiError({ kind: 'malformed', message: MSG_MALFORMED_RESPONSE });
  const head = unwrapEnvelope(read.envelope, trackHeadSchema);
  const points = decodeTrackBinaryPoints(bytes, read.columnsAt, head.totals.pointCount);
  if (!points) throw new ApiError({ kind: 'malformed', message: MSG_MALFORMED_RESPONSE, body: read.envelope });
  return { ...head, points };
}
