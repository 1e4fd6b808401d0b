import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LiveChanges } from '@shared/api/dto/live-dto';
import { getAddresses } from '@shared/api/geo-api';
import { createAddressBatcher, type AddressBatcher } from '@shared/geo/address-batcher';
import type { HttpClient } from '@shared/http/http-client';
import type { MapView } from '@shared/map/fleet-map-types';
import { nextTask, inTaskAfterPaint } from '@shared/map/next-task';
import { AsyncState } from '@shared/state/async-state';
import { LiveBuffer } from './live/live-buffer';
import { LiveFeed, type LiveStatus, type LiveTransport } from './live/live-feed';
import { createLiveTransport } from './live/live-transport';
import { LiveViewers } from './live/live-viewers';
import { MONITOR_MARKS } from './monitor-marks';
import type { DecodedFleet } from './model/decoded-fleet';
import type { FleetData } from './model/fleet-data';
import type { GroupCounts, GroupStateCounts } from './model/group-state-counts';
import type { TreeModel } from './model/group-tree-model';
import { loadFleet } from './model/load-fleet';
import { MapVehicleCache, type MapVehicleCollector } from './model/map-vehicles';
import { buildSearchIndexWhenIdle } from './model/search-at-idle';
import { countStates, type StateTab } from './model/state-filter';
import { TreeChecks } from './model/tree-check';
import { flattenTree, rowFilter, type TreeRows } from './model/tree-rows';
import { SearchIndexBuilder } from './model/search-index';
import { searchTree, type TreeSearch } from './model/tree-search';
import { readVehicleView, type VehicleView } from './model/vehicle-view';

/** what `checkedRows` is with nothing to check (shared: a computed value compared by identity) */
const NO_ROWS = new Int32Array(0);

export interface MonitorStoreDeps {
  http: HttpClient;
  /** defaults to the stream/polling transport over `http` */
  transport?: LiveTransport;
  now?: () => number;
}

/**
 * The monitoring page: the caller's vehicles (loaded once, kept current by the live feed), the group
 * tree's view state (open groups, tab, search, checks), the selected vehicle and the list under the
 * map. The 100k vehicles live in plain column arrays, not observables: `revision` changes once per
 * applied live tick and `checkRevision` once per check, and the computeds read them. Per-group
 * counts follow a tick by deltas (`GroupStateCounts`); the tree's lines depend on a tick only under
 * a state tab; the map's vehicle objects are made once per vehicle and again only when it changed, a slice per task
 * after the frame that shows a check or a tick (`MonitorMap`).
 */
export class MonitorStore {
  readonly loadState = new AsyncState();
  fleet: FleetData | null = null;
  model: TreeModel | null = null;
  checks: TreeChecks | null = null;
  revision = 0;
  checkRevision = 0;
  tab: StateTab = 'all';
  searchText = '';
  /** changes when the search text is cleared from outside the box (a reset): the box starts again */
  searchEpoch = 0;
  expanded: ReadonlySet<number> = new Set();
  selectedId: number | null = null;
  listOpen = false;
  liveStatus: LiveStatus = 'idle';
  /** the map's view when the page was last left: coming back to 车辆监控, the map opens where it was */
  mapView: MapView | null = null;
  /**
   * False from the data's arrival until the tree's first rows are painted: what is not needed for
   * them (the tab counts, the live feed, the search index) waits for that frame.
   */
  settled = false;
  /** when the last applied tick came (the popup's durations count to it) */
  clock: number;

  readonly addresses: AddressBatcher;
  private groupCounts: GroupStateCounts | null = null;
  private indexBuilder: SearchIndexBuilder | null = null;
  private mapVehicles: MapVehicleCache | null = null;
  private readonly viewers = new LiveViewers();
  private readonly feed: LiveFeed;
  private readonly buffer: LiveBuffer;
  private readonly http: HttpClient;
  private readonly now: () => number;
  private controller: AbortController | null = null;

  constructor(deps: MonitorStoreDeps) {
    this.http = deps.http;
    this.now = deps.now ?? Date.now;
    this.clock = this.now();
    this.addresses = createAddressBatcher({ lookup: (items) => getAddresses(deps.http, { lonAndLatToAddressVOS: items }) });
    this.buffer = new LiveBuffer({ apply: (batches) => this.applyBatches(batches) });
    this.feed = new LiveFeed({
      transport: deps.transport ?? createLiveTransport(deps.http),
      onChanges: (changes) => this.buffer.push(changes),
      onStatus: (status) => runInAction(() => (this.liveStatus = status)),
    });
    makeAutoObservable<
      this,
      'groupCounts' | 'indexBuilder' | 'mapVehicles' | 'feed' | 'buffer' | 'http' | 'now' | 'controller' | 'viewers'
    >(
      this,
      {
        fleet: observableRef,
        model: observableRef,
        checks: observableRef,
        expanded: observableRef,
        loadState: false,
        addresses: false,
        mapView: false,
        groupCounts: false,
        indexBuilder: false,
        mapVehicles: false,
        feed: false,
        buffer: false,
        http: false,
        now: false,
        controller: false,
        viewers: false,
      },
      { autoBind: true },
    );
  }

