import * as z from 'zod/mini';
import { userInfoSchema, type UserInfo } from '../api/dto/user-dto';
import { STORAGE_KEYS } from '../constants/storage-keys';
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
    writeSessionId: (sessionId) => storage.write(STORAGE_KEYS.sessionId, sessionId),
    writeUser: (user) => storage.write(STORAGE_KEYS.user, user),
    clear: () => {
      storage.remove(STORAGE_KEYS.sessionId);
      storage.remove(STORAGE_KEYS.user);
    },
  };
}
