import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { queryTrackEndpoint } from '@shared/api/endpoints/track-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serveRaw } from '../http/serve';
import { createTrackService } from '../tracks/track-service';

const gzipAsync = promisify(gzip);
/** Below this a body is sent as it is: compressing it would cost more than sending it. */
const COMPRESS_FROM_BYTES = 16_384;
/**
 * gzip level 1: a 100k-point answer (≈ 2.4 MB of digits and commas) shrinks to about a fifth in a
 * few milliseconds, in zlib's thread pool; higher levels gain a few per cent for several times the time.
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

/**
 * Track playback (protected scope). The answer is the success envelope already written as text by
 * the service (and kept there per range), so it is sent as it is: `serveRaw` keeps the endpoint's
 * path, permission and validation, and a refusal still answers `{ flag, msg }`.
 */
export function registerTrackRoutes(app: App, ctx: ServerContext): void {
  const tracks = createTrackService({ tracks: ctx.tracks });

  serveRaw(app, queryTrackEndpoint, async (input, request, reply) => {
    const answer = tracks.query(authOf(request), input);
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (answer.body.length < COMPRESS_FROM_BYTES || !takesGzip(request.headers['accept-encoding'])) return reply.send(answer.body);
    if (!answer.gzip) {
      const pending = gzipAsync(Buffer.from(answer.body, 'utf8'), { level: GZIP_LEVEL });
      answer.gzip = pending;
      // a failed compression is not kept: the next request tries again
      pending.catch(() => {
        if (answer.gzip === pending) answer.gzip = null;
      });
    }
    return reply.header('content-encoding', 'gzip').send(await answer.gzip);
  });
}
