import { autorun, reaction, when } from 'mobx';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VehicleColumns, VehicleListWire } from '@shared/api/dto/group-dto';
import type { LiveChanges } from '@shared/api/dto/live-dto';
import { encodeVehicleListBinary, VEHICLE_LIST_BINARY_TYPE } from '@shared/api/dto/vehicle-list-binary';
import { VEHICLE_STATES, type VehicleState } from '@shared/api/dto/vehicle-dto';
import { getAddressesEndpoint } from '@shared/api/endpoints/geo-endpoints';
import { getGroupTreeEndpoint, listAllVehiclesEndpoint } from '@shared/api/endpoints/group-endpoints';
import { liveChangesEndpoint, liveStreamEndpoint } from '@shared/api/endpoints/live-endpoints';
import { MSG_GEOCODE_FAILED } from '@shared/constants/messages';
import { CONTRACT_VERSION } from '@shared/contract/sub-app-props';
import { createStoredSession } from '@shared/storage/session-storage';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { createSubAppHttpClient } from '@shared/sub-app-kit/create-sub-app-http-client';
import { LIVE_APPLY_MS } from '@car/features/monitor/live/live-buffer';
import type { LiveTransport, StreamEvents } from '@car/features/monitor/live/live-feed';
import { MapVehicleCollector } from '@car/features/monitor/model/map-vehicles';
import { MonitorStore } from '@car/features/monitor/monitor-store';
import { sendJson, type RecordedRequest } from '../../../../shared/http/local-server';
import { localServerForFile } from '../../../../shared/http/local-server-for-file';
import { recordingClient } from '../../../../shared/http/recording-client';
import { fail, ok } from '../../../../shared/http/scripted-routes';
import { WAIT_FOR_CONDITION_MS } from '../../../../time-budgets';
import { fleetColumns, GROUPS, VEHICLES } from './fleet-fixture';

/*
 * The monitoring page's store on the console's real HTTP client, against the file's local server:
 * the group tree of fleet-fixture.ts (总公司 > 华南分公司 > 深圳车队, 广州车队; 总公司 > 华东分公司 >
 * 上海车队) and its six vehicles, the list in its binary form as the server sends it. The live feed
 * runs over a transport the test drives (one stream, open until aborted), except in the one test
 * that checks the default transport's polling over the same client.
 */

const TREE_PATH = getGroupTreeEndpoint.path;
const LIST_PATH = listAllVehiclesEndpoint.path;
const CHANGES_PATH = liveChangesEndpoint.path;
const STREAM_PATH = liveStreamEndpoint.path;
const LIST_CURSOR = '1768000000000-32-0';
const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);

// ---------------------------------------------------------------------------------------------
// the server

/**
 * What one store's server answers beyond the fixture: refusals once per path, polled changes by
 * cursor, and paths left unanswered (each such request's state: open until the client drops it).
 */
/** A request the server leaves unanswered: `dropped` settles when the client closes it. */
interface HeldRequest {
  dropped: Promise<void>;
}

interface ServerScript {
  refusals: Map<string, unknown>;
  changes: Map<string, LiveChanges>;
  held: Map<string, HeldRequest[]>;
}

/** The list as the server codes it (vehicleListWireSchema): times relative to one base, states as codes. */
function wireOf(columns: VehicleColumns): VehicleListWire {
  const timeBase = Math.max(...columns.reportTime.map((time) => time ?? 0));
  const before = (time: number | null) => (time === null ? null : timeBase - time);
  return {
    count: columns.count,
    states: [...VEHICLE_STATES],
    plates: columns.plate.join('\n'),
    deviceNo: columns.deviceNo,
    groupId: columns.groupId,
    vehicleId: columns.vehicleId,
    state: columns.state.map((state) => VEHICLE_STATES.indexOf(state)),
    lng: columns.lng,
    lat: columns.lat,
    speed: columns.speed,
    direction: columns.direction,
    accOn: columns.accOn,
    alarm: columns.alarm,
    timeBase,
    reportTime: columns.reportTime.map(before),
    fixTime: columns.fixTime.map(before),
    stateSince: columns.stateSince.map(before),
    cursor: columns.cursor,
    serverTime: columns.serverTime,
  };
}

const LIST_BYTES = Buffer.from(encodeVehicleListBinary('{"flag":1,"msg":"成功","obj":', wireOf(fleetColumns())));
const TREE = { groups: GROUPS, online: 3, total: VEHICLES.length };

