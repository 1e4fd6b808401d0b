import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VehicleListWire } from '@shared/api/dto/group-dto';
import { encodeVehicleListBinary, VEHICLE_LIST_BINARY_TYPE } from '@shared/api/dto/vehicle-list-binary';
import { FLAG_OK } from '@shared/constants/flags';
import { brotliInPool, gzipInPool } from '../http/compress-in-pool';
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

type Encoding = 'br' | 'gzip' | 'identity';
/** the JSON form, or the binary one (vehicle-list-binary.ts) for `Accept: application/octet-stream` (what the console sends) */
type Form = 'json' | 'binary';
const ENVELOPE_PREFIX = `{"flag":${FLAG_OK},"msg":${JSON.stringify(MSG_OK)},"obj":`;

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

function formFor(header: string | string[] | undefined): Form {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  return accepted.split(',').some((part) => part.trim().split(';')[0] === VEHICLE_LIST_BINARY_TYPE) ? 'binary' : 'json';
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
  /** the binary form, made from `body` on first demand */
  binary: Buffer | null;
  /** compressed bodies by form and encoding, made on first demand (in zlib's thread pool, never on the event loop) */
  encoded: Map<`${Form}:${Exclude<Encoding, 'identity'>}`, Promise<Buffer>>;
}

/** The binary form's tag: the JSON form's (the same data, less serverTime) marked as the other form. */
const binaryETag = (etag: string) => `${etag.slice(0, -1)}.bin"`;

export interface VehicleListSource {
  /** what the list's answer depends on changed when this did (any write to the database) */
  version(): string;
  /** the list's JSON (VehicleListWire) without `serverTime` and the closing brace */
  read(): string;
  now(): number;
}

/**
 * Answers the full vehicle list in the form asked for (JSON, or binary columns for `Accept:
 * application/octet-stream`), compressed (br/gzip by Accept-Encoding) and revalidatable: the
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
    const body = `${ENVELOPE_PREFIX}${obj}${SERVER_TIME_KEY}:${JSON.stringify(new Date(source.now()).toISOString())}}}`;
    const entry: CachedList = { version, body, etag: listETag(body), binary: null, encoded: new Map() };
    cache.delete(scopeKey);
    cache.set(scopeKey, entry);
    while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
    return entry;
  };

  /** the binary form: the JSON text read back once (~0.1 s at 100k, once per data version) and written as columns */
  const binaryOf = (entry: CachedList): Buffer => {
    if (!entry.binary) {
      const wire = (JSON.parse(entry.body) as { obj: VehicleListWire }).obj;
      const bytes = encodeVehicleListBinary(ENVELOPE_PREFIX, wire);
      entry.binary = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    return entry.binary;
  };

  const encoded = (entry: CachedList, form: Form, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> => {
    const key = `${form}:${encoding}` as const;
    let pending = entry.encoded.get(key);
    if (!pending) {
      const input = form === 'binary' ? binaryOf(entry) : Buffer.from(entry.body, 'utf8');
      pending = encoding === 'br' ? brotliInPool(input, brotliQuality(input.length)) : gzipInPool(input, 6);
      // a failed compression is not kept: the next request tries again
      pending.catch(() => entry.encoded.delete(key));
      entry.encoded.set(key, pending);
    }
    return pending;
  };

  async function reply(request: FastifyRequest, reply: FastifyReply, scopeKey: string, source: VehicleListSource): Promise<FastifyReply> {
    const entry = current(scopeKey, source);
    const form = formFor(request.headers.accept);
    const etag = form === 'binary' ? binaryETag(entry.etag) : entry.etag;
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept, accept-encoding');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type(form === 'binary' ? VEHICLE_LIST_BINARY_TYPE : 'application/json; charset=utf-8');
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(form === 'binary' ? binaryOf(entry) : entry.body);
    const body = await encoded(entry, form, encoding);
    return reply.header('content-encoding', encoding).send(body);
  }

  /**
   * Builds a scope's answer ahead of its first request (text, tag and the brotli body of the binary
   * form, which the console asks for): the first list after a start is then sent, not built. The
   * compression runs in zlib's thread pool; the query (~0.3 s at 100k) and the binary form's
   * columns on the event loop, once per scope.
   */
  async function prepare(scopeKey: string, source: VehicleListSource): Promise<void> {
    await encoded(current(scopeKey, source), 'binary', 'br');
  }

  return { reply, prepare };
}
