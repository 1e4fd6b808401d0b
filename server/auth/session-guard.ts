import { FLAG_SESSION_EXPIRED } from '@shared/constants/flags';
import { MSG_LOGIN_TIMEOUT } from '@shared/constants/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { sessionExpired } from '../http/envelope';
import { refuse } from '../http/refusal';
import type { AuthContext } from './auth-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the session guard on protected routes; read it through `authOf` */
    auth: AuthContext | null;
  }
}

/** The session travels in the `sessionId` header (product-spec §7); Node lower-cases header names. */
export function sessionTokenOf(request: FastifyRequest): string {
  const value = request.headers.sessionid;
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * onRequest hook of the protected scope: a missing, unknown or expired session answers flag 4010
 * before the input is even validated, and a live one slides forward.
 */
export function createSessionGuard(ctx: Pick<ServerContext, 'sessions' | 'users' | 'config'>) {
  return async function sessionGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const userId = ctx.sessions.resolve(sessionTokenOf(request), ctx.config.now());
    const auth = userId === null ? null : ctx.users.findAuthContext(userId);
    if (!auth) {
      await reply.code(200).send(sessionExpired());
      return;
    }
    request.auth = auth;
  };
}

/** The caller of a protected route; calling it elsewhere is a programming error (answered as 500). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('authOf() used on a route outside the protected scope');
  return request.auth;
}

/**
 * A handler that finds its caller gone after the guard let it through (the user deleted in between)
 * answers as the guard would have: flag 4010, log in again.
 */
export function refuseExpiredSession(): never {
  return refuse(MSG_LOGIN_TIMEOUT, FLAG_SESSION_EXPIRED);
}