/**
 * One server for the file. Each store's client has its own first path segment (`/s3`, as behind a
 * proxy, like console-http.ts), so a request still travelling when its test ended never meets a
 * later test's script.
 */
const api = localServerForFile({ cors: true });
const scripts = new Map<string, ServerScript>();

function answer(request: RecordedRequest, response: ServerResponse): void {
  const [, client = '', ...rest] = request.path.split('/');
  const path = `/${rest.join('/')}`;
  const script = scripts.get(client);
  const refusal = script?.refusals.get(path);
  const held = script?.held.get(path);
  if (!script) sendJson(response, 404, { msg: `测试未发出此请求 ${request.url}` });
  else if (held) held.push({ dropped: new Promise((resolve) => response.on('close', () => resolve())) }); else if (refusal !== undefined) {
    script.refusals.delete(path);
    sendJson(response, 200, refusal);
  } else if (path === TREE_PATH) sendJson(response, 200, ok(TREE));
  else if (path === LIST_PATH) {
    response.writeHead(200, { 'Content-Type': VEHICLE_LIST_BINARY_TYPE });
    response.end(LIST_BYTES);
  } else if (path === CHANGES_PATH && script.changes.has(request.query.cursor ?? '')) sendJson(response, 200, ok(script.changes.get(request.query.cursor ?? '')));
  // a refused stream answers the failure envelope, not text/event-stream (live-endpoints.ts)
  else if (path === STREAM_PATH) sendJson(response, 200, fail(0, '实时连接数已满'));
  else sendJson(response, 404, { msg: `测试未定义接口 ${path}` });
}

// ---------------------------------------------------------------------------------------------
// the live feed the test drives

interface OpenStream {
  cursor: string;
  signal: AbortSignal;
  events: StreamEvents;
}

/** A transport whose stream opens at once and stays open until aborted; the test pushes change sets into it. */
function drivenTransport() {
  const streams: OpenStream[] = [];
  const transport: LiveTransport = {
    stream(cursor, signal, events) {
      streams.push({ cursor, signal, events });
      events.open();
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve()));
    },
    poll: () => Promise.reject(new Error('the stream never fails here')),
  };
  const open = () => streams.filter((stream) => !stream.signal.aborted);
  return {
    transport,
    /** the cursor of every stream opened, in order */
    cursors: () => streams.map((stream) => stream.cursor),
    open,
    push(changes: LiveChanges) {
      const stream = open()[0];
      if (!stream) throw new Error('no stream is open');
      stream.events.changes(changes);
    },
  };
}

interface Change {
  id: number;
  state: VehicleState;
  lng?: number | null;
  lat?: number | null;
  speed?: number;
}

/** One change set as the server sends it. */
function changeSet(cursor: string, changes: Change[]): LiveChanges {
  return {
    count: changes.length,
    vehicleId: changes.map((change) => change.id),
    state: changes.map((change) => change.state),
    lng: changes.map((change) => (change.lng === undefined ? 114 + change.id / 100 : change.lng)),
    lat: changes.map((change) => (change.lat === undefined ? 22 + change.id / 100 : change.lat)),
    speed: changes.map((change) => change.speed ?? 0),
    direction: changes.map(() => 90),
    accOn: changes.map(() => 1),
    alarm: changes.map(() => 0),
    fixTime: changes.map(() => NOW),
    reportTime: changes.map(() => NOW),
    stateSince: changes.map(() => NOW),
    cursor,
    more: false,
  };
}

// ---------------------------------------------------------------------------------------------
// the store

let clientCount = 0;
const stores: MonitorStore[] = [];

/** A store on the real client (platform 8, a stored session), its calls recorded as it makes them. */
function setup(options: { transport?: LiveTransport } = {}) {
  clientCount += 1;
  const client = `s${clientCount}`;
  const script: ServerScript = { refusals: new Map(), changes: new Map(), held: new Map() };
  scripts.set(client, script);
  const storage = createTypedStorage();
  const session = createStoredSession(storage);
  session.writeSessionId('session-1');
  const real = createSubAppHttpClient({
    props: {
      contractVersion: CONTRACT_VERSION,
      platformId: 8,
      baseUrl: `${api.origin}/${client}`,
      routeBase: '/apps/car',
      navigateShell: () => undefined,
      reportSessionExpired: () => undefined,
    },
    storage,
    session,
  });
  const { http, calls } = recordingClient(real);
  const clock = { ms: NOW };
  const store = new MonitorStore({ http, transport: options.transport, now: () => clock.ms });
  stores.push(store);
  const hits = (path: string) => api.requests.filter((request) => request.path === `/${client}${path}`).length;
  return { store, calls, script, clock, hits };
}

