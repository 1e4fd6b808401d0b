import * as z from 'zod/mini';
import type { SubAppProps } from '../contract/sub-app-props';
import { STORAGE_KEYS } from '../constants/storage-keys';
import { createHttpClient, type HttpClient } from '../http/http-client';
import type { StoredSession } from '../storage/session-storage';
import type { TypedStorage } from '../storage/typed-storage';

const anyValue = z.unknown();

export interface SubAppHttpClientDeps {
  props: SubAppProps;
  storage: TypedStorage;
  session: StoredSession;
}

/**
 * A sub-app's HTTP client: its own platformId, the host's base address (or the stored one,
 * product-spec §7), the session shared with the shell, and every 4010 reported to the host's
 * session path (a sub-app never opens a dialog of its own: see sub-app-providers.tsx).
 */
export function createSubAppHttpClient({ props, storage, session }: SubAppHttpClientDeps): HttpClient {
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
