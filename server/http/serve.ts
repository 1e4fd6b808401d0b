import type { Endpoint, ParsedRequestOf, ResponseOf } from '@shared/api/endpoint';
import type { Envelope } from '@shared/api/dto/envelope';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { authOf } from '../auth/session-guard';
import { MSG_NO_PERMISSION, type RolePermissions } from '../auth/role-permissions';
import type { App } from './app-types';
import { ok } from './envelope';
import { refuse } from './refusal';

declare module 'fastify' {
  interface FastifyInstance {
    /** what each role may do; `serve` checks an endpoint's `permission` with it */
    permissions: RolePermissions;
  }
}

/** The endpoint's permission, checked on the server whatever the UI shows or hides. */
function checkPermission(endpoint: Endpoint, request: FastifyRequest): void {
  if (!endpoint.permission) return;
  if (!request.server.permissions.holdsAny(authOf(request).roleId, endpoint.permission)) refuse(MSG_NO_PERMISSION);
}

export type EndpointHandler<E extends Endpoint> = (
  input: ParsedRequestOf<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => ResponseOf<E> | Promise<ResponseOf<E>>;

export interface ServeOptions {
  /** also answer the other method with the same schema (help messages take GET and POST alike) */
  alsoAs?: 'GET' | 'POST';
}

/** Where the request sits for a method: a GET's query string, a POST's body. */
function partOf(method: 'GET' | 'POST'): 'querystring' | 'body' {
  return method === 'GET' ? 'querystring' : 'body';
}

/**
 * Registers one endpoint of the contract (`shared/api/endpoints/`): its path and method, its
 * request schema as the route's validation, and its handler's answer wrapped in the success
 * envelope. The handler receives the parsed request and returns the payload (`obj`); a business
 * rule that says no throws `refuse(...)`, which the error handler answers as `{ flag, msg }`. An
 * endpoint that names a `permission` is refused before its handler for a role without it.
 */
export function serve<E extends Endpoint>(app: App, endpoint: E, handler: EndpointHandler<E>, options: ServeOptions = {}): void {
  const methods = options.alsoAs && options.alsoAs !== endpoint.method ? [endpoint.method, options.alsoAs] : [endpoint.method];
  for (const method of methods) {
    const part = partOf(method);
    const schema: FastifySchema = { [part]: endpoint.request };
    app.route({
      method,
      url: endpoint.path,
      schema,
      handler: async (request, reply): Promise<Envelope<ResponseOf<E>>> => {
        // the validator compiler has replaced the raw input with the schema's parsed output
        const input = (part === 'body' ? request.body : request.query) as ParsedRequestOf<E>;
        checkPermission(endpoint, request);
        return ok(await handler(input, request, reply));
      },
    });
  }
}

export type RawHandler<E extends Endpoint> = (input: ParsedRequestOf<E>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Registers an endpoint that answers something other than the envelope (a file, an image): the
 * same contract path and validation, the handler writes the reply itself.
 */
export function serveRaw<E extends Endpoint>(app: App, endpoint: E, handler: RawHandler<E>): void {
  const part = partOf(endpoint.method);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { [part]: endpoint.request },
    handler: (request, reply) => {
      checkPermission(endpoint, request);
      return handler((part === 'body' ? request.body : request.query) as ParsedRequestOf<E>, request, reply);
    },
  });
}
