import * as z from 'zod/mini';
import { userInfoSchema, type UserInfo } from '../api/dto/user-dto';
import { STORAGE_KEYS } from '../constants/storage-keys';
import { readNavUserClient } from './nav-user-client';
import { writeQueryUserInfo } from './query-user-info';
import type { TypedStorage } from './typed-storage';

/**
 * The session as stored for the shell and every sub-app (same origin, one localStorage):
 * `sessionId` and `USER` (with userId), both under the main app's prefix.
 */
const sessionIdSchema = z.string().check(z.minLength(1));

export interface StoredSession {
  readSessionId(): string | null;
  readUser(): UserInfo | null;
  readUserId(): number | null;
  /**
   * The `userId` header of every request (product-spec §3, §7): the client switched to with
   * `changeClient` (navUserClient) when there is one, otherwise the logged-in user.
   */
  readRequestUserId(): number | null;
  /** false when the browser refused to store it (storage full or disabled): the login cannot be kept */
  writeSessionId(sessionId: string): boolean;
  writeUser(user: UserInfo): boolean;
  /** user and sessionId are cleared together (product-spec §4) */
  clear(): void;
}

export function createStoredSession(storage: TypedStorage): StoredSession {
  return {
    readSessionId: () => storage.read(STORAGE_KEYS.sessionId, sessionIdSchema),
    readUser: () => storage.read(STORAGE_KEYS.user, userInfoSchema),
    readUserId: () => storage.read(STORAGE_KEYS.user, userInfoSchema)?.userId ?? null,
    readRequestUserId: () => readNavUserClient(storage)?.userId ?? storage.read(STORAGE_KEYS.user, userInfoSchema)?.userId ?? null,
    writeSessionId: (sessionId) => storage.write(STORAGE_KEYS.sessionId, sessionId),
    // queryUserInfo (with chatLogo) is the same answer, kept under its own key for its readers
    writeUser: (user) => storage.write(STORAGE_KEYS.user, user) && writeQueryUserInfo(storage, user),
    clear: () => {
      storage.remove(STORAGE_KEYS.sessionId);
      storage.remove(STORAGE_KEYS.user);
    },
  };
}
