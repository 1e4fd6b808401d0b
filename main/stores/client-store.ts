import { makeAutoObservable } from 'mobx';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import { readNavUserClient, type NavUserClient } from '@shared/storage/nav-user-client';
import type { TypedStorage } from '@shared/storage/typed-storage';

/**
 * The client being viewed (product-spec §3, §4 `changeClient`): persisted as `navUserClient`, whose
 * userId every request then carries in its `userId` header (the HTTP clients read it from storage
 * per request); sub-apps hear of the change on the bus (`shell:client`) and reload their data.
 */
export class ClientStore {
  current: NavUserClient | null;

  constructor(private readonly storage: TypedStorage) {
    this.current = readNavUserClient(storage);
    makeAutoObservable<ClientStore, 'storage'>(this, { storage: false });
  }

  /** false when the browser refused to store it: requests would still carry the old userId */
  change(client: NavUserClient): boolean {
    const saved = this.storage.write(STORAGE_KEYS.navUserClient, client);
    if (saved) this.current = { ...client };
    return saved;
  }

  /** Clear-all: storage was wiped by the caller. */
  reset(): void {
    this.current = null;
  }
}
