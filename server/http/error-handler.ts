import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail, internalError } from './envelope';
import { MSG_VALIDATION_PREFIX } from '@shared/api/validation/request-message';
import { maskSecretsInUrl } from './log-redaction';
import { isRefusal } from './refusal';

const MSG_BAD_REQUEST = '请求格式错误';
const MSG_TOO_LARGE = '请求内容过大';
const MSG_UNSUPPORTED_TYPE = '不支持的请求内容类型';

/** Fastify's own client-error codes, answered in the envelope like any other bad input. */
function clientErrorMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return MSG_TOO_LARGE;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return MSG_UNSUPPORTED_TYPE;
  return MSG_BAD_REQUEST;
}

/**
 * One error path for the whole server:
 * - a refusal thrown by a service or route (`refuse()`): HTTP 200, its flag and Chinese message;
 * - schema validation: HTTP 200, flag 0 and the Chinese message made by the schema error formatter;
 * - other client errors (malformed JSON, body too large ...): HTTP 200, flag 0, a Chinese message;
 * - anything else is our bug: HTTP 500, flag 0 '服务器内部错误', one structured log line, no stack to the client.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (isRefusal(error)) {
    void reply.code(200).send({ flag: error.flag, msg: error.message });
    return;
  }
  if (error.validation) {
    const msg = error.message.startsWith(MSG_VALIDATION_PREFIX) ? error.message : `${MSG_VALIDATION_PREFIX}请求内容格式不正确`;
    void reply.code(200).send(fail(msg));
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, url: maskSecretsInUrl(request.url) }, 'client error');
    void reply.code(200).send(fail(clientErrorMessage(error)));
    return;
  }
  request.log.error({ err: error, method: request.method, url: maskSecretsInUrl(request.url) }, 'unhandled error');
  void reply.code(500).send(internalError());
}
