import { makeAutoObservable } from 'mobx';
import type { ResourceItem } from '@shared/api/dto/resource-dto';
import { listResources } from '@shared/api/resource-api';
import type { HttpClient } from '@shared/http/http-client';
import { writeNavMenuList } from '@shared/storage/nav-menu-list';
import type { TypedStorage } from '@shared/storage/typed-storage';
import { buildPermissionMaps } from '@shared/permission/permission-maps';
import { AsyncState } from '@shared/state/async-state';

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
  /** the last resource load; a failure is shown by the reload page, the header and the home page */
  readonly loadState = new AsyncState();
  /** true once a tree is known in this page's life, even an empty one (a later failed reload keeps it) */
  loaded = false;

  constructor(
    private readonly http: HttpClient,
    /** runs the load with the 4010 dialog held back: the guard sends the user to /login itself */
    private readonly withoutExpiryDialog: <T>(work: () => Promise<T>) => Promise<T>,
    /** where the filtered navigation menu (`navMenuList`) is kept for the sub-apps and the next page life */
    private readonly storage: TypedStorage | null = null,
  ) {
    makeAutoObservable<PermissionStore, 'http' | 'withoutExpiryDialog' | 'storage'>(this, { http: false, withoutExpiryDialog: false, storage: false, loadState: false });
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
    const result = await this.loadState.run(() => this.withoutExpiryDialog(() => listResources(this.http)), {
      apply: (resources) => this.applyResources(resources),
    });
    if (result.ok) return 'loaded';
    return result.error.kind === 'session-expired' ? 'session-expired' : 'failed';
  }

  /** A tree from elsewhere (a sub-app edited permissions): as good as a fresh load. */
  replaceResources(resources: ResourceItem[]): void {
    this.applyResources(resources);
    this.loadState.succeed();
  }

  reset(): void {
    this.resources = [];
    this.menus = new Map();
    this.buttons = new Map();
    this.loadState.reset();
    this.loaded = false;
  }

  private applyResources(resources: ResourceItem[]): void {
    const maps = buildPermissionMaps(resources);
    this.resources = resources;
    this.menus = maps.menus;
    this.buttons = maps.buttons;
    this.loaded = true;
    if (this.storage) writeNavMenuList(this.storage, resources);
  }
}
