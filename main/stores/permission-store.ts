import { makeAutoObservable } from 'mobx';
import type { ResourceItem } from '@shared/api/dto/resource-dto';
import { listResources } from '@shared/api/resource-api';
import type { HttpClient } from '@shared/http/http-client';
import { readNavMenuList, writeNavMenuList } from '@shared/storage/nav-menu-list';
import type { TypedStorage } from '@shared/storage/typed-storage';
import { buildPermissionMaps } from '@shared/permission/permission-maps';
import { AsyncState } from '@shared/state/async-state';

/** How a resource load ended, in the terms the navigation guard decides on (product-spec §2, §8). */
export type ResourceLoadOutcome = 'loaded' | 'session-expired' | 'failed';

/**
 * The role's resource tree and the two maps built from it (product-spec §6): menus guard routes
 * and header items, type-3 buttons guard elements. Kept in memory only: after a page reload the
 * map is empty and the guard asks the server again, so permissions are never stale. The filtered
 * navigation menu of the last page life (`navMenuList`, §3) only draws the navigation menus
 * (header, 系统中心) at once on a reload, until this life's resource list answers; it never opens
 * a route or shows a guarded element.
 */
export class PermissionStore {
  resources: ResourceItem[] = [];
  menus = new Map<string, ResourceItem>();
  buttons = new Map<string, ResourceItem>();
  /** the last resource load; a failure is shown by the reload page, the header and the home page */
  readonly loadState = new AsyncState();
  /** true once a tree is known in this page's life, even an empty one (a later failed reload keeps it) */
  loaded = false;
  /** the menu ids of the stored `navMenuList`, drawn until the resource list answers */
  private storedMenuIds: ReadonlySet<string>;
  /** the load under way, joined by whoever asks meanwhile */
  private inFlight: Promise<ResourceLoadOutcome> | null = null;

  constructor(
    private readonly http: HttpClient,
    /** runs the load with the 4010 dialog held back: the guard sends the user to /login itself */
    private readonly withoutExpiryDialog: <T>(work: () => Promise<T>) => Promise<T>,
    /** where the filtered navigation menu (`navMenuList`) is kept for the sub-apps and the next page life */
    private readonly storage: TypedStorage | null = null,
  ) {
    // a corrupted value is dropped by the typed storage, with a warning: the menus then wait for the list
    const stored = storage ? readNavMenuList(storage) : null;
    this.storedMenuIds = new Set(stored ? buildPermissionMaps(stored).menus.keys() : []);
    makeAutoObservable<PermissionStore, 'http' | 'withoutExpiryDialog' | 'storage' | 'storedMenuIds' | 'inFlight' | 'fetchResources'>(this, {
      http: false,
      inFlight: false,
      fetchResources: false,
      withoutExpiryDialog: false,
      storage: false,
      loadState: false,
      storedMenuIds: true,
    });
  }

  get menuIds(): ReadonlySet<string> {
    return new Set(this.menus.keys());
  }

  /**
   * The menu ids the navigation menus draw: this life's once the resource list answered, before
   * that the stored `navMenuList` of the last one (no blank header while the list loads).
   */
  get navMenuIds(): ReadonlySet<string> {
    return this.loaded ? this.menuIds : this.storedMenuIds;
  }

  hasNavMenu(id: number | string): boolean {
    return this.navMenuIds.has(String(id));
  }

  hasMenu(id: number | string): boolean {
    return this.menus.has(String(id));
  }

  hasButton(id: number | string): boolean {
    return this.buttons.has(String(id));
  }

  /**
   * Loads the tree. Callers at the same moment (the login page, the layout's reaction to the new
   * session, the guard) share one request: a login used to ask for the list three times.
   */
  loadResources(): Promise<ResourceLoadOutcome> {
    this.inFlight ??= this.fetchResources().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private async fetchResources(): Promise<ResourceLoadOutcome> {
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
    // the next load is the next user's: it does not join one asked for the last
    this.inFlight = null;
    this.resources = [];
    this.menus = new Map();
    this.buttons = new Map();
    this.loadState.reset();
    this.loaded = false;
    // the user left: the next one's menus are not these
    this.storedMenuIds = new Set();
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
