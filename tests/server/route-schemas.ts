import type { RouteOptions } from 'fastify';
import { buildApp } from '@server/app';
import { createClock, tempDir, testConfig } from './helpers';
import { rmSync } from 'node:fs';
import { isZodSchema, requestJsonSchema } from '@server/http/validator';

/** One registered route as the tests that guard the whole route table see it. */
export interface RegisteredRoute {
  methods: string[];
  url: string;
  /** the request schemas (body, querystring, params) that Fastify validates, as JSON Schema */
  schemas: unknown[];
}

/**
 * Builds the real app (small fleet, no simulator) and records every route as Fastify registers
 * it, so a check over "every route" cannot miss one that a new module adds.
 */
export async function listRegisteredRoutes(): Promise<RegisteredRoute[]> {
  const dataDir = tempDir();
  const routes: RegisteredRoute[] = [];
  const record = (route: RouteOptions): void => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    const schemas = ['body', 'querystring', 'params'].map((part) => schema[part]).filter(Boolean);
    routes.push({ methods, url: route.url, schemas: schemas.map((part) => (isZodSchema(part) ? requestJsonSchema(part) : part)) });
  };
  const app = await buildApp(testConfig(dataDir, createClock(), { vehicles: 20 }), { onRoute: record });
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return routes;
}

/** Every property name anywhere in a JSON schema (nested objects, array items, unions). */
export function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (typeof schema !== 'object' || schema === null) return into;
  if (Array.isArray(schema)) {
    schema.forEach((item) => propertyNames(item, into));
    return into;
  }
  const node = schema as Record<string, unknown>;
  if (typeof node.properties === 'object' && node.properties !== null) {
    for (const [name, child] of Object.entries(node.properties)) {
      into.add(name);
      propertyNames(child, into);
    }
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'patternProperties']) propertyNames(node[key], into);
  return into;
}
