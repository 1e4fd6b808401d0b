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

/**
 * The endpoint's permission, checked on the server whatever the UI shows or hides. It runs before
 * validation (a preValidation hook), so a caller without the permission learns nothing about the
 * request's shape either.
 */
function permissionHook(endpoint: Endpoint) {
  const required = endpoint.permission;
  if (!required) return [];
  return [
    async (request: FastifyRequest): Promise<void> => {
      if (!request.server.permissions.holdsAny(authOf(request).roleId, required)) refuse(MSG_NO_PERMISSION);
    },
  ];
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

/** Where the request sits: path segments, a GET's query string, a POST's body. */
function partOf(endpoint: Endpoint, method: 'GET' | 'POST'): 'params' | 'querystring' | 'body' {
  if (endpoint.encoding === 'path') return 'params';
  return method === 'GET' ? 'querystring' : 'body';
}

function inputOf(request: FastifyRequest, part: 'params' | 'querystring' | 'body'): unknown {
  if (part === 'params') return request.params;
  return part === 'body' ? request.body : request.query;
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
    const part = partOf(endpoint, method);
    const schema: FastifySchema = { [part]: endpoint.request };
    app.route({
      method,
      url: endpoint.path,
      schema,
      preValidation: permissionHook(endpoint),
      handler: async (request, reply): Promise<Envelope<ResponseOf<E>>> => {
        // the validator compiler has replaced the raw input with the schema's parsed output
        const input = inputOf(request, part) as ParsedRequestOf<E>;
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
  const part = partOf(endpoint, endpoint.method);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { [part]: endpoint.request },
    preValidation: permissionHook(endpoint),
    handler: (request, reply) => handler(inputOf(request, part) as ParsedRequestOf<E>, request, reply),
  });
}
