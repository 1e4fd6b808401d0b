import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { queryAlarms } from '@shared/api/alarm-api';
import { ALARM_PAGE_SIZE_MAX, type AlarmRow } from '@shared/api/dto/alarm-dto';
import type { LoadedTrack } from '@shared/api/dto/track-binary';
import type { TrackPoints, TrackStop } from '@shared/api/dto/track-dto';
import type { TrackQuery } from '@shared/api/endpoints/track-endpoints';
import { parseTime } from '@shared/api/time/china-time';
import { queryTrack } from '@shared/api/track-api';
import { getVehicle } from '@shared/api/vehicle-api';
import { errorText, isApiError, toApiError } from '@shared/http/api-error';
import { preloadFleetMap } from '@shared/map/load-fleet-map';
import type { HttpClient } from '@shared/http/http-client';
import { PlaybackClock, type PlaybackSpeed } from './playback-clock';
import { positionAt, type TrackPosition } from './track-position';

/**
 * While playing, what React shows (the time axis) is refreshed at most this often, and only when the
 * axis would move (AXIS_PIXELS); the map's marker, the chart's cursor and the clock's text follow
 * every frame through `onFrame`, without a render.
 */
export const UI_REFRESH_MS = 100;

/**
 * The widest time axis drawn (px, wider than any screen's): while playing, React's time moves only
 * when the clock has gone a pixel of such an axis, (end − start) / AXIS_PIXELS. A React render of
 * the axis (the 64× bench's costliest frames, one in six) is wasted while the handle stays on the
 * same pixel: at 64× over a week that is several seconds.
 */
export const AXIS_PIXELS = 4000;

/**
 * Called every frame while playing and at once on every user action: the clock's time, where the
 * vehicle is, and whether this frame is a user's action or a paused clock (`settled`: show it now)
 * rather than one frame of many while playing (a listener may skip some of those).
 */
export type FrameListener = (time: number, position: TrackPosition | null, settled: boolean) => void;

/** Alarms shown on one track: pages of the alarm query, at most this many (a week of one vehicle rarely comes close). */
export const PLAYBACK_ALARM_MAX = 1000;

export type PlaybackLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready' }
  /** no point in the range; `lastFixTime` is the vehicle's last report (null: never reported) */
  | { status: 'empty'; plate: string; lastFixTime: string | null }
  /** `retry`: a failed request (network, server); false: the server's answer (unknown vehicle...) */
  | { status: 'error'; message: string; retry: boolean };

export interface PlaybackStoreDeps {
  http: HttpClient;
  /** wall clock for the player (performance.now in the app, a hand-driven one in tests) */
  now: () => number;
}

/** An alarm placed on the line: its time on the clock and where it happened. */
export interface TrackAlarm {
  alarmId: number;
  time: number;
  typeName: string;
  detail: string | null;
  lng: number | null;
  lat: number | null;
}

const toTrackAlarm = (row: AlarmRow): TrackAlarm => ({
  alarmId: row.alarmId,
  time: parseTime(row.alarmTime) ?? 0,
  typeName: row.typeName,
  detail: row.detail,
  lng: row.lng,
  lat: row.lat,
});

/**
 * One playback: the track of a vehicle over a range (points, stops and totals, computed by the server
 * off the browser's main thread), the alarms of that range, and the clock. The clock is read every
 * animation frame by the page (`tick`): the frame listeners (marker, played line, chart cursor) get
 * each frame, written straight to their layers; the observable `time` that React renders is
 * published on every user action and, while playing, at most every UI_REFRESH_MS once the axis moves.
 */
export class PlaybackStore {
  load: PlaybackLoad = { status: 'idle' };
  query: TrackQuery | null = null;
  track: LoadedTrack | null = null;
  alarms: TrackAlarm[] = [];
  /** the alarm query failed (the track still plays) */
  alarmsError: string | null = null;
  /** the alarm list was cut at PLAYBACK_ALARM_MAX */
  alarmsCapped = false;
  /** the clock's time for React: on every user action; while playing, at most every UI_REFRESH_MS and when the axis moves a pixel */
  time = 0;
  playing = false;
  speed: PlaybackSpeed = 1;
  follow = true;

  /** the track's points as typed arrays (every point, for the clock); set with `track` */
  points: TrackPoints | null = null;
  clock: PlaybackClock | null = null;
  /** the map has drawn its first frame (or failed): what is not needed for it (the chart) waits for this */
  mapShown = false;

  private readonly http: HttpClient;
  private readonly now: () => number;
  private controller: AbortController | null = null;
  private readonly frameListeners = new Set<FrameListener>();
  private publishedAt = Number.NEGATIVE_INFINITY;

  constructor(deps: PlaybackStoreDeps) {
    this.http = deps.http;
    this.now = deps.now;
    makeAutoObservable<this, 'http' | 'now' | 'controller' | 'frameListeners' | 'publishedAt'>(
      this,
      {
        track: observableRef,
        alarms: observableRef,
        points: false,
        // a reference React may read before the track is here (the controls mount while it loads):
        // startMs/endMs must follow its assignment, not stay cached from the empty store
        clock: observableRef,
        http: false,
        now: false,
        controller: false,
        frameListeners: false,
        publishedAt: false,
      },
      { autoBind: true },
    );
  }

  get startMs(): number {
    return this.clock?.startMs ?? 0;
  }

  get endMs(): number {
    return this.clock?.endMs ?? 0;
  }

  /** Where the vehicle is now (interpolated), or null before a track is loaded. */
  get position(): TrackPosition | null {
    return this.track && this.points ? positionAt(this.points, this.time) : null;
  }

  get stops(): TrackStop[] {
    return this.track?.stops ?? [];
  }

