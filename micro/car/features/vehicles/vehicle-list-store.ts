import { makeAutoObservable, observableShallow } from 'mobx';
import type { VehicleRow, VehicleState } from '@shared/api/dto/vehicle-dto';
import { pageVehicles } from '@shared/api/vehicle-api';
import { FIRST_PAGE } from '@shared/constants/limits';
import type { HttpClient } from '@shared/http/http-client';
import { AsyncState } from '@shared/state/async-state';

export interface VehicleListQuery {
  /** matches plate or device number (server side) */
  keyword: string;
  /** null = every state */
  state: VehicleState | null;
}

/**
 * One virtual list shows many rows at once, so a page must fill more than a screen; the spec's
 * page size 10 is for paged tables and would make infinite scroll fire on every frame.
 */
export const VEHICLE_PAGE_SIZE = 100;

type LoadKind = 'first' | 'next';

export interface VehicleListStoreDeps {
  http: HttpClient;
  pageSize?: number;
}

/**
 * The vehicle list's state: query, loaded rows, total, and one load at a time. A new search
 * aborts whatever is in flight (its answer would be for the old query); a next-page request is
 * refused while another load runs. While the shell hides the console nothing is fetched: the
 * request is remembered and made when the console is shown again. A failed page stays in
 * `loadState` for the list to show inline with 重试, and is tried again when the console is shown again.
 */
export class VehicleListStore {
  /** the last page load (first or next) */
  readonly loadState = new AsyncState();
  query: VehicleListQuery = { keyword: '', state: null };
  rows: VehicleRow[] = [];
  total = 0;
  /** the last page loaded; 0 = nothing loaded for the current query */
  pageNum = 0;
  visible = true;
  /** the list's scroll offset, kept here so it survives the shell detaching the console's DOM */
  scrollTop = 0;

  private readonly http: HttpClient;
  private readonly pageSize: number;
  private controller: AbortController | null = null;
  private deferred: LoadKind | null = null;

  constructor(deps: VehicleListStoreDeps) {
    this.http = deps.http;
    this.pageSize = deps.pageSize ?? VEHICLE_PAGE_SIZE;
    // `load` stays an action: its synchronous part (status = loading) runs inside it
    makeAutoObservable<this, 'http' | 'pageSize' | 'controller' | 'deferred'>(
      this,
      { rows: observableShallow, loadState: false, http: false, pageSize: false, controller: false, deferred: false, scrollTop: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.pageNum === 0 || this.rows.length < this.total;
  }

  get loadedOnce(): boolean {
    return this.pageNum > 0;
  }

  /** New query: back to page 1 (product-spec §9: reset on search). */
  search(query: Partial<VehicleListQuery>): Promise<void> {
    this.query = { ...this.query, ...query };
    this.scrollTop = 0;
    return this.loadFirstPage();
  }

  loadFirstPage(): Promise<void> {
    this.controller?.abort();
    this.controller = null;
    this.rows = [];
    this.total = 0;
    this.pageNum = 0;
    // nothing is loaded for this query yet (while hidden the load waits, see `load`)
    this.loadState.reset();
    return this.load('first');
  }

  loadNextPage(): Promise<void> {
    if (this.loadState.isLoading || this.controller || !this.loadedOnce || !this.hasMore) return Promise.resolve();
    return this.load('next');
  }

  /** Loads the first page unless it is loaded or loading: for a screen that (re)appears. */
  ensureLoaded(): Promise<void> {
    if (this.loadState.isLoading || this.deferred) return Promise.resolve();
    if (this.loadedOnce && !this.loadState.isError) return Promise.resolve();
    return this.loadFirstPage();
  }

  /** The error state's retry: the page that failed. */
  retry(): Promise<void> {
    return this.loadedOnce ? this.load('next') : this.loadFirstPage();
  }

  /** Drops everything (another user logged in): the next screen loads afresh. */
  reset(): void {
    this.controller?.abort();
    this.controller = null;
    this.deferred = null;
    this.rows = [];
    this.total = 0;
    this.pageNum = 0;
    this.loadState.reset();
    this.scrollTop = 0;
  }

  /**
   * The shell shows or hides the console. Shown again, a request deferred while hidden is made, and
   * a page that failed is tried again by itself: the user comes back to a list, not to last time's error.
   */
  setVisible(visible: boolean): void {
    const shownAgain = visible && !this.visible;
    this.visible = visible;
    if (!visible) return;
    if (this.deferred) {
      const kind = this.deferred;
      this.deferred = null;
      void (kind === 'first' ? this.loadFirstPage() : this.load('next'));
      return;
    }
    if (shownAgain && this.loadState.isError) void this.retry();
  }

  setScrollTop(offset: number): void {
    this.scrollTop = offset;
  }

  dispose(): void {
    this.controller?.abort();
    this.controller = null;
    this.deferred = null;
  }

  private async load(kind: LoadKind): Promise<void> {
    if (!this.visible) {
      // a first-page request outranks a pending next page
      this.deferred = kind === 'first' || this.deferred === 'first' ? 'first' : 'next';
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    const pageNum = kind === 'first' ? FIRST_PAGE : this.pageNum + 1;
    const { keyword, state } = this.query;
    // an aborted request belongs to an older query (or a reset): the newer one owns the state
    await this.loadState.run(
      () =>
        pageVehicles(
          this.http,
          { pageNum, pageSize: this.pageSize, keyword: keyword || undefined, state: state ?? undefined },
          { signal: controller.signal },
        ),
      {
        signal: controller.signal,
        apply: (page) => {
          this.rows.push(...page.list);
          // an empty page ends the list even if the total says otherwise (rows deleted meanwhile)
          this.total = page.list.length === 0 ? this.rows.length : page.total;
          this.pageNum = pageNum;
        },
      },
    );
    if (this.controller === controller) this.controller = null;
  }
}
