import { queryTrackEndpoint } from '@shared/api/endpoints/track-endpoints';
import { authOf } from '../auth/session-guard';
import { gzipInPool } from '../http/compress-in-pool';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serveRaw } from '../http/serve';
import { createTrackService, type TrackForm } from '../tracks/track-service';
import { TRACK_BINARY_TYPE as BINARY_TYPE } from '@shared/api/dto/track-binary';

/** Below this a body is sent as it is: compressing it would cost more than sending it. */
const COMPRESS_FROM_BYTES = 16_384;
/**
 * gzip level 1, in zlib's thread pool: a 100k-point answer (≈ 2.2 MB of JSON digits, 2.2 MB of
 * binary columns, mostly small differences) shrinks several times in a few milliseconds; higher
 * levels gain a few per cent for several times the time.
 */
const GZIP_LEVEL = 1;

/** Whether the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
function takesGzip(header: string | string[] | undefined): boolean {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  return accepted.split(',').some((part) => {
    const [name, ...parameters] = part.trim().split(';');
    return (name === 'gzip' || name === '*') && !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
  });
}

/** Whether the request asks for the binary form (`Accept: application/octet-stream`, what playback sends). */
function wantsBinary(header: string | string[] | undefined): boolean {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  return accepted.split(',').some((part) => part.trim().split(';')[0] === BINARY_TYPE);
}

const CONTENT_TYPES: Record<TrackForm, string> = { json: 'application/json; charset=utf-8', binary: BINARY_TYPE };

/**
 * Track playback (protected scope). The answer is built by the service (and kept there per range) in
 * the form asked for: the binary one (track-binary.ts) for `Accept: application/octet-stream`, the
 * JSON envelope otherwise. `serveRaw` keeps the endpoint's path, permission and validation, and a
 * refusal still answers `{ flag, msg }` as JSON, whatever was asked.
 */
export function registerTrackRoutes(app: App, ctx: ServerContext): void {
  const tracks = createTrackService({ tracks: ctx.tracks });

  serveRaw(app, queryTrackEndpoint, async (input, request, reply) => {
    const answer = tracks.query(authOf(request), input);
    const form: TrackForm = wantsBinary(request.headers.accept) ? 'binary' : 'json';
    const body = answer.body(form);
    reply.type(CONTENT_TYPES[form]).header('vary', 'accept, accept-encoding');
    if (body.length < COMPRESS_FROM_BYTES || !takesGzip(request.headers['accept-encoding'])) return reply.send(body);
    let pending = answer.gzip.get(form);
    if (!pending) {
      const compressing = gzipInPool(body, GZIP_LEVEL);
      answer.gzip.set(form, compressing);
      // a failed compression is not kept: the next request tries again
      compressing.catch(() => {
        if (answer.gzip.get(form) === compressing) answer.gzip.delete(form);
      });
      pending = compressing;
    }
    return reply.header('content-encoding', 'gzip').send(await pending);
  });
}
