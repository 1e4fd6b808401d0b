import { createHash } from 'node:crypto';
import type { VehicleColumns } from '@shared/api/dto/group-dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';

const SERVER_TIME_KEY = ',"serverTime"';

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

/**
 * Answers the full vehicle list compressed (br/gzip by Accept-Encoding) and revalidatable: the
 * browser keeps it (`private, no-cache`: always asks, never reuses unasked) and sends the tag back;
 * unchanged data answers 304 with no body.
 */
export function replyVehicleList(request: FastifyRequest, reply: FastifyReply, columns: VehicleColumns): FastifyReply {
  const body = JSON.stringify(ok(columns));
  const etag = listETag(body);
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  reply.compress(body);
  return reply;
}
