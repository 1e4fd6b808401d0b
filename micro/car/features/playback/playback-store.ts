import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { queryAlarms } from '@shared/api/alarm-api';
import { ALARM_PAGE_SIZE_MAX, type AlarmRow } from '@shared/api/dto/alarm-dto';
import type { Track, TrackStop } from '@shared/api/dto/track-dto';
import type { TrackQuery } from '@shared/api/endpoints/track-endpoints';
import { parseTime } from '@shared/api/time/china-time';
import { queryTrack } from '@shared/api/track-api';
import { getVehicle } from '@shared/api/vehicle-api';
import { errorText, isApiError, toApiError } from '@shared/http/api-error';
import type { HttpClient } from '@shared/http/http-client';
import { PlaybackClock, type PlaybackSpeed } from './playback-clock';
import { pointTimes, positionAt, type TrackPosition } from './track-position';

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
 * off the browser's main thread), the alarms of that range, and the clock. The clock's time is read
 * every animation frame by the page and published here as `time` for the controls and the chart.
 */
export class PlaybackStore {
  load: PlaybackLoad = { status: 'idle' };
  query: TrackQuery | null = null;
  track: Track | null = null;
  alarms: TrackAlarm[] = [];
  /** the alarm query failed (the track still plays) */
  alarmsError: string | null = null;
  /** the alarm list was cut at PLAYBACK_ALARM_MAX */
  alarmsCapped = false;
  /** the clock's time, refreshed each frame while playing and on every user action */
  time = 0;
  playing = false;
  speed: PlaybackSpeed = 1;
  follow = true;

  times: Float64Array = new Float64Array(0);
  clock: PlaybackClock | null = null;

  private readonly http: HttpClient;
  private readonly now: () => number;
  private controller: AbortController | null = null;

  constructor(deps: PlaybackStoreDeps) {
    this.http = deps.http;
    this.now = deps.now;
    makeAutoObservable<this, 'http' | 'now' | 'controller'>(
      this,
      { track: observableRef, alarms: observableRef, times: false, clock: false, http: false, now: false, controller: false },
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
    return this.track ? positionAt(this.track.points, this.times, this.time) : null;
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
    this.times = new Float64Array(0);
    try {
      const [track] = await Promise.all([queryTrack(this.http, query, { signal: controller.signal }), this.loadAlarms(query, controller.signal)]);
      if (controller.signal.aborted) return;
      if (track.points.length === 0) {
        const vehicle = await getVehicle(this.http, query.vehicleId, { signal: controller.signal });
        runInAction(() => {
          this.load = { status: 'empty', plate: vehicle.plate, lastFixTime: vehicle.lastFixTime };
        });
        return;
      }
      const times = pointTimes(track.points);
      runInAction(() => {
        this.times = times;
        this.clock = new PlaybackClock(times[0] as number, times[times.length - 1] as number, this.now);
        this.clock.setSpeed(this.speed);
        this.track = track;
        this.time = this.clock.time();
        this.load = { status: 'ready' };
      });
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

  /** Called every animation frame while playing: reads the clock once. */
  tick(): void {
    if (!this.clock) return;
    this.time = this.clock.time();
    this.playing = this.clock.isPlaying;
  }

  togglePlay(): void {
    if (!this.clock) return;
    if (this.clock.isPlaying) this.clock.pause();
    else this.clock.play();
    this.tick();
  }

  pause(): void {
    this.clock?.pause();
    this.tick();
  }

  setSpeed(speed: PlaybackSpeed): void {
    this.speed = speed;
    this.clock?.setSpeed(speed);
  }

  seek(time: number): void {
    this.clock?.seek(time);
    this.tick();
  }

  setFollow(follow: boolean): void {
    this.follow = follow;
  }

  /** Clicking a stop or an alarm: the clock jumps to its time. */
  jumpToStop(stop: TrackStop): void {
    const time = this.track?.points[stop.pointIndex]?.[0];
    this.seek(time ?? parseTime(stop.startTime) ?? this.time);
  }

  jumpToAlarm(alarm: TrackAlarm): void {
    this.seek(alarm.time);
  }

  dispose(): void {
    this.controller?.abort();
    this.clock?.pause();
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
