import * as z from 'zod/mini';
import { resourceListSchema } from '../dto/resource-dto';
import { defineEndpoint } from '../endpoint';

/** The shell asks with version=v4 and from=carWeb4 (product-spec §7); other clients of the platform differ. */
export const RESOURCE_VERSION = 'v4';
export const RESOURCE_FROM = 'carWeb4';

export const resourceTreeQuerySchema = z.object({
  version: z.literal(RESOURCE_VERSION),
  from: z.literal(RESOURCE_FROM),
});
export type ResourceTreeQuery = z.input<typeof resourceTreeQuerySchema>;

/** The role's resources as one root wrapper (id 0) holding the tree: menus and type-3 button permissions. */
export const resourceTreeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/resource/newList.json',
  encoding: 'query',
  request: resourceTreeQuerySchema,
  response: resourceListSchema,
});

export const resourceListQuerySchema = z.object({
  version: z.optional(z.literal(RESOURCE_VERSION)),
  from: z.optional(z.literal(RESOURCE_FROM)),
});
export type ResourceListQuery = z.input<typeof resourceListQuerySchema>;

/** The same resources as a flat list, parents before children. */
export const resourceFlatListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/resource/list.json',
  encoding: 'query',
  request: resourceListQuerySchema,
  response: resourceListSchema,
});
