import { makeAutoObservable } from 'mobx';
import * as z from 'zod/mini';
import { subAppListSchema, type SubAppEntry } from '@shared/api/dto/platform-dto';
import { listRolePlatforms } from '@shared/api/platform-api';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import type { HttpClient } from '@shared/http/http-client';
import { AsyncState } from '@shared/state/async-state';
import type { TypedStorage } from '@shared/storage/typed-storage';

/** The spec's currentSystem (product-spec §3): systemId, path, title. */
const currentSystemSchema = z.object({ systemId: z.string(), path: z.string(), title: z.string() });
export type CurrentSystem = z.infer<typeof currentSystemSchema>;

/** `/car/` → `car`: the first path segment a sub-app is mounted under. */
export function routeSegmentOf(entry: Pick<SubAppEntry, 'path' | 'systemId'>): string {
  return entry.path.replace(/^\/+|\/+$/g, '') || entry.systemId;
}

/**
 * The role's sub-applications (getPlatformByRoleId) and the one the user is in. The list, the
 * current system and its id are persisted (product-spec §3, §9: systemList, currentSystem,
 * systemId) so a page reload can mount the sub-app before the list is asked again.
 */
export class SystemsStore {
  list: SubAppEntry[];
  current: CurrentSystem | null;
  /** the last list load; a failure is shown in the header and on the home page, with 重试 */
  readonly loadState = new AsyncState();
  /** true once the server answered in this page's life (a stored list may be stale) */
  loaded = false;
  /** the load under way, joined by whoever asks meanwhile */
  private inFlight: Promise<boolean> | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly storage: TypedStorage,
  ) {
    this.list = storage.read(STORAGE_KEYS.systemList, subAppListSchema) ?? [];
    this.current = storage.read(STORAGE_KEYS.currentSystem, currentSystemSchema);
    makeAutoObservable<SystemsStore, 'http' | 'storage' | 'inFlight' | 'fetchList'>(this, {
      http: false,
      storage: false,
      loadState: false,
      inFlight: false,
      fetchList: false,
    });
  }

  get systemId(): string | null {
    return this.current?.systemId ?? null;
  }

  get enabled(): SubAppEntry[] {
    return this.list.filter((entry) => entry.enabled);
  }

  /** The enabled sub-app mounted under this first path segment, if any. */
  findBySegment(segment: string): SubAppEntry | undefined {
    return this.enabled.find((entry) => routeSegmentOf(entry) === segment);
  }

  /** Loads the list; callers at the same moment (the login page, the layout, the guard) share one request. */
  load(): Promise<boolean> {
    this.inFlight ??= this.fetchList().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private async fetchList(): Promise<boolean> {
    const result = await this.loadState.run(() => listRolePlatforms(this.http), {
      apply: (list) => {
        this.list = list;
        this.loaded = true;
        this.storage.write(STORAGE_KEYS.systemList, list);
      },
    });
    return result.ok;
  }

  /** Remembers which sub-app the user is in (or the shell itself when null). */
  select(entry: SubAppEntry | null): void {
    if (!entry) {
      this.current = null;
      this.storage.remove(STORAGE_KEYS.currentSystem);
      this.storage.remove(STORAGE_KEYS.systemId);
      return;
    }
    if (this.current?.systemId === entry.systemId) return;
    this.current = { systemId: entry.systemId, path: entry.path, title: entry.title };
    this.storage.write(STORAGE_KEYS.currentSystem, this.current);
    this.storage.write(STORAGE_KEYS.systemId, entry.systemId);
  }

  /** Forgets the list in memory (storage is wiped by clear-all); the next guard run asks again. */
  reset(): void {
    this.inFlight = null;
    this.list = [];
    this.current = null;
    this.loadState.reset();
    this.loaded = false;
  }

  /** Lets the guard ask the server again (the reload page's retry) without dropping what is shown. */
  markStale(): void {
    this.loaded = false;
  }
}