  /** Loads the track and the alarms of a range; a new query cancels the one under way. */
  async open(query: TrackQuery): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.query = query;
    this.pause();
    this.load = { status: 'loading' };
    this.track = null;
    this.alarms = [];
    this.alarmsError = null;
    this.alarmsCapped = false;
    this.clock = null;
    this.points = null;
    this.mapShown = false;
    // the map's code loads while the server answers: the first frame does not wait for both in turn
    preloadFleetMap();
    try {
      const track = await queryTrack(this.http, query, { signal: controller.signal });
      if (controller.signal.aborted) return;
      // the alarms are asked for once the track is here, and the first frame does not wait for them:
      // asked together, the server (one thread) answered them before the large track, and the
      // browser parsed their pages first; the map draws them when they come
      const alarms = this.loadAlarms(query, controller.signal);
      const points = track.points;
      if (points.count === 0) {
        const vehicle = await getVehicle(this.http, query.vehicleId, { signal: controller.signal });
        runInAction(() => {
          this.load = { status: 'empty', plate: vehicle.plate, lastFixTime: vehicle.lastFixTime };
        });
        return;
      }
      runInAction(() => {
        this.points = points;
        this.clock = new PlaybackClock(points.time[0] as number, points.time[points.count - 1] as number, this.now);
        this.clock.setSpeed(this.speed);
        this.track = track;
        this.time = this.clock.time();
        this.load = { status: 'ready' };
      });
      // shown already: `open` settles when the alarms are in too (they never throw)
      await alarms;
    } catch (error) {
      if (controller.signal.aborted) return;
      const apiError = toApiError(error);
      if (apiError.kind === 'aborted') return;
      // the server's refusal (unknown or foreign vehicle, a refused range) is final: its words, no retry
      const final = isApiError(error) && (apiError.kind === 'flag' || apiError.kind === 'invalid-request');
      runInAction(() => {
        this.load = { status: 'error', message: errorText(apiError), retry: !final };
      });
    }
  }

  retry(): void {
    if (this.query) void this.open(this.query);
  }

  /**
   * Called every animation frame while playing, and after every user action: reads the clock once,
   * hands the frame to the listeners, and publishes the time for React (throttled while playing).
   */
  tick(): void {
    this.showFrame(false);
  }

  /** A frame: to the listeners always, to React when `now` (a user's action) or when the throttle allows. */
  private showFrame(now: boolean): void {
    if (!this.clock) return;
    const time = this.clock.time();
    const playing = this.clock.isPlaying;
    if (this.frameListeners.size > 0) {
      const position = this.points ? positionAt(this.points, time) : null;
      const settled = now || !playing;
      this.frameListeners.forEach((listener) => listener(time, position, settled));
    }
    const wall = this.now();
    const axisPixelMs = (this.clock.endMs - this.clock.startMs) / AXIS_PIXELS;
    if (now || !playing || !this.playing || (wall - this.publishedAt >= UI_REFRESH_MS && Math.abs(time - this.time) >= axisPixelMs)) {
      this.publishedAt = wall;
      this.time = time;
      this.playing = playing;
    }
  }

  /** Follows the clock frame by frame (called at once with the current frame); answers the unsubscribe. */
  onFrame(listener: FrameListener): () => void {
    this.frameListeners.add(listener);
    const time = this.clock?.time() ?? this.time;
    listener(time, this.points ? positionAt(this.points, time) : null, true);
    return () => {
      this.frameListeners.delete(listener);
    };
  }

  /** The map has shown the track (or given up): the chart may load now. */
  markMapShown(): void {
    this.mapShown = true;
  }

  togglePlay(): void {
    if (!this.clock) return;
    if (this.clock.isPlaying) this.clock.pause();
    else this.clock.play();
    this.showFrame(true);
  }

  pause(): void {
    this.clock?.pause();
    this.showFrame(true);
  }

  setSpeed(speed: PlaybackSpeed): void {
    this.speed = speed;
    this.clock?.setSpeed(speed);
  }

  seek(time: number): void {
    this.clock?.seek(time);
    this.showFrame(true);
  }

  setFollow(follow: boolean): void {
    this.follow = follow;
  }

  /** Clicking a stop or an alarm: the clock jumps to its time. */
  jumpToStop(stop: TrackStop): void {
    const time = this.points?.time[stop.pointIndex];
    this.seek(time ?? parseTime(stop.startTime) ?? this.time);
  }

  jumpToAlarm(alarm: TrackAlarm): void {
    this.seek(alarm.time);
  }

  dispose(): void {
    this.controller?.abort();
    this.clock?.pause();
    this.frameListeners.clear();
  }

  private async loadAlarms(query: TrackQuery, signal: AbortSignal): Promise<void> {
    const rows: AlarmRow[] = [];
    try {
      for (let pageNum = 1; rows.length < PLAYBACK_ALARM_MAX; pageNum += 1) {
        const page = await queryAlarms(
          this.http,
          { startTime: query.startTime, endTime: query.endTime, vehicleIds: [Number(query.vehicleId)], pageNum, pageSize: ALARM_PAGE_SIZE_MAX },
          { signal },
        );
        rows.push(...page.list);
        if (page.list.length < ALARM_PAGE_SIZE_MAX || rows.length >= page.total) break;
      }
      const alarms = rows
        .slice(0, PLAYBACK_ALARM_MAX)
        .map(toTrackAlarm)
        .sort((a, b) => a.time - b.time);
      runInAction(() => {
        this.alarms = alarms;
        this.alarmsCapped = rows.length >= PLAYBACK_ALARM_MAX;
      });
    } catch (error) {
      if (signal.aborted) return;
      // the alarms are an extra: the track plays without them, the panel says why they are missing
      runInAction(() => {
        this.alarmsError = errorText(error);
      });
    }
  }
}
