import * as z from 'zod/mini';
import { SHELL_PLATFORM_ID } from '@shared/constants/platforms';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import { createHttpClient, type HttpClient } from '@shared/http/http-client';
import { createStoredSession } from '@shared/storage/session-storage';
import type { TypedStorage } from '@shared/storage/typed-storage';

const baseUrlSchema = z.string();

/** The shell's HTTP client: platformId 0, session and base address read from storage per request. */
export function createShellHttp(storage: TypedStorage, onSessionExpired: () => void): HttpClient {
  const stored = createStoredSession(storage);
  return createHttpClient({
    platformId: SHELL_PLATFORM_ID,
    readSessionId: () => stored.readSessionId(),
    readUserId: () => stored.readRequestUserId(),
    readStoredBaseUrl: () => storage.read(STORAGE_KEYS.baseUrl, baseUrlSchema),
    onSessionExpired,
  });
}