/** Whether `event` settles within the wait budget (setTimeout stays real here: see beforeEach). */
async function happens(event: Promise<void>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), WAIT_FOR_CONDITION_MS);
  });
  const result = await Promise.race([event.then(() => true), late]);
  clearTimeout(timer);
  return result;
}

/** One animation frame (faked: see beforeEach). */
const FRAME_MS = 17;

/**
 * Until the store's observable state says so (the client's I/O and the task after a frame run
 * meanwhile). Not vi.waitFor: it polls on the setInterval faked here, so it would never look again.
 */
function until(done: () => boolean): Promise<void> {
  return when(done, { timeout: WAIT_FOR_CONDITION_MS });
}

/** Loaded and past its first paint (the tab counts, the live feed and the search index start there). */
async function loaded(store: MonitorStore): Promise<void> {
  await store.ensureLoaded();
  vi.advanceTimersByTime(FRAME_MS);
  await until(() => store.settled);
}

/** A loaded store whose live feed the test drives. */
async function liveSetup() {
  const live = drivenTransport();
  const context = setup({ transport: live.transport });
  await loaded(context.store);
  return { ...context, live };
}

/** The tree's lines as the user reads them: names and plates, indented by level. */
function lines(store: MonitorStore): string[] {
  const { model, fleet } = store;
  return (store.rows?.toArray() ?? []).map((row) => {
    const indent = '  '.repeat(row.level);
    return row.kind === 'group' ? `${indent}${model?.groups[row.index]?.name}` : `${indent}${fleet?.columns.plate.at(row.index)}`;
  });
}

const groupIndex = (store: MonitorStore, name: string) => store.model?.groups.findIndex((group) => group.name === name) ?? -1;
const rowOf = (store: MonitorStore, vehicleId: number) => store.fleet?.rowOf(vehicleId) ?? -1;
/** A group's (online/total) as its line prints it. */
const groupCount = (store: MonitorStore, name: string) => {
  const g = groupIndex(store, name);
  return `${store.counts?.online[g]}/${store.counts?.total[g]}`;
};

/** The vehicles the map shows for the checks, collected the way the map does (a slice at a time). */
function mapVehicles(store: MonitorStore) {
  const rows = store.checkedRows;
  const out = new MapVehicleCollector();
  const half = rows.length >> 1;
  store.collectMapVehicles(rows, 0, half, out);
  store.collectMapVehicles(rows, half, rows.length, out);
  return out.vehicles;
}

beforeEach(() => {
  api.reply = answer;
  // the live buffer's tick and the animation frames; the HTTP client, the tasks and the idle work stay
  // real. The frames are faked too: jsdom's own run on setInterval, and a frame still pending when a
  // test restores the real timers would leave them stopped for the rest of the file
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});

afterEach(() => {
  stores.splice(0).forEach((store) => store.dispose());
  scripts.clear();
  vi.useRealTimers();
});

