import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../http/app-types';

type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings a request accepts (`Accept-Encoding`, with `q=0` refusals), best first: br, gzip, none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Serves one file from memory at `url`, read and compressed (brotli at its best, gzip) once at
 * start, revalidated by its ETag: the assistant's script (issue 13) is fetched at the login answer,
 * while the same server answers the session's user, resources and sub-app lists; from memory it
 * costs no file read and no compression on that busy path. The file is read at start: a new build
 * needs a server restart, as the shell's hashed files do.
 */
export function serveFileFromMemory(app: App, url: string, file: string, contentType: string, cacheControl: string): void {
  const raw = readFileSync(file);
  const bodies: Record<Encoding, Buffer> = {
    identity: raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
  const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
  app.get(url, async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('Cache-Control', cacheControl).header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
    return reply.type(contentType).send(bodies[encoding]);
  });
}
