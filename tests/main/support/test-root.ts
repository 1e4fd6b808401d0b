import type { UserInfo } from '@shared/api/dto/user-dto';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import type { ShellEventName, ShellEvents } from '@shared/contract/shell-events';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { RootStore } from '@main/stores/root-store';
import { createFakeHttp, type FakeRoute } from './fake-http';

export interface EmittedEvent {
  name: ShellEventName;
  payload: ShellEvents[ShellEventName];
}

/** A RootStore on jsdom's localStorage, a fake HTTP client (4010 → the real dialog store) and a recording bus. */
export function createTestRoot(routes: Record<string, FakeRoute> = {}, stored: { sessionId?: string; user?: UserInfo } = {}) {
  const emitted: EmittedEvent[] = [];
  const storage = createTypedStorage(window.localStorage);
  // what an earlier page life left in storage, read by the stores when they are built
  if (stored.sessionId) storage.write(STORAGE_KEYS.sessionId, stored.sessionId);
  if (stored.user) storage.write(STORAGE_KEYS.user, stored.user);
  const expiry = { show: () => {} };
  const { http, calls } = createFakeHttp(routes, () => expiry.show());
  const root = new RootStore({
    http,
    storage,
    bus: { emit: (name, payload) => emitted.push({ name, payload }) },
  });
  expiry.show = () => root.dialogs.showSessionExpired();
  return { root, calls, emitted, storage };
}