describe('MonitorStore loading', () => {
  it('loads the group tree and the vehicle list once: a second call while loading, or once loaded, asks nothing more', async () => {
    const { store, calls, hits } = setup({ transport: drivenTransport().transport });
    const first = store.ensureLoaded();
    const second = store.ensureLoaded();
    expect(store.loadState.status).toBe('loading');
    expect(calls.map((call) => call.path).sort()).toEqual([TREE_PATH, LIST_PATH].sort());
    await Promise.all([first, second]);
    expect(store.loadState.status).toBe('ready');
    expect(store.fleet?.size).toBe(VEHICLES.length);
    expect(store.model?.groups.map((group) => group.name)).toEqual(GROUPS.map((group) => group.name));
    await store.ensureLoaded();
    expect(calls).toHaveLength(2);
    expect([hits(TREE_PATH), hits(LIST_PATH)]).toEqual([1, 1]);
  });

  it('a refused list leaves the error with the server’s Chinese message and no data; a retry loads', async () => {
    const { store, script, hits } = setup({ transport: drivenTransport().transport });
    script.refusals.set(LIST_PATH, fail(0, '车辆列表查询失败，请稍后重试'));
    await store.ensureLoaded();
    expect(store.loadState.status).toBe('error');
    expect(store.loadState.error).toMatchObject({ kind: 'flag', message: '车辆列表查询失败，请稍后重试' });
    expect(store.fleet).toBeNull();
    expect(store.rows).toBeNull();
    expect(store.liveStatus).toBe('idle');

    await store.ensureLoaded();
    expect(store.loadState.status).toBe('ready');
    expect(store.loadState.error).toBeNull();
    expect(store.fleet?.size).toBe(VEHICLES.length);
    expect(hits(LIST_PATH)).toBe(2);
  });

  it('a refused tree stops the list still downloading (the load has failed: its megabytes would serve nothing)', async () => {
    const { store, script } = setup({ transport: drivenTransport().transport });
    const lists: HeldRequest[] = [];
    script.held.set(LIST_PATH, lists);
    script.refusals.set(TREE_PATH, fail(0, '分组查询失败，请稍后重试'));
    await store.ensureLoaded();
    expect(store.loadState.error).toMatchObject({ kind: 'flag', message: '分组查询失败，请稍后重试' });
    expect(lists).toHaveLength(1);
    expect(await happens((lists[0] as HeldRequest).dropped)).toBe(true);
    expect(store.fleet).toBeNull();
  });

  it('the tab counts and the live feed wait for the first paint of the tree', async () => {
    const live = drivenTransport();
    const { store } = setup({ transport: live.transport });
    await store.ensureLoaded();
    expect(store.rows?.length).toBeGreaterThan(0);
    expect(store.settled).toBe(false);
    expect(store.stateCounts).toBeNull();
    expect(live.cursors()).toEqual([]);
    vi.advanceTimersByTime(FRAME_MS);
    await until(() => store.settled);
    expect(store.stateCounts).toEqual({ all: 6, online: 2, offline: 1, stationary: 1, onlineNoFix: 0, inactive: 1, expired: 1 });
    // the feed continues from the list's cursor
    expect(live.cursors()).toEqual([LIST_CURSOR]);
    expect(store.liveStatus).toBe('streaming');
  });

  it('reset aborts a load under way, forgets the view state and reports whether anything was used; a new load starts over', async () => {
    const { store, calls } = setup({ transport: drivenTransport().transport });
    const loading = store.ensureLoaded();
    expect(store.reset()).toBe(true);
    expect(calls.every((call) => call.signal?.aborted)).toBe(true);
    await loading;
    expect(store.fleet).toBeNull();
    expect(store.loadState.status).toBe('idle');

    await loaded(store);
    store.setTab('online');
    store.setSearchText('粤B');
    store.toggleGroupCheck(groupIndex(store, '总公司'));
    store.select(11);
    // the map's view when the page was left: the next user's map opens on all of China
    store.rememberMapView({ center: { lng: 114.06, lat: 22.54 }, zoom: 12 });
    expect(store.mapView?.zoom).toBe(12);
    const epoch = store.searchEpoch;
    expect(store.reset()).toBe(true);
    expect(store).toMatchObject({ fleet: null, model: null, tab: 'all', searchText: '', selectedId: null, selected: null, settled: false, liveStatus: 'idle', mapView: null });
    expect(store.searchEpoch).toBe(epoch + 1);
    expect(store.checkedCount).toBe(0);
    expect(store.rows).toBeNull();
    expect(store.reset()).toBe(false);

    await loaded(store);
    expect(calls).toHaveLength(6);
    expect(store.fleet?.size).toBe(VEHICLES.length);
  });
  it('a second call between the answer and the install, or a reset there, does not load twice or leave the store idle', async () => {
    const { store, hits } = setup({ transport: drivenTransport().transport });
    const loading = store.ensureLoaded();
    await until(() => store.loadState.status === 'ready');
    // the answer is in; its install waits for the next task
    expect(store.fleet).toBeNull();
    await store.ensureLoaded();
    expect(store.reset()).toBe(true);
    await loading;
    expect(store.fleet).toBeNull();
    await loaded(store);
    expect(hits(LIST_PATH)).toBe(2);
    expect(store.fleet?.size).toBe(VEHICLES.length);
  });

  it('counts observed before the load follow it, and go back to none after a reset', async () => {
    const { store } = setup({ transport: drivenTransport().transport });
    const seen: (string | null)[] = [];
    const dispose = autorun(() => seen.push(store.counts ? groupCount(store, '总公司') : null));
    await loaded(store);
    store.reset();
    dispose();
    expect(seen).toEqual([null, `3/${VEHICLES.length}`, null]);
  });
});

