import { autorun } from 'mobx';
import type { AlarmRow } from '@shared/api/dto/alarm-dto';
import { encodeTrackBinary, type TrackHead } from '@shared/api/dto/track-binary';
import type { TrackPoint } from '@shared/api/dto/track-dto';
import { TRACK_POINT_FIELDS } from '@shared/api/dto/track-dto';
import { ApiError } from '@shared/http/api-error';
import { AXIS_PIXELS, PlaybackStore, UI_REFRESH_MS } from '@car/features/playback/playback-store';
import { fakeHttp } from './fake-http';
import { WAIT_FOR_CONDITION_MS } from '../../../../time-budgets';

const T0 = Date.UTC(2026, 0, 15, 0, 0, 0);
const MIN = 60_000;
const QUERY = { vehicleId: 5, startTime: '2026-01-15 08:00:00', endTime: '2026-01-15 20:00:00' };

const point = (minute: number, lng: number, speed: number): TrackPoint => [T0 + minute * MIN, lng, 22.5, speed, 90, 1, 0, 0];

/** The server's binary answer (track-binary.ts) for these points. */
const track = (points: TrackPoint[]): ArrayBuffer => {
  const head: TrackHead = {
    vehicleId: 5,
    plate: '粤B·12345',
    startTime: new Date(T0).toISOString(),
    endTime: new Date(T0 + 60 * MIN).toISOString(),
    fields: [...TRACK_POINT_FIELDS],
    stops: [{ startTime: new Date(T0 + 10 * MIN).toISOString(), endTime: new Date(T0 + 20 * MIN).toISOString(), durationS: 600, lng: 114.1, lat: 22.5, pointIndex: 1 }],
    totals: { pointCount: points.length, backfillCount: 0, distanceKm: 1, movingS: 600, parkingS: 600, maxSpeed: 60, avgSpeed: 30 },
  };
  const column = (at: number) => points.map((p) => p[at] as number);
  const bytes = encodeTrackBinary(JSON.stringify({ flag: 1, msg: '成功', obj: head }), {
    count: points.length,
    time: column(0),
    lng: column(1),
    lat: column(2),
    speed: column(3),
    direction: column(4),
    accOn: column(5),
    mileageKm: column(6),
    backfill: column(7),
  });
  return bytes.buffer as ArrayBuffer;
};

const alarm = (alarmId: number, minute: number): AlarmRow => ({
  alarmId,
  vehicleId: 5,
  plate: '粤B·12345',
  groupId: 1,
  groupName: '一组',
  type: 'overspeed',
  typeName: '超速报警',
  level: 1,
  alarmTime: new Date(T0 + minute * MIN).toISOString(),
  lng: 114.05,
  lat: 22.5,
  speed: 90,
  detail: null,
  processed: false,
  processMethod: null,
  handlerName: null,
  processedAt: null,
  note: null,
});

const alarmPage = (list: AlarmRow[]) => ({ list, total: list.length, pageNum: 1, pageSize: 100, totalCapped: false });

function setup(routes: Parameters<typeof fakeHttp>[0]) {
  const wall = { ms: 0 };
  const http = fakeHttp(routes);
  return { wall, http, store: new PlaybackStore({ http, now: () => wall.ms }) };
}

