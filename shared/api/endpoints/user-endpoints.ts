import * as z from 'zod/mini';
import { userInfoSchema } from '../dto/user-dto';
import { defineEndpoint } from '../endpoint';

/** The logged-in user, as the session says (the `userId` header is never trusted). */
export const getUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/user/getUser.json',
  encoding: 'query',
  request: z.object({}),
  response: userInfoSchema,
});
