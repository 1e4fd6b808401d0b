import * as z from 'zod/mini';
import { customerInfoSchema } from '../dto/customer-dto';
import { defineEndpoint } from '../endpoint';

/** A host name with its port, or a whole address the server reduces to its host. */
export const CUSTOMER_HOST_MAX = 255;

export const customerInfoQuerySchema = z.object({
  /** the current host as the browser sees it, e.g. `fleet.example.com` or `localhost:8080` */
  url: z.string().check(z.minLength(1), z.maxLength(CUSTOMER_HOST_MAX)),
});
export type CustomerInfoQuery = z.input<typeof customerInfoQuerySchema>;

/**
 * Branding per host (public: the shell asks before anyone has logged in). An unknown customer is
 * refused with flag 5001, which sends the shell to /reload.
 */
export const customerInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/customer/getCustomerInfo.json',
  encoding: 'query',
  request: customerInfoQuerySchema,
  response: customerInfoSchema,
});
