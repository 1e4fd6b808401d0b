import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import type { ServerContext } from '../context';
import { sessionExpired } from '../http/envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the bearer-token guard of the /oauthToken scope */
    tokenAuth: { auth: AuthContext; expiresAt: number } | null;
  }
}

/**
 * Where a third-party page may put its token: `Authorization: Bearer <token>` (standard), an
 * `accessToken` header (pages that cannot set Authorization), or an `accessToken` query parameter
 * (an <iframe> or <img> src). The product's own client sends an empty Authorization; that is no token.
 */
export function accessTokenOf(request: FastifyRequest): string {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (match?.[1]) return match[1];
  }
  const header = request.headers.accesstoken;
  if (typeof header === 'string' && header.trim()) return header.trim();
  const query = request.query;
  if (typeof query === 'object' && query !== null && 'accessToken' in query && typeof query.accessToken === 'string') return query.accessToken.trim();
  return '';
}

/** onRequest hook of the token scope: no or a dead token answers flag 4010, as a dead session does. */
export function createTokenGuard(ctx: Pick<ServerContext, 'account' | 'users' | 'config'>) {
  return async function tokenGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = ctx.account.tokens.resolve(accessTokenOf(request), ctx.config.now());
    const auth = token === null ? null : ctx.users.findAuthContext(token.userId);
    if (!token || !auth) {
      await reply.code(200).send(sessionExpired());
      return;
    }
    request.tokenAuth = { auth, expiresAt: token.expiresAt };
  };
}

export function tokenAuthOf(request: FastifyRequest): { auth: AuthContext; expiresAt: number } {
  if (!request.tokenAuth) throw new Error('tokenAuthOf() used outside the /oauthToken token scope');
  return request.tokenAuth;
}
