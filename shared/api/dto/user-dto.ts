import * as z from 'zod/mini';

/** `GET /car/v1/api/user/getUser.json`: the logged-in user. */
export const userInfoSchema = z.object({
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  /** operator: sees the whole customer; sub: only their vehicle groups */
  userType: z.enum(['operator', 'sub']),
  roleId: z.number(),
  customerId: z.number(),
  customerName: z.string(),
  phone: z.nullable(z.string()),
  /** assistant avatar shown by the chat widget (product-spec §3 queryUserInfo) */
  chatLogo: z.nullable(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
