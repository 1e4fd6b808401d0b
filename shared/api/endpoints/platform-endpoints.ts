import * as z from 'zod/mini';
import { subAppListSchema } from '../dto/platform-dto';
import { defineEndpoint } from '../endpoint';
import { positiveId } from '../validation/common-fields';

/** The role comes from the session; a `roleId` may only confirm it (another role's is refused). */
export const rolePlatformsQuerySchema = z.object({
  roleId: z.optional(positiveId()),
});
export type RolePlatformsQuery = z.input<typeof rolePlatformsQuerySchema>;

/** The sub-applications of the caller's role. */
export const rolePlatformsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/platform/getPlatformByRoleId.json',
  encoding: 'query',
  request: rolePlatformsQuerySchema,
  response: subAppListSchema,
});
