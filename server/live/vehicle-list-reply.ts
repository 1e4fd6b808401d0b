import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FLAG_OK } from '@shared/constants/flags';
import { MSG_OK } from '../http/envelope';

const SERVER_TIME_KEY = ',"serverTime"';
/**
 * Brotli quality of the list, measured on the 100k list (12.2 MB): 3 gives 2.75 MB in a third of
 * the time 4 takes (2.67 MB) and a quarter of 5's (2.48 MB); 11 takes many seconds. Lists under
 * 2 MB take 5, which costs them little. A cached answer is compressed once per data version.
 */
function brotliQuality(bytes: number): number {
  return bytes > 2_000_000 ? 3 : 5;
}
/** answers kept (one per scope asked recently: a customer's operators share one) */
const CACHE_MAX = 16;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The ETag of the list: a hash of the answer up to `serverTime` (its last field, the one thing that
 * changes on every read). Equal data, equal tag, whoever asks: the tag carries no identity, and the
 * body it stands for is the caller's own (a sub-user's list differs, and so does its hash).
 */
export function listETag(body: string): string {
  const end = body.lastIndexOf(SERVER_TIME_KEY);
  return `"${createHash('sha1')
    .update(end < 0 ? body : body.slice(0, end))
    .digest('base64url')}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** br when the browser takes it, else gzip, else plain. */
function encodingFor(header: string | string[] | undefined): Encoding {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const takes = (name: string) => accepted.split(',').some((part) => part.trim().split(';')[0] === name && !/;\s*q=0(\.0*)?\s*$/.test(part.trim()));
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

interface CachedList {
  version: string;
  body: string;
  etag: string;
  /** compressed bodies, made on first demand (in zlib's thread pool, never on the event loop) */
  encoded: Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>;
}

export interface VehicleListSource {
  /** what the list's answer depends on changed when this did (any write to the database) */
  version(): string;
  /** the list's JSON (VehicleListWire) without `serverTime` and the closing brace */
  read(): string;
  now(): number;
}

/**
 * Answers the full vehicle list compressed (br/gzip by Accept-Encoding) and revalidatable: the
 * browser keeps it (`private, no-cache`: always asks, never reuses unasked) and sends the tag back;
 * unchanged data answers 304 with no body. The answer (text, tag, compressed bodies) is kept per
 * scope and reused while the database has not changed: a reload, or another operator of the same
 * customer, costs no query, no serialisation and no compression. `serverTime` is then when the
 * data was read. `prepare` builds an answer before it is asked for (at start, for every operator).
 */
export function createVehicleListReplier() {
  const cache = new Map<string, CachedList>();

  const current = (scopeKey: string, source: VehicleListSource): CachedList => {
    const version = source.version();
    const kept = cache.get(scopeKey);
    if (kept && kept.version === version) {
      // most recently used last
      cache.delete(scopeKey);
      cache.set(scopeKey, kept);
      return kept;
    }
    const obj = source.read();
    const body = `{"flag":${FLAG_OK},"msg":${JSON.stringify(MSG_OK)},"obj":${obj}${SERVER_TIME_KEY}:${JSON.stringify(new Date(source.now()).toISOString())}}}`;
    const entry: CachedList = { version, body, etag: listETag(body), encoded: new Map() };
    cache.delete(scopeKey);
    cache.set(scopeKey, entry);
    while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
    return entry;
  };

  const encoded = (entry: CachedList, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> => {
    let pending = entry.encoded.get(encoding);
    if (!pending) {
      const input = Buffer.from(entry.body, 'utf8');
      pending =
        encoding === 'br'
          ? brotli(input, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(input.length), [constants.BROTLI_PARAM_SIZE_HINT]: input.length } })
          : gzipAsync(input, { level: 6 });
      // a failed compression is not kept: the next request tries again
      pending.catch(() => entry.encoded.delete(encoding));
      entry.encoded.set(encoding, pending);
    }
    return pending;
  };

  async function reply(request: FastifyRequest, reply: FastifyReply, scopeKey: string, source: VehicleListSource): Promise<FastifyReply> {
    const entry = current(scopeKey, source);
    reply.header('etag', entry.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(entry.body);
    const body = await encoded(entry, encoding);
    return reply.header('content-encoding', encoding).send(body);
  }

  /**
   * Builds a scope's answer ahead of its first request (text, tag and brotli body, which every
   * browser takes): the first list after a start is then sent, not built. The compression runs in
   * zlib's thread pool; the query (~0.3 s at 100k) on the event loop, once per scope.
   */
  async function prepare(scopeKey: string, source: VehicleListSource): Promise<void> {
    await encoded(current(scopeKey, source), 'br');
  }

  return { reply, prepare };
}
