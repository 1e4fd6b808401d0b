import * as z from 'zod/mini';

/**
 * Customer info keyed by host (`GET /car/v1/api/customer/getCustomerInfo.json?url=<host>`):
 * branding applied on the first navigation. A `customerFlag` other than 1 sends the shell to /reload.
 */
export const customerInfoSchema = z.object({
  customerFlag: z.number(),
  title: z.string(),
  description: z.string(),
  keyword: z.string(),
  iconUrl: z.string(),
  /** `old` for the single host listed for the older login screen, otherwise `new` */
  loginStyle: z.enum(['old', 'new']),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;