describe('PlaybackStore', () => {
  it('loads the track and the alarms of the range, the clock at the first point', async () => {
    const { store, http } = setup({
      'queryTrack.json': () => track([point(0, 114, 60), point(10, 114.1, 0), point(20, 114.1, 0), point(30, 114.2, 60)]),
      newQueryAlarm: () => alarmPage([alarm(2, 25), alarm(1, 5)]),
    });
    await store.open(QUERY);
    expect(store.load).toEqual({ status: 'ready' });
    expect(store.time).toBe(T0);
    expect(store.endMs).toBe(T0 + 30 * MIN);
    // the alarms of that vehicle and range, in time order for the list and the line
    expect(http.calls.find((call) => call.path.endsWith('newQueryAlarm'))?.request).toMatchObject({ vehicleIds: [5], startTime: QUERY.startTime, endTime: QUERY.endTime });
    expect(store.alarms.map((item) => item.alarmId)).toEqual([1, 2]);
  });

  it('gives the track\'s range to what observed it before the track came (the controls mount while it loads)', async () => {
    const { store } = setup({
      'queryTrack.json': () => track([point(0, 114, 60), point(30, 114.2, 60)]),
      newQueryAlarm: () => alarmPage([]),
    });
    const seen: Array<[number, number]> = [];
    const stop = autorun(() => seen.push([store.startMs, store.endMs]));
    await store.open(QUERY);
    stop();
    expect(seen[0]).toEqual([0, 0]);
    expect(seen.at(-1)).toEqual([T0, T0 + 30 * MIN]);
  });

  it('plays in track time, jumps to a stop or an alarm when one is clicked', async () => {
    const { store, wall } = setup({
      'queryTrack.json': () => track([point(0, 114, 60), point(10, 114.1, 0), point(20, 114.1, 0), point(30, 114.2, 60)]),
      newQueryAlarm: () => alarmPage([alarm(1, 25)]),
    });
    await store.open(QUERY);
    store.setSpeed(64);
    store.togglePlay();
    wall.ms += 1000;
    store.tick();
    expect(store.time).toBe(T0 + 64_000);
    expect(store.playing).toBe(true);
    const [stop] = store.stops;
    if (!stop) throw new Error('the fixture has a stop');
    store.jumpToStop(stop);
    expect(store.time).toBe(T0 + 10 * MIN);
    const [first] = store.alarms;
    if (!first) throw new Error('the fixture has an alarm');
    store.jumpToAlarm(first);
    expect(store.time).toBe(T0 + 25 * MIN);
    expect(store.position?.lng).toBeCloseTo(114.15, 9);
    store.togglePlay();
    expect(store.playing).toBe(false);
  });

  it('hands every frame to the map, the cursor and the clock text, but refreshes what React shows at most every UI_REFRESH_MS, once the axis moves a pixel', async () => {
    const { store, wall } = setup({
      'queryTrack.json': () => track([point(0, 114, 60), point(10, 114.1, 0), point(20, 114.1, 0), point(30, 114.2, 60)]),
      newQueryAlarm: () => alarmPage([]),
    });
    await store.open(QUERY);
    const frames: Array<{ time: number; lng: number | undefined }> = [];
    const stop = store.onFrame((time, position) => frames.push({ time, lng: position?.lng }));
    // called at once with where the clock stands
    expect(frames).toEqual([{ time: T0, lng: 114 }]);
    store.togglePlay();
    for (let frame = 1; frame <= 12; frame += 1) {
      wall.ms += 16;
      store.tick();
    }
    // 1× for 192 ms: every frame reached the listener; React saw none, a pixel of the widest axis
    // over this 30-minute track is 1 800 000 / AXIS_PIXELS = 450 ms of track time
    expect(frames.at(-1)?.time).toBe(T0 + 192);
    expect(frames).toHaveLength(14);
    expect(store.time).toBe(T0);
    expect(AXIS_PIXELS).toBe(4000);
    for (let frame = 13; frame <= 40; frame += 1) {
      wall.ms += 16;
      store.tick();
    }
    // 640 ms: one refresh, at the first frame past 450 ms (464), more than UI_REFRESH_MS after the last
    expect(frames).toHaveLength(42);
    expect(store.time).toBe(T0 + 464);
    expect(UI_REFRESH_MS).toBe(100);
    // a user's action shows at once, in both
    store.seek(T0 + 5 * MIN);
    expect(store.time).toBe(T0 + 5 * MIN);
    expect(frames.at(-1)).toEqual({ time: T0 + 5 * MIN, lng: 114.05 });
    stop();
    store.pause();
    expect(frames.at(-1)?.time).toBe(T0 + 5 * MIN);
    expect(store.playing).toBe(false);
  });

  it('says when the range has no point, with the last report time', async () => {
    const { store } = setup({
      'queryTrack.json': () => track([]),
      newQueryAlarm: () => alarmPage([]),
      'getVehicle.json': () => ({
        vehicleId: 5, plate: '粤B·12345', deviceNo: '1', groupId: 1, groupName: '一组', state: 'offline', lng: null, lat: null, speed: 0, accOn: false,
        lastFixTime: '2026-01-10T02:00:00.000Z', platformExpireDate: null, simExpireDate: null,
        model: 'GT06', simNo: '1', driverName: null, driverPhone: null, voltage: null, gsmSignal: null, satellites: null,
      }),
    });
    await store.open(QUERY);
    expect(store.load).toMatchObject({ status: 'empty', plate: '粤B·12345', lastFixTime: '2026-01-10T02:00:00.000Z' });
  });

  it('shows the server’s refusal without retry, and offers retry after a failed request', async () => {
    let refuse = true;
    const { store } = setup({
      'queryTrack.json': () => {
        throw refuse ? new ApiError({ kind: 'flag', flag: 0, message: '车辆不存在或无权查看' }) : new ApiError({ kind: 'network' });
      },
      newQueryAlarm: () => alarmPage([]),
    });
    await store.open(QUERY);
    expect(store.load).toEqual({ status: 'error', message: '车辆不存在或无权查看', retry: false });
    refuse = false;
    store.retry();
    await vi.waitFor(() => expect(store.load).toMatchObject({ status: 'error', retry: true }), { timeout: WAIT_FOR_CONDITION_MS });
  });

  it('says in Chinese that a body which does not decode is malformed, and offers retry', async () => {
    const good = track([point(0, 114, 60), point(1, 114.01, 60)]);
    // the head and the first columns, then cut: the point columns are shorter than the head says
    const { store } = setup({ 'queryTrack.json': () => good.slice(0, good.byteLength - 5), newQueryAlarm: () => alarmPage([]) });
    await store.open(QUERY);
    expect(store.load).toEqual({ status: 'error', message: '服务器返回的数据格式不正确', retry: true });
  });

  it('plays the track when only the alarms fail, and says why they are missing', async () => {
    const { store } = setup({
      'queryTrack.json': () => track([point(0, 114, 60), point(1, 114.01, 60)]),
      newQueryAlarm: () => {
        throw new ApiError({ kind: 'timeout', message: '请求超时' });
      },
    });
    await store.open(QUERY);
    expect(store.load).toEqual({ status: 'ready' });
    expect(store.alarmsError).toBe('请求超时');
  });
});
