import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { GroupTree, VehicleColumns } from '@shared/api/dto/group-dto';
import type { LiveChanges } from '@shared/api/dto/live-dto';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { getAddresses } from '@shared/api/geo-api';
import { getGroupTree, listAllVehicles } from '@shared/api/group-api';
import { createAddressBatcher, type AddressBatcher } from '@shared/geo/address-batcher';
import type { HttpClient } from '@shared/http/http-client';
import type { MapVehicle } from '@shared/map/fleet-map-types';
import { nextTask } from '@shared/map/next-task';
import { AsyncState } from '@shared/state/async-state';
import { LiveBuffer } from './live/live-buffer';
import { LiveFeed, type LiveStatus, type LiveTransport } from './live/live-feed';
import { createLiveTransport } from './live/live-transport';
import { FleetData, orNull } from './model/fleet-data';
import { GroupStateCounts, type GroupCounts } from './model/group-state-counts';
import { buildTreeModel, indexGroups, type GroupIndex, type TreeModel } from './model/group-tree-model';
import { countStates, type StateTab } from './model/state-filter';
import { TreeChecks } from './model/tree-check';
import { flattenTree, rowFilter, type TreeRows } from './model/tree-rows';
import { groupKeysOf, SearchIndexBuilder, searchTree, type TreeSearch } from './model/tree-search';

/** what `checkedRows` is with nothing to check (shared: a computed value compared by identity) */
const NO_ROWS = new Int32Array(0);
/** Vehicles indexed for search per idle slice (a few ms each), after the tree is painted. */
const INDEX_SLICE_ROWS = 5000;

/**
 * Performance marks the console benchmark reads: the list decoded (`dataDecoded`, in the request's
 * own task), the tree's work starting on it (`dataReady`, the next task: the browser finishes the
 * request in between), the first rows painted (`treePainted`, that frame's animation callback).
 */
export const MONITOR_MARKS = {
  dataDecoded: 'monitor:data-decoded',
  dataReady: 'monitor:data-ready',
  treePainted: 'monitor:tree-painted',
  searchIndexReady: 'monitor:search-index-ready',
} as const;

/** Calls `work` in a task after the next frame is painted (a timer where there are no frames). */
function afterPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => void nextTask().then(work));
}

/** The list as the tree reads it: decoded, laid out by group, counted per group and state. */
interface DecodedFleet {
  tree: GroupTree;
  fleet: FleetData;
  model: TreeModel;
  groupCounts: GroupStateCounts;
}

/**
 * Done with the decoding, in the list request's own task: the vehicles laid out by group and counted
 * (two passes over 100k) are ready before the tree's first render, which then has only its rows to make.
 */
function decodeFleet(tree: GroupTree, index: GroupIndex, columns: VehicleColumns): DecodedFleet {
  const fleet = new FleetData(columns);
  const model = buildTreeModel(tree.groups, fleet, index);
  const groupCounts = new GroupStateCounts(model, fleet);
  // what the tree first shows (全部, no search)
  groupCounts.counts('all', null);
  // read by bench/console-bench.ts (what the browser does between this and dataReady is its own)
  performance.mark(MONITOR_MARKS.dataDecoded);
  return { tree, fleet, model, groupCounts };
}

export interface MonitorStoreDeps {
  http: HttpClient;
  /** defaults to the stream/polling transport over `http` */
  transport?: LiveTransport;
  now?: () => number;
}

/** One vehicle as the popup and the list read it (plain values of the live columns). */
export interface VehicleView {
  vehicleId: number;
  plate: string;
  deviceNo: string;
  state: VehicleState;
  lng: number | null;
  lat: number | null;
  speed: number;
  direction: number;
  accOn: boolean;
  alarm: boolean;
  fixTime: number | null;
  reportTime: number | null;
  stateSince: number | null;
}

/** The map's vehicles as they are collected, with the box around them (what a new check fits the view to). */
export class MapVehicleCollector {
  readonly vehicles: MapVehicle[] = [];
  private west = Infinity;
  private south = Infinity;
  private east = -Infinity;
  private north = -Infinity;