describe('MonitorStore tree view', () => {
  it('starts with the roots open; opening a group shows its own vehicles, then its child groups', async () => {
    const { store } = await liveSetup();
    expect(lines(store)).toEqual(['总公司', '  华南分公司', '  华东分公司']);
    store.toggleExpanded(2);
    store.setExpanded(3, true);
    expect(lines(store)).toEqual(['总公司', '  华南分公司', '    深圳车队', '      粤B·10001', '      粤B·10002', '      粤B·20003', '    广州车队', '  华东分公司']);
    store.setExpanded(3, true);
    expect(store.expanded.has(3)).toBe(true);
    store.toggleExpanded(2);
    expect(lines(store)).toEqual(['总公司', '  华南分公司', '  华东分公司']);
    // each group prints (online/total) over its subtree: online, stationary and no-fix count as online
    expect([groupCount(store, '总公司'), groupCount(store, '华南分公司'), groupCount(store, '上海车队')]).toEqual(['3/6', '2/4', '1/2']);
  });

  it('a state tab keeps its vehicles and leaves out the groups it empties; the counts follow the tab', async () => {
    const { store } = await liveSetup();
    [2, 3, 4, 5, 6].forEach((groupId) => store.setExpanded(groupId, true));
    store.setTab('offline');
    expect(lines(store)).toEqual(['总公司', '  华南分公司', '    深圳车队', '      粤B·10002']);
    expect([groupCount(store, '总公司'), groupCount(store, '深圳车队')]).toEqual(['0/1', '0/1']);
    store.setTab('online');
    expect(lines(store)).toEqual(['总公司', '  华南分公司', '    深圳车队', '      粤B·10001', '  华东分公司', '    上海车队', '      沪A·40001']);
    expect(groupCount(store, '总公司')).toBe('2/2');
    store.setTab('all');
    expect(lines(store)).toHaveLength(GROUPS.length + VEHICLES.length);
  });

  it('a search shows the matching vehicles with their groups opened, and a group matched by name with all its vehicles', async () => {
    const { store } = await liveSetup();
    store.setSearchText('10002');
    expect(lines(store)).toEqual(['总公司', '  华南分公司', '    深圳车队', '      粤B·10002']);
    expect(groupCount(store, '总公司')).toBe('0/1');
    // the group in view (its ancestors opened), closed; opened, all its vehicles
    store.setSearchText('上海');
    expect(lines(store)).toEqual(['总公司', '  华东分公司', '    上海车队']);
    expect(groupCount(store, '上海车队')).toBe('1/2');
    store.setExpanded(6, true);
    expect(lines(store)).toEqual(['总公司', '  华东分公司', '    上海车队', '      沪A·40001', '      沪A·40002']);
    store.setExpanded(6, false);
    // by device number, plates written without their separator
    store.setSearchText('358000000000021');
    expect(lines(store)).toEqual(['总公司', '  华南分公司', '    广州车队', '      粤A·30001']);
    store.setSearchText('粤B10001');
    expect(lines(store)).toEqual(['总公司', '  华南分公司', '    深圳车队', '      粤B·10001']);
    store.setSearchText('无此车');
    expect(store.rows?.length).toBe(0);
    store.setSearchText('  ');
    expect(store.search).toBeNull();
    expect(lines(store)).toEqual(['总公司', '  华南分公司', '  华东分公司']);
  });
});

