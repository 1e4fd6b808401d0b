import * as z from 'zod/mini';
import type { SubAppProps } from '@shared/contract/sub-app-props';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import { createHttpClient, type HttpClient } from '@shared/http/http-client';
import type { StoredSession } from '@shared/storage/session-storage';
import type { TypedStorage } from '@shared/storage/typed-storage';

const anyValue = z.unknown();

export interface CarHttpClientDeps {
  props: SubAppProps;
  storage: TypedStorage;
  session: StoredSession;
}

/**
 * The console's HTTP client: its own platformId, the host's base address (or the stored one,
 * product-spec §7), the session shared with the shell, and every 4010 reported to the host's
 * session path (the console never opens a dialog of its own: see app/error-feedback.tsx).
 */
export function createCarHttpClient({ props, storage, session }: CarHttpClientDeps): HttpClient {
  return createHttpClient({
    platformId: props.platformId,
    baseUrl: props.baseUrl || undefined,
    readStoredBaseUrl: () => {
      // read loosely: a strict schema would make the typed storage delete the shell's value
      const stored = storage.read(STORAGE_KEYS.baseUrl, anyValue);
      return typeof stored === 'string' && stored ? stored : null;
    },
    readSessionId: session.readSessionId,
    readUserId: session.readRequestUserId,
    onSessionExpired: () => props.reportSessionExpired(),
  });
}
