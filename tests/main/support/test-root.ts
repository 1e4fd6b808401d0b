import type { UserInfo } from '@shared/api/dto/user-dto';
import { SHELL_PLATFORM_ID } from '@shared/constants/platforms';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import type { ShellEventName, ShellEvents } from '@shared/contract/shell-events';
import { createHttpClient } from '@shared/http/http-client';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { createShellHttp } from '@main/app/shell-http';
import { RootStore } from '@main/stores/root-store';
import { localServerForFile } from '../../shared/http/local-server-for-file';
import { recordingClient } from '../../shared/http/recording-client';
import { scriptedReply, type Routes } from '../../shared/http/scripted-routes';

export interface EmittedEvent {
  name: ShellEventName;
  payload: ShellEvents[ShellEventName];
}

/**
 * The shell's API for the file that imports this module: one local server, started and reset by
 * hooks registered on import (as Testing Library registers its cleanup), answering from `routes`.
 */
const api = localServerForFile({ cors: true });

/**
 * An HttpClient for a component that takes one: the real client (no session; each 4010 reported to
 * `onSessionExpired`) against the file's local server answering `routes`; `calls` are what the
 * component asked it, as it asked.
 */
export function createTestHttp(routes: Routes, onSessionExpired?: () => void) {
  api.reply = scriptedReply(routes);
  return recordingClient(
    createHttpClient({ platformId: SHELL_PLATFORM_ID, baseUrl: api.origin, readSessionId: () => null, readUserId: () => null, onSessionExpired }),
  );
}

/**
 * A RootStore on jsdom's localStorage, the shell's real HTTP client (`createShellHttp`: session and
 * base address from storage, 4010 → the real dialog store) against the file's local server answering
 * `routes`, and a recording bus. `calls` are what the stores asked the client, as they asked.
 */
export function createTestRoot(routes: Routes = {}, stored: { sessionId?: string; user?: UserInfo } = {}) {
  const emitted: EmittedEvent[] = [];
  const storage = createTypedStorage(window.localStorage);
  // what an earlier page life left in storage, read by the stores when they are built
  if (stored.sessionId) storage.write(STORAGE_KEYS.sessionId, stored.sessionId);
  if (stored.user) storage.write(STORAGE_KEYS.user, stored.user);
  api.reply = scriptedReply(routes);
  storage.write(STORAGE_KEYS.baseUrl, api.origin);
  const expiry = { show: () => {} };
  const { http, calls } = recordingClient(createShellHttp(storage, () => expiry.show()));
  const root = new RootStore({
    http,
    storage,
    bus: { emit: (name, payload) => emitted.push({ name, payload }) },
  });
  expiry.show = () => root.dialogs.showSessionExpired();
  // `requests`: what reached the server, headers included (the `userId` a request carried)
  return { root, calls, emitted, storage, requests: api.requests };
}