describe('MonitorStore checks', () => {
  it('checking a group checks its whole subtree; the map gets those with a position; checking it again clears it', async () => {
    const { store } = await liveSetup();
    expect(store.hasChecks).toBe(false);
    const revision = store.checkRevision;
    store.toggleGroupCheck(groupIndex(store, '华南分公司'));
    expect(store.checkRevision).toBe(revision + 1);
    expect(store.checkedCount).toBe(4);
    expect(store.hasChecks).toBe(true);
    expect(store.mapVehicleIds()).toEqual([11, 12, 13, 21]);
    expect(store.checks?.groupMark(groupIndex(store, '总公司'))).toBe('indeterminate');
    // 粤A·30001 is not yet installed: it has no position for the map
    expect(mapVehicles(store).map((vehicle) => [vehicle.id, vehicle.lng, vehicle.lat, vehicle.state])).toEqual([
      [11, 114.11, 22.11, 'online'],
      [12, 114.12, 22.12, 'offline'],
      [13, 114.13, 22.13, 'stationary'],
    ]);
    store.toggleGroupCheck(groupIndex(store, '华南分公司'));
    expect(store.checkedCount).toBe(0);
    expect(store.checkedRows).toHaveLength(0);
    expect(mapVehicles(store)).toEqual([]);
  });

  it('under a state tab or a search, checking a group checks only the vehicles it shows', async () => {
    const { store } = await liveSetup();
    store.setTab('online');
    store.toggleGroupCheck(groupIndex(store, '总公司'));
    expect(store.mapVehicleIds()).toEqual([11, 31]);
    store.clearChecks();
    expect(store.mapVehicleIds()).toEqual([]);
    store.setTab('all');
    store.setSearchText('粤B');
    store.toggleGroupCheck(groupIndex(store, '总公司'));
    expect(store.mapVehicleIds()).toEqual([11, 12, 13]);
    // leaving the search keeps what was checked
    store.setSearchText('');
    expect(store.checkedCount).toBe(3);
  });

  it('checking a vehicle puts it on the map and the group marks follow; checking it again takes it off', async () => {
    const { store } = await liveSetup();
    const row = rowOf(store, 31);
    store.toggleVehicleCheck(row);
    expect(store.checks?.isChecked(row)).toBe(true);
    expect(store.mapVehicleIds()).toEqual([31]);
    expect(mapVehicles(store).map((vehicle) => vehicle.id)).toEqual([31]);
    expect(store.checks?.groupMark(groupIndex(store, '上海车队'))).toBe('indeterminate');
    store.toggleVehicleCheck(rowOf(store, 32));
    expect(store.checks?.groupMark(groupIndex(store, '上海车队'))).toBe('checked');
    expect(store.mapVehicleIds()).toEqual([31, 32]);
    store.toggleVehicleCheck(row);
    expect(store.mapVehicleIds()).toEqual([32]);
    expect(store.checks?.groupMark(groupIndex(store, '上海车队'))).toBe('indeterminate');
  });
});

describe('MonitorStore live changes', () => {
  it('applies the change sets of one tick in one action: the vehicle, the counts, the revision and the clock move once', async () => {
    const { store, live, clock } = await liveSetup();
    const revision = store.revision;
    const seen: string[] = [];
    const stop = autorun(() => {
      const vehicle = store.vehicleAt(rowOf(store, 12));
      seen.push(`${vehicle?.state} ${vehicle?.speed} r${store.revision} ${store.stateCounts?.online}`);
    });
    live.push(changeSet('1768000001000-12-0', [{ id: 12, state: 'online', lng: 114.5, lat: 22.5, speed: 40 }]));
    live.push(changeSet('1768000002000-31-0', [{ id: 31, state: 'offline' }, { id: 12, state: 'online', lng: 114.6, lat: 22.6, speed: 55 }]));
    // nothing shows before the tick
    expect(store.vehicleAt(rowOf(store, 12))?.state).toBe('offline');
    expect(store.revision).toBe(revision);
    clock.ms = NOW + 5000;
    vi.advanceTimersByTime(LIVE_APPLY_MS);
    stop();

    expect(store.revision).toBe(revision + 1);
    expect(seen).toEqual([`offline 0 r${revision} 2`, `online 55 r${revision + 1} 2`]);
    expect(store.vehicleAt(rowOf(store, 12))).toMatchObject({ vehicleId: 12, plate: '粤B·10002', state: 'online', lng: 114.6, lat: 22.6, speed: 55, accOn: true });
    expect(store.vehicleAt(rowOf(store, 31))?.state).toBe('offline');
    expect(store.stateCounts).toMatchObject({ all: 6, online: 2, offline: 1 });
    expect([groupCount(store, '华南分公司'), groupCount(store, '华东分公司')]).toEqual(['3/4', '0/2']);
    expect(store.clock).toBe(NOW + 5000);
    // a tick with nothing queued changes nothing
    vi.advanceTimersByTime(LIVE_APPLY_MS * 3);
    expect(store.revision).toBe(revision + 1);
  });

  it('under a state tab the lines follow the tick, and a checked vehicle goes on the map at its new position', async () => {
    const { store, live } = await liveSetup();
    store.setExpanded(2, true);
    store.setExpanded(3, true);
    store.setTab('offline');
    store.toggleVehicleCheck(rowOf(store, 12));
    expect(mapVehicles(store).map((vehicle) => [vehicle.id, vehicle.lng, vehicle.state])).toEqual([[12, 114.12, 'offline']]);
    live.push(changeSet('1768000001000-13-0', [{ id: 12, state: 'online', lng: 114.7 }, { id: 13, state: 'offline' }]));
    vi.advanceTimersByTime(LIVE_APPLY_MS);
    expect(lines(store)).toEqual(['总公司', '  华南分公司', '    深圳车队', '      粤B·20003']);
    expect(mapVehicles(store).map((vehicle) => [vehicle.id, vehicle.lng, vehicle.state])).toEqual([[12, 114.7, 'online']]);
  });

  it('a tick reaching a store with no data (not loaded, or reset meanwhile) changes nothing', async () => {
    const { store } = setup({ transport: drivenTransport().transport });
    store.applyBatches([changeSet('1768000001000-11-0', [{ id: 11, state: 'offline' }])]);
    expect(store.revision).toBe(0);
    await loaded(store);
    store.reset();
    store.applyBatches([changeSet('1768000001000-11-0', [{ id: 11, state: 'offline' }])]);
    expect(store.revision).toBe(0);
    expect(store.vehicleAt(0)).toBeNull();
  });

  it('a vehicle the list did not have is skipped', async () => {
    const { store, live } = await liveSetup();
    const before = store.stateCounts;
    live.push(changeSet('1768000001000-99-0', [{ id: 99, state: 'online' }]));
    vi.advanceTimersByTime(LIVE_APPLY_MS);
    expect(store.fleet?.rowOf(99)).toBeUndefined();
    expect(store.stateCounts).toEqual(before);
  });
});

