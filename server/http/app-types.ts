import type { FastifyInstance } from 'fastify';

/**
 * The Fastify instance every route module receives. Handlers take their typed input from the
 * endpoint contract through `serve()` (server/http/serve.ts), not from a Fastify type provider.
 */
export type App = FastifyInstance;
