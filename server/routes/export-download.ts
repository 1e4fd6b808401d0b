import { createReadStream } from 'node:fs';
import { downloadExportEndpoint, exportDownloadFrameEndpoint } from '@shared/api/endpoints/export-endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authOf, sessionTokenOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { createExportJobService, type ExportJobService } from '../exports/export-service';
import type { App } from '../http/app-types';
import { sessionExpired } from '../http/envelope';
import { serveRaw } from '../http/serve';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** RFC 6266 + RFC 5987: an ASCII fallback name and the UTF-8 Chinese name every current browser uses. */
export function contentDisposition(name: string, fallback: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The hidden-frame export (product-spec §7) cannot set headers, so its GET sends the session in the
 * query: this scope accepts `sessionId` from the header or, for that GET only, the query. The POST
 * (a blob download by the http client) sends the header like every call; a session in its query is
 * ignored, so a session id never has to travel in a URL (logs, history, Referer) where it need not.
 * Everything else about the session (sliding expiry, 4010) is the same as the protected scope's guard.
 */
function createDownloadGuard(ctx: ServerContext) {
  return async function downloadGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const query = request.method === 'GET' ? (request.query as Record<string, unknown> | undefined) : undefined;
    const fromQuery = typeof query?.sessionId === 'string' ? query.sessionId.trim() : '';
    const userId = ctx.sessions.resolve(sessionTokenOf(request) || fromQuery, ctx.config.now());
    const auth = userId === null ? null : ctx.users.findAuthContext(userId);
    if (!auth) {
      await reply.code(200).send(sessionExpired());
      return;
    }
    request.auth = auth;
  };
}

/** Streams the file; a refusal (missing, not ready, failed, gone) is answered as the envelope instead. */
async function sendFile(exports: ExportJobService, request: FastifyRequest, reply: FastifyReply, id: number): Promise<unknown> {
  const file = exports.file(authOf(request), { id });
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.name, file.fallbackName))
    .header('cache-control', 'private, no-store')
    .send(createReadStream(file.path));
}

/** `download.json` by POST (blob download, `{ id }` as JSON) and by GET (`?id=&sessionId=`, the hidden frame). */
export function registerExportDownloadRoutes(app: App, ctx: ServerContext): void {
  const exports = createExportJobService({ exports: ctx.exports, groups: ctx.groups, now: ctx.config.now });
  void app.register(async (scope: App) => {
    scope.addHook('onRequest', createDownloadGuard(ctx));
    serveRaw(scope, downloadExportEndpoint, (input, request, reply) => sendFile(exports, request, reply, input.id));
    serveRaw(scope, exportDownloadFrameEndpoint, (input, request, reply) => sendFile(exports, request, reply, input.id));
  });
}