describe('MonitorStore live feed and visibility', () => {
  it('hidden by the shell it drops the stream and holds what arrived; shown again it reconnects from the last cursor', async () => {
    const { store, live } = await liveSetup();
    const revision = store.revision;
    live.push(changeSet('1768000001000-11-0', [{ id: 11, state: 'stationary' }]));
    store.setShellVisible(false);
    expect(live.open()).toHaveLength(0);
    expect(store.liveStatus).toBe('paused');
    vi.advanceTimersByTime(LIVE_APPLY_MS * 5);
    expect(store.revision).toBe(revision);
    expect(store.vehicleAt(rowOf(store, 11))?.state).toBe('online');

    store.setShellVisible(true);
    expect(live.cursors()).toEqual([LIST_CURSOR, '1768000001000-11-0']);
    expect(store.liveStatus).toBe('streaming');
    vi.advanceTimersByTime(LIVE_APPLY_MS);
    expect(store.revision).toBe(revision + 1);
    expect(store.vehicleAt(rowOf(store, 11))?.state).toBe('stationary');
  });

  it('a console hidden before its first paint opens no stream until it is shown, then streams from the list’s cursor', async () => {
    const live = drivenTransport();
    const { store } = setup({ transport: live.transport });
    store.setShellVisible(false);
    await loaded(store);
    expect(live.cursors()).toEqual([]);
    store.setShellVisible(true);
    expect(live.cursors()).toEqual([LIST_CURSOR]);
    expect(store.liveStatus).toBe('streaming');
  });

  it('put away by the console for another of its screens it pauses as when hidden; shown again it catches up from the last cursor', async () => {
    const { store, live } = await liveSetup();
    const revision = store.revision;
    live.push(changeSet('1768000001000-11-0', [{ id: 11, state: 'stationary' }]));
    store.setScreenShown(false);
    expect(live.open()).toHaveLength(0);
    expect(store.liveStatus).toBe('paused');
    vi.advanceTimersByTime(LIVE_APPLY_MS * 5);
    expect(store.revision).toBe(revision);

    // the tab shown and hidden meanwhile does not start it: the page is still put away
    store.setPageVisible(false);
    store.setPageVisible(true);
    expect(live.open()).toHaveLength(0);

    store.setScreenShown(true);
    expect(live.cursors()).toEqual([LIST_CURSOR, '1768000001000-11-0']);
    expect(store.liveStatus).toBe('streaming');
    vi.advanceTimersByTime(LIVE_APPLY_MS);
    expect(store.vehicleAt(rowOf(store, 11))?.state).toBe('stationary');
  });

  it('a hidden browser tab pauses it too; it runs again only when both the shell and the tab show it', async () => {
    const { store, live } = await liveSetup();
    store.setPageVisible(false);
    expect(store.liveStatus).toBe('paused');
    store.setShellVisible(false);
    store.setPageVisible(true);
    expect(live.open()).toHaveLength(0);
    expect(store.liveStatus).toBe('paused');
    store.setShellVisible(true);
    expect(live.open()).toHaveLength(1);
    expect(live.cursors()).toEqual([LIST_CURSOR, LIST_CURSOR]);
    live.push(changeSet('1768000001000-21-0', [{ id: 21, state: 'online' }]));
    vi.advanceTimersByTime(LIVE_APPLY_MS);
    expect(store.vehicleAt(rowOf(store, 21))?.state).toBe('online');
  });

  it('an expired session stops the feed, shown or hidden, until a reset and the next load', async () => {
    const { store, live } = await liveSetup();
    store.sessionExpired();
    expect(store.liveStatus).toBe('expired');
    expect(live.open()).toHaveLength(0);
    store.setShellVisible(false);
    store.setShellVisible(true);
    expect(live.cursors()).toEqual([LIST_CURSOR]);
    expect(store.liveStatus).toBe('expired');

    store.reset();
    await loaded(store);
    expect(live.cursors()).toEqual([LIST_CURSOR, LIST_CURSOR]);
    expect(store.liveStatus).toBe('streaming');
  });

  it('a session that expires before the first paint never opens the stream', async () => {
    const live = drivenTransport();
    const { store } = setup({ transport: live.transport });
    await store.ensureLoaded();
    store.sessionExpired();
    vi.advanceTimersByTime(FRAME_MS);
    await until(() => store.settled);
    expect(live.cursors()).toEqual([]);
    expect(store.liveStatus).toBe('expired');
  });

  it('without a transport of its own it polls the changes endpoint over its client, from the list’s cursor, when the stream is refused', async () => {
    const { store, script, hits } = setup();
    script.changes.set(LIST_CURSOR, changeSet('1768000003000-32-0', [{ id: 32, state: 'online', speed: 30 }]));
    await loaded(store);
    await until(() => store.liveStatus === 'polling');
    expect(hits(STREAM_PATH)).toBe(1);
    expect(api.requests.find((request) => request.path.endsWith(CHANGES_PATH))?.query.cursor).toBe(LIST_CURSOR);
    vi.advanceTimersByTime(LIVE_APPLY_MS);
    expect(store.vehicleAt(rowOf(store, 32))).toMatchObject({ state: 'online', speed: 30 });
  });
});