  /** Loads the tree and the vehicles once (again after a reset). */
  async ensureLoaded(): Promise<void> {
    // a load is under way from the request to the install: its answer comes a task before its data
    if (this.fleet || this.controller) return;
    const controller = new AbortController();
    this.controller = controller;
    const signal = controller.signal;
    // the tree and the list together; a failure of either stops the other (load-fleet.ts)
    const result = await this.loadState.run(() => loadFleet(this.http, signal), { signal });
    if (!result.ok || signal.aborted) {
      // a failure may be retried; a reset already forgot this load
      if (this.controller === controller) this.controller = null;
      return;
    }
    // the tree's work in a task of its own: the request's task ends (the browser finishes the 12 MB
    // response there) and the first rows are painted right after this one
    await nextTask();
    if (signal.aborted) return;
    this.controller = null;
    this.install(result.value);
  }

  private install({ tree, fleet, model, groupCounts }: DecodedFleet): void {
    // read by bench/console-bench.ts (data in hand → first tree paint)
    performance.mark(MONITOR_MARKS.dataReady);
    this.groupCounts = groupCounts;
    // the mark is read by bench/console-bench.ts (was the index ready before the search?)
    this.indexBuilder = new SearchIndexBuilder(fleet, () => performance.mark(MONITOR_MARKS.searchIndexReady));
    this.mapVehicles = new MapVehicleCache(fleet);
    this.fleet = fleet;
    this.model = model;
    this.checks = new TreeChecks(model, fleet);
    // the roots start open: a sub-user sees their groups at once
    this.expanded = new Set(tree.groups.filter((group) => group.level === 0).map((group) => group.groupId));
    this.clock = this.now();
    const builder = this.indexBuilder;
    const cursor = fleet.columns.cursor;
    inTaskAfterPaint(() => this.settle(fleet, builder, cursor));
  }

  /** After the first rows are painted: the tab counts, the live feed, the search index. */
  private settle(fleet: FleetData, builder: SearchIndexBuilder, cursor: string): void {
    if (this.fleet !== fleet) return;
    this.settled = true;
    // a session that expired meanwhile stays stopped (start would lift the halt)
    // a console hidden meanwhile (preloaded by the shell) keeps the cursor and connects when shown
    if (this.liveStatus !== 'expired') this.feed.start(cursor, this.viewers.inView);
    this.syncRunning();
    buildSearchIndexWhenIdle(builder, {
      builder: () => this.indexBuilder,
      model: () => this.model,
      fleet: () => this.fleet,
      groupCounts: () => this.groupCounts,
      expanded: () => this.expanded,
      searching: () => this.searchText !== '',
    });
  }

  /** One tick of the live feed (called by the buffer inside one action). */
  applyBatches(batches: readonly LiveChanges[]): void {
    const fleet = this.fleet;
    const counts = this.groupCounts;
    if (!fleet || !counts) return;
    const move = (row: number, from: number, to: number) => counts.move(row, from, to);
    let changes = 0;
    for (const batch of batches) {
      changes += batch.count;
      for (const row of fleet.apply(batch, move)) this.mapVehicles?.forget(row);
    }
    this.clock = this.now();
    this.revision += 1;
    // read by bench/console-bench.ts (the tick it sent has arrived); one mark, not one per tick for hours
    performance.clearMarks(MONITOR_MARKS.liveApplied);
    performance.mark(MONITOR_MARKS.liveApplied, { detail: changes });
  }

  get search(): TreeSearch | null {
    if (!this.model || !this.fleet || !this.indexBuilder || !this.searchText.trim()) return null;
    return searchTree(this.model, this.fleet, this.indexBuilder.finish(), this.searchText);
  }

  /** Whether a vehicle row is shown by the tab and the search; reads the live states, so a tick keeps it valid. */
  get shows(): (row: number) => boolean {
    if (!this.model || !this.fleet) return () => false;
    return rowFilter(this.model, this.fleet, this.tab, this.search);
  }

  /** Each group's online/total under the tab and search, current with the last tick. */
  get counts(): GroupCounts | null {
    // the fleet is observed (groupCounts is not): counts read before the load, or across a reset, follow it
    if (!this.fleet || !this.groupCounts) return null;
    void this.revision;
    return this.groupCounts.counts(this.tab, this.search);
  }

  /** The tabs' counts, from the first frame after the tree's first rows (null before). */
  get stateCounts(): Record<StateTab, number> | null {
    if (!this.fleet || !this.settled) return null;
    void this.revision;
    return countStates(this.fleet);
  }

