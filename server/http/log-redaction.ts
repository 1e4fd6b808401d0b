import type { FastifyRequest } from 'fastify';

/**
 * Query values that are credentials: the hidden-frame download carries `sessionId`, the token
 * family `accessToken`. A log line must never let its reader act as the user, so their values are
 * masked wherever a URL is logged.
 */
const SECRET_QUERY_KEYS = ['sessionid', 'accesstoken', 'token', 'smscode', 'code', 'password', 'captcha'];
const MASK = '***';

export function maskSecretsInUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url.slice(at + 1).replace(/([^&=]+)=([^&]*)/g, (pair, key: string) => {
    let name = key;
    try {
      name = decodeURIComponent(key);
    } catch {
      // an undecodable key is logged as it came
    }
    return SECRET_QUERY_KEYS.includes(name.toLowerCase()) ? `${key}=${MASK}` : pair;
  });
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's request serializer, with the URL masked; headers (sessionId, authorization) are never logged. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: maskSecretsInUrl(request.url),
    remoteAddress: request.ip,
  };
}
