import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../constants/storage-keys';
import type { TypedStorage } from './typed-storage';

/**
 * `navUserClient` (product-spec §3): the client (customer account) an operator switched to with
 * `changeClient`. Its userId goes in the `userId` header of every request of every app, instead of
 * the logged-in user's own, until it is cleared (logout, clear-all).
 */
export const navUserClientSchema = z.object({
  userId: z.number(),
  userName: z.optional(z.string()),
});
export type NavUserClient = z.infer<typeof navUserClientSchema>;

export function readNavUserClient(storage: TypedStorage): NavUserClient | null {
  return storage.read(STORAGE_KEYS.navUserClient, navUserClientSchema);
}
