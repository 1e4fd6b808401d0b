import { userInfoSchema, type UserInfo } from '../api/dto/user-dto';
import { STORAGE_KEYS } from '../constants/storage-keys';
import type { TypedStorage } from './typed-storage';

/**
 * `queryUserInfo` (product-spec §3): the user as the server answered getUser, chatLogo included,
 * for whatever shows the user's details or the assistant's avatar without asking again.
 */
export function readQueryUserInfo(storage: TypedStorage): UserInfo | null {
  return storage.read(STORAGE_KEYS.queryUserInfo, userInfoSchema);
}

export function writeQueryUserInfo(storage: TypedStorage, user: UserInfo): boolean {
  return storage.write(STORAGE_KEYS.queryUserInfo, user);
}