  add(vehicle: MapVehicle): void {
    this.vehicles.push(vehicle);
    if (vehicle.lng < this.west) this.west = vehicle.lng;
    if (vehicle.lng > this.east) this.east = vehicle.lng;
    if (vehicle.lat < this.south) this.south = vehicle.lat;
    if (vehicle.lat > this.north) this.north = vehicle.lat;
  }

  /** The box's corners (WGS-84), the one position for one vehicle, null for none. */
  corners(): { lng: number; lat: number }[] | null {
    const first = this.vehicles[0];
    if (!first) return null;
    if (this.vehicles.length === 1) return [{ lng: first.lng, lat: first.lat }];
    return [
      { lng: this.west, lat: this.south },
      { lng: this.east, lat: this.north },
    ];
  }
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
  /** per vehicle row: its map object (null: no position), undefined until asked or after a change */
  private mapCache: (MapVehicle | null | undefined)[] = [];
  private shellVisible = true;
  private pageVisible = true;
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
      'groupCounts' | 'indexBuilder' | 'mapCache' | 'feed' | 'buffer' | 'http' | 'now' | 'controller' | 'shellVisible' | 'pageVisible'
    >(
      this,
      {
        fleet: observableRef,
        model: observableRef,
        checks: observableRef,
        expanded: observableRef,
        loadState: false,
        addresses: false,
        groupCounts: false,
        indexBuilder: false,
        mapCache: false,
        feed: false,
        buffer: false,
        http: false,
        now: false,
        controller: false,
        shellVisible: false,
        pageVisible: false,
      },
      { autoBind: true },
    );
  }

  /** Loads the tree and the vehicles once (again after a reset). */
  async ensureLoaded(): Promise<void> {
    if (this.fleet || this.loadState.isLoading) return;
    this.controller = new AbortController();
    const signal = this.controller.signal;
    const result = await this.loadState.run(
      () =>
        Promise.all([
          // the tree comes long before the 100k list: its structure is indexed while the list is in flight
          getGroupTree(this.http, { signal }).then((tree) => ({ tree, index: indexGroups(tree.groups) })),
          listAllVehicles(this.http, { signal }),
        ]).then(([{ tree, index }, columns]) => decodeFleet(tree, index, columns)),
      { signal },
    );
    if (!result.ok) return;
    // the tree's work in a task of its own: the request's task ends (the browser finishes the 12 MB
    // response there) and the first rows are painted right after this one
    await nextTask();
    if (signal.aborted) return;
    this.install(result.value);
  }

  private install({ tree, fleet, model, groupCounts }: DecodedFleet): void {
    // read by bench/console-bench.ts (data in hand → first tree paint)
    performance.mark(MONITOR_MARKS.dataReady);
    this.groupCounts = groupCounts;
    this.indexBuilder = new SearchIndexBuilder(fleet);
    this.mapCache = new Array<MapVehicle | null | undefined>(fleet.size);
    this.fleet = fleet;
    this.model = model;
    this.checks = new TreeChecks(model, fleet);
    // the roots start open: a sub-user sees their groups at once
    this.expanded = new Set(tree.groups.filter((group) => group.level === 0).map((group) => group.groupId));
    this.clock = this.now();
    const builder = this.indexBuilder;
    const cursor = fleet.columns.cursor;
    afterPaint(() => this.settle(fleet, builder, cursor));
  }

  /** After the first rows are painted: the tab counts, the live feed, the search index. */
  private settle(fleet: FleetData, builder: SearchIndexBuilder, cursor: string): void {
    if (this.fleet !== fleet) return;
    this.settled = true;
    // a session that expired meanwhile stays stopped (start would lift the halt)
    if (this.liveStatus !== 'expired') this.feed.start(cursor);
    this.syncRunning();
    this.buildIndexWhenIdle(builder);
  }

  /** The search index, a slice at a time while the page is idle (a search before the end finishes it). */
  private buildIndexWhenIdle(builder: SearchIndexBuilder): void {
    const slice = () => {
      if (builder !== this.indexBuilder || builder.done) return;
      if (builder.step(INDEX_SLICE_ROWS)) {
        builder.finish();
        // the groups' names normalised for search too (the first search made them: ~1 ms per thousand groups)
        if (this.model) groupKeysOf(this.model);
        // read by bench/console-bench.ts (was the index ready before the search?)
        performance.mark(MONITOR_MARKS.searchIndexReady);
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => this.rehearseSearch(builder), { timeout: 2000 });
        return;
      }
      later();
    };
    const later = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(slice, { timeout: 2000 });
      else setTimeout(slice, 50);
    };
    later();
  }

  /**
   * One broad search (the commonest province character) run at idle and thrown away: a user's first
   * search otherwise ran its per-match loops (tens of thousands of vehicles) and the counts and lines
   * under a search for the first time, in V8's interpreter (~4 ms of that keystroke's task in a
   * profile of "粤"); after this they are compiled. Nothing of the page changes.
   */
  private rehearseSearch(builder: SearchIndexBuilder): void {
    const { model, fleet, groupCounts } = this;
    if (builder !== this.indexBuilder || !model || !fleet || !groupCounts || this.searchText) return;
    const index = builder.finish();
    const needle = index.commonestWideChar();
    const search = needle === null ? null : searchTree(model, fleet, index, needle);
    if (!search) return;
    const counts = groupCounts.counts('all', search);
    flattenTree(model, { expanded: this.expanded, tab: 'all', search, shows: rowFilter(model, fleet, 'all', search), counts });
  }

  /** One tick of the live feed (called by the buffer inside one action). */
  applyBatches(batches: readonly LiveChanges[]): void {
    const fleet = this.fleet;
    const counts = this.groupCounts;
    if (!fleet || !counts) return;
    const move = (row: number, from: number, to: number) => counts.move(row, from, to);
    for (const batch of batches) for (const row of fleet.apply(batch, move)) this.mapCache[row] = undefined;
    this.clock = this.now();
    this.revision += 1;
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
    if (!this.groupCounts) return null;
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
    const fleet = this.fleet;
    if (!fleet) return;
    const ids = fleet.columns.vehicleId;
    const states = fleet.columns.state;
    const c = fleet.live;
    const cache = this.mapCache;
    for (let k = from; k < to; k += 1) {
      const row = rows[k] as number;
      let vehicle = cache[row];
      if (vehicle === undefined) {
        const lng = c.lng[row] as number;
        const lat = c.lat[row] as number;
        vehicle =
          Number.isNaN(lng) || Number.isNaN(lat)
            ? null
            : { id: ids[row] as number, lng, lat, state: states[row] as VehicleState, heading: c.direction[row] as number, alarm: c.alarm[row] === 1 };
        cache[row] = vehicle;
      }
      if (vehicle) out.add(vehicle);
    }
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
    const fleet = this.fleet;
    if (!fleet || row < 0 || row >= fleet.size) return null;
    void this.revision;
    const c = fleet.columns;
    const live = fleet.live;
    return {
      vehicleId: c.vehicleId[row] as number,
      plate: c.plate[row] as string,
      deviceNo: c.deviceNo[row] as string,
      state: c.state[row] as VehicleState,
      lng: orNull(live.lng[row]),
      lat: orNull(live.lat[row]),
      speed: live.speed[row] as number,
      direction: live.direction[row] as number,
      accOn: live.accOn[row] === 1,
      alarm: live.alarm[row] === 1,
      fixTime: orNull(live.fixTime[row]),
      reportTime: orNull(live.reportTime[row]),
      stateSince: orNull(live.stateSince[row]),
    };
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
    this.shellVisible = visible;
    this.syncRunning();
  }

  /** The browser tab was shown or hidden. */
  setPageVisible(visible: boolean): void {
    this.pageVisible = visible;
    this.syncRunning();
  }

  /** Live updates run only while someone can see them; back in view, they catch up from the cursor. */
  private syncRunning(): void {
    if (!this.fleet) return;
    if (this.shellVisible && this.pageVisible) {
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
    const used = this.fleet !== null || this.loadState.isLoading;
    this.controller?.abort();
    this.controller = null;
    this.feed.stop();
    this.buffer.stop();
    this.fleet = null;
    this.model = null;
    this.checks = null;
    this.groupCounts = null;
    this.indexBuilder = null;
    this.mapCache = [];
    this.selectedId = null;
    this.settled = false;
    this.searchText = '';
    this.searchEpoch += 1;
    this.tab = 'all';
    this.expanded = new Set();
    this.loadState.reset();
    return used;
  }

  dispose(): void {
    this.reset();
    this.addresses.dispose();
  }
}
