import { makeAutoObservable, runInAction } from 'mobx';
import type { ResourceItem } from '@shared/api/dto/resource-dto';
import { listResources } from '@shared/api/resource-api';
import type { ApiError } from '@shared/http/api-error';
import type { HttpClient } from '@shared/http/http-client';
import { buildPermissionMaps } from '@shared/permission/permission-maps';
import { toApiError, type LoadStatus } from './load-status';

/** How a resource load ended, in the terms the navigation guard decides on (product-spec §2, §8). */
export type ResourceLoadOutcome = 'loaded' | 'session-expired' | 'failed';

/**
 * The role's resource tree and the two maps built from it (product-spec §6): menus guard routes
 * and header items, type-3 buttons guard elements. Kept in memory only: after a page reload the
 * map is empty and the guard asks the server again, so permissions are never stale.
 */
export class PermissionStore {
  resources: ResourceItem[] = [];
  menus = new Map<string, ResourceItem>();
  buttons = new Map<string, ResourceItem>();
  status: LoadStatus = 'idle';
  error: ApiError | null = null;
  /** true once a load has answered, even with an empty tree */
  loaded = false;

  constructor(
    private readonly http: HttpClient,
    /** runs the load with the 4010 dialog held back: the guard sends the user to /login itself */
    private readonly withoutExpiryDialog: <T>(work: () => Promise<T>) => Promise<T>,
  ) {
    makeAutoObservable<PermissionStore, 'http' | 'withoutExpiryDialog'>(this, { http: false, withoutExpiryDialog: false });
  }

  get menuIds(): ReadonlySet<string> {
    return new Set(this.menus.keys());
  }

  hasMenu(id: number | string): boolean {
    return this.menus.has(String(id));
  }

  hasButton(id: number | string): boolean {
    return this.buttons.has(String(id));
  }

  async loadResources(): Promise<ResourceLoadOutcome> {
    this.status = 'loading';
    this.error = null;
    try {
      const resources = await this.withoutExpiryDialog(() => listResources(this.http));
      runInAction(() => this.replaceResources(resources));
      return 'loaded';
    } catch (error) {
      const apiError = toApiError(error);
      runInAction(() => {
        this.status = 'error';
        this.error = apiError;
      });
      return apiError.kind === 'session-expired' ? 'session-expired' : 'failed';
    }
  }

  replaceResources(resources: ResourceItem[]): void {
    const maps = buildPermissionMaps(resources);
    this.resources = resources;
    this.menus = maps.menus;
    this.buttons = maps.buttons;
    this.status = 'idle';
    this.error = null;
    this.loaded = true;
  }

  reset(): void {
    this.resources = [];
    this.menus = new Map();
    this.buttons = new Map();
    this.status = 'idle';
    this.error = null;
    this.loaded = false;
  }
}