  /**
   * The tree's lines. Under a state tab or a search they follow the ticks (a vehicle changing state
   * moves in or out); otherwise a tick changes counts, never lines, so they are not rebuilt for it.
   */
  get rows(): TreeRows | null {
    const model = this.model;
    if (!model || !this.groupCounts) return null;
    const { tab, search } = this;
    // the counts the tree prints say which groups a tab or a search leaves empty: the same computed
    // value, not a second count per keystroke (under a search the lines then follow the ticks too;
    // flattening is a few ms, counting the matches of a broad search again was as much)
    const counts = tab !== 'all' || search ? this.counts : null;
    return flattenTree(model, { expanded: this.expanded, tab, search, shows: this.shows, counts });
  }

  get checkedRows(): Int32Array {
    void this.checkRevision;
    return this.checks?.checkedRows() ?? NO_ROWS;
  }

  /** How many vehicles are checked (what the page prints; no list of them is made for it). */
  get checkedCount(): number {
    void this.checkRevision;
    return this.checks?.checkedCount ?? 0;
  }

  /**
   * Adds the checked vehicles `rows[from, to)` that have a position to `out`, as the map's objects:
   * made once per vehicle and again only after it changed. Called a slice at a time (the map's
   * update after a check or a tick), so no task makes tens of thousands of them.
   */
  collectMapVehicles(rows: ArrayLike<number>, from: number, to: number, out: MapVehicleCollector): void {
    this.mapVehicles?.collect(rows, from, to, out);
  }

  /** Whether any vehicle is checked (changes only when the count crosses zero: the batch button follows it). */
  get hasChecks(): boolean {
    return this.checkedCount > 0;
  }

  /** The ids of the checked vehicles (a batch command goes to them). */
  mapVehicleIds(): number[] {
    const ids = this.fleet?.columns.vehicleId ?? [];
    return Array.from(this.checkedRows, (row) => ids[row] as number);
  }

  vehicleAt(row: number): VehicleView | null {
    if (!this.fleet) return null;
    void this.revision;
    return readVehicleView(this.fleet, row);
  }

  get selected(): VehicleView | null {
    if (this.selectedId === null || !this.fleet) return null;
    const row = this.fleet.rowOf(this.selectedId);
    return row === undefined ? null : this.vehicleAt(row);
  }

  setTab(tab: StateTab): void {
    this.tab = tab;
  }

  setSearchText(text: string): void {
    this.searchText = text;
  }

  toggleExpanded(groupId: number): void {
    const next = new Set(this.expanded);
    if (next.has(groupId)) next.delete(groupId);
    else next.add(groupId);
    this.expanded = next;
  }

  setExpanded(groupId: number, open: boolean): void {
    if (this.expanded.has(groupId) === open) return;
    this.toggleExpanded(groupId);
  }

  toggleGroupCheck(group: number): void {
    // with 全部 and no search every vehicle shows: no test per vehicle
    this.checks?.toggleGroup(group, this.tab === 'all' && !this.search ? null : this.shows);
    this.checkRevision += 1;
  }

  toggleVehicleCheck(row: number): void {
    const checks = this.checks;
    if (!checks) return;
    checks.setVehicle(row, !checks.isChecked(row));
    this.checkRevision += 1;
  }

  clearChecks(): void {
    this.checks?.clear();
    this.checkRevision += 1;
  }

  select(vehicleId: number | null): void {
    this.selectedId = vehicleId;
  }

  setListOpen(open: boolean): void {
    this.listOpen = open;
  }

  /** The shell showed or hid the console. */
  setShellVisible(visible: boolean): void {
    this.viewers.set('shell', visible);
    this.syncRunning();
  }

  /** The browser tab was shown or hidden. */
  setPageVisible(visible: boolean): void {
    this.viewers.set('tab', visible);
    this.syncRunning();
  }

  /** The console showed this page or put it away for another of its screens (it stays mounted). */
  setScreenShown(shown: boolean): void {
    this.viewers.set('screen', shown);
    this.syncRunning();
  }

  /** Live updates run only while someone can see them; back in view, they catch up from the cursor. */
  private syncRunning(): void {
    if (!this.fleet) return;
    if (this.viewers.inView) {
      this.feed.resume();
      this.buffer.start();
    } else {
      this.feed.pause();
      this.buffer.stop();
    }
  }

  /** The shell saw the session expire: live updates stop (the next session's reset + load restarts them). */
  sessionExpired(): void {
    this.feed.halt();
  }

  /** Another user (or a logout): forget everything; returns whether anything was loaded or loading. */
  reset(): boolean {
    const used = this.fleet !== null || this.controller !== null;
    this.controller?.abort();
    this.controller = null;
    this.feed.stop();
    this.buffer.stop();
    this.fleet = null;
    this.model = null;
    this.checks = null;
    this.groupCounts = null;
    this.indexBuilder = null;
    this.mapVehicles = null;
    this.selectedId = null;
    this.settled = false;
    this.searchText = '';
    this.searchEpoch += 1;
    this.tab = 'all';
    this.expanded = new Set();
    this.mapView = null;
    this.loadState.reset();
    return used;
  }

  /** The page is left: its map's view, for the map of its next showing. */
  rememberMapView(view: MapView): void {
    this.mapView = view;
  }

  dispose(): void {
    this.reset();
    this.addresses.dispose();
  }
}
