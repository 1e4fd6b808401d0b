import { createReadStream, statSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { sessionTokenOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { downloadName } from '../db/export-repository';
import type { App } from '../http/app-types';
import { fail, sessionExpired } from '../http/envelope';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MSG_EXPORT_NOT_FOUND = '导出记录不存在或无权下载';
export const MSG_EXPORT_NOT_READY = '文件正在生成，请稍后再下载';
export const MSG_EXPORT_NOT_AVAILABLE = '导出失败，没有可下载的文件';
export const MSG_EXPORT_FILE_GONE = '文件已失效，请重新导出';

const PATH = '/car/v1/accelerate/export/download.json';
const idField = Type.Integer({ minimum: 1 });

/** RFC 6266 + RFC 5987: an ASCII fallback name and the UTF-8 Chinese name every current browser uses. */
export function contentDisposition(name: string, fallback: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The hidden-frame export (product-spec §7) cannot set headers, so it sends the session in the query:
 * this scope accepts `sessionId` from the header or, failing that, the query. Everything else about
 * the session (sliding expiry, 4010) is the same as the protected scope's guard.
 */
function createDownloadGuard(ctx: ServerContext) {
  return async function downloadGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const query = request.query as Record<string, unknown> | undefined;
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

async function sendFile(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, id: number): Promise<unknown> {
  const auth = request.auth;
  const found = auth ? ctx.exports.jobs.findOwn(auth.userId, id) : null;
  if (!found) return fail(MSG_EXPORT_NOT_FOUND);
  const { record, job } = found;
  if (record.status === 'queued' || record.status === 'running') return fail(MSG_EXPORT_NOT_READY);
  if (record.status === 'failed' || !job.fileName) return fail(MSG_EXPORT_NOT_AVAILABLE);
  const path = ctx.exports.runner.filePath(job.fileName);
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return fail(MSG_EXPORT_FILE_GONE);
  }
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-length', size)
    .header('content-disposition', contentDisposition(downloadName(record.title, job.createdAt), `export-${record.id}.xlsx`))
    .header('cache-control', 'private, no-store')
    .send(createReadStream(path));
}

/** `download.json` by POST (blob download, `{ id }` as JSON or form) and by GET (`?id=&sessionId=`). */
export function registerExportDownloadRoutes(app: App, ctx: ServerContext): void {
  void app.register(async (scope: App) => {
    scope.addHook('onRequest', createDownloadGuard(ctx));
    scope.post(PATH, { schema: { body: Type.Object({ id: idField }) } }, async (request, reply) => sendFile(ctx, request, reply, request.body.id));
    scope.get(PATH, { schema: { querystring: Type.Object({ id: idField, sessionId: Type.Optional(Type.String({ maxLength: 200 })) }) } }, async (request, reply) =>
      sendFile(ctx, request, reply, request.query.id),
    );
  });
}