describe('MonitorStore selection', () => {
  it('select gives the vehicle as it is now and follows the ticks; an id outside the fleet, or none, gives null', async () => {
    const { store, live } = await liveSetup();
    expect(store.selected).toBeNull();
    store.select(31);
    expect(store.selected).toMatchObject({ vehicleId: 31, plate: '沪A·40001', deviceNo: '358000000000031', state: 'online', lng: 114.31, lat: 22.31 });
    const positions: (number | null | undefined)[] = [];
    const stop = reaction(
      () => store.selected?.lng,
      (lng) => positions.push(lng),
    );
    live.push(changeSet('1768000001000-31-0', [{ id: 31, state: 'online', lng: 121.5, lat: 31.2, speed: 60 }]));
    vi.advanceTimersByTime(LIVE_APPLY_MS);
    stop();
    expect(positions).toEqual([121.5]);
    expect(store.selected).toMatchObject({ vehicleId: 31, lng: 121.5, lat: 31.2, speed: 60 });
    // selecting does not check it (the page does that)
    expect(store.checkedCount).toBe(0);
    store.select(999);
    expect(store.selected).toBeNull();
    store.select(null);
    expect(store.selected).toBeNull();
  });
});

describe('MonitorStore dispose', () => {
  it('stops the live feed and its tick, and answers queued address lookups with 获取位置失败 without asking the server', async () => {
    const { store, live, calls } = await liveSetup();
    const address = store.addresses.address({ lng: 114.11, lat: 22.11 });
    live.push(changeSet('1768000001000-11-0', [{ id: 11, state: 'offline' }]));
    const stream = live.open()[0];
    store.dispose();
    await expect(address).resolves.toBe(MSG_GEOCODE_FAILED);
    expect(stream?.signal.aborted).toBe(true);
    expect(store.liveStatus).toBe('idle');
    expect(store.fleet).toBeNull();
    // no tick left running (the buffer's interval and the frames are the faked timers)
    expect(vi.getTimerCount()).toBe(0);
    expect(calls.map((call) => call.path)).not.toContain(getAddressesEndpoint.path);
  });
});
