import { makeAutoObservable } from 'mobx';
import * as z from 'zod/mini';
import { AlarmPoller } from '@shared/alarms/alarm-poller';
import { mergeNewestFirst } from '@shared/alarms/alarm-merge';
import type { RealtimeAlarms } from '@shared/api/dto/alarm-dto';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import type { HttpClient } from '@shared/http/http-client';
import type { TypedStorage } from '@shared/storage/typed-storage';

/** The tip lists this many of the newest alarms; the count says how many came in all. */
export const ALARM_TIP_ROWS = 5;

/** One poll of the tip asks for at most this many: it shows five and counts the rest. */
export const ALARM_TIP_POLL_LIMIT = 50;

const tipAlarmSchema = z.object({
  alarmId: z.number(),
  vehicleId: z.number(),
  plate: z.string(),
  /** the type's code, for the dictionary's name; tips stored before it was kept have none */
  type: z.optional(z.string()),
  typeName: z.string(),
  alarmTime: z.string(),
});
export type TipAlarm = z.infer<typeof tipAlarmSchema>;

/** `alarmRealTime` (product-spec §3): what the tip knows, so a reload neither repeats nor loses it. */
const alarmRealTimeSchema = z.object({
  /** the first poll of the session has set where "new" starts */
  primed: z.boolean(),
  /** the newest alarm seen; the next poll asks for what came after it */
  latestAlarmId: z.number(),
  open: z.boolean(),
  /** new alarms since the tip was last closed */
  unseen: z.number(),
  alarms: z.array(tipAlarmSchema),
});
export type AlarmRealTime = z.infer<typeof alarmRealTimeSchema>;

export interface AlarmTipStoreDeps {
  http: HttpClient;
  storage: TypedStorage;
  /** the voice cue; called once per poll that brought alarms asking for a sound */
  playCue: () => void;
  voiceOn: () => boolean;
}

/**
 * The shell's alarm tip (product-spec §2): while someone is logged in it polls the real-time
 * alarms and keeps ONE tip with the newest ones, however many arrive (a storm updates the tip, it
 * does not pile up notifications). The first poll of a session only sets where "new" starts: the
 * backlog is the alarm centre's, not a tip's.
 */
export class AlarmTipStore {
  primed = false;
  latestAlarmId = 0;
  open = false;
  unseen = 0;
  alarms: TipAlarm[] = [];

  private readonly deps: AlarmTipStoreDeps;
  private readonly poller: AlarmPoller;

  constructor(deps: AlarmTipStoreDeps) {
    this.deps = deps;
    const stored = deps.storage.read(STORAGE_KEYS.alarmRealTime, alarmRealTimeSchema);
    if (stored) Object.assign(this, stored);
    this.poller = new AlarmPoller({
      http: deps.http,
      // before the first answer of a session: only where "new" starts (one alarm)
      since: () => (this.primed ? this.latestAlarmId : 0),
      limit: () => (this.primed ? ALARM_TIP_POLL_LIMIT : 1),
      onAlarms: (answer) => this.applyAnswer(answer),
      // an expired session stops the watch (the poller stops); the tip starts again after the next login
      onError: (error) => {
        if (error.kind !== 'session-expired') console.warn('[报警提示] 实时报警查询失败', error);
      },
    });
    makeAutoObservable<this, 'deps' | 'poller'>(this, { deps: false, poller: false }, { autoBind: true });
  }

  start(): void {
    this.poller.start();
  }

  stop(): void {
    this.poller.stop();
  }

  /** Polling is under way (started and not stopped by a logout or an expired session). */
  get running(): boolean {
    return this.poller.running;
  }

  poll(): Promise<void> {
    return this.poller.poll();
  }

  private applyAnswer(answer: RealtimeAlarms): void {
    const since = this.latestAlarmId;
    if (!this.primed) {
      this.primed = true;
      this.latestAlarmId = answer.latestAlarmId;
    } else {
      const fresh = answer.list.filter((alarm) => alarm.alarmId > since && !alarm.processed);
      this.latestAlarmId = Math.max(since, answer.latestAlarmId);
      if (fresh.length > 0) {
        this.alarms = mergeNewestFirst(
          this.alarms,
          fresh.map(({ alarmId, vehicleId, plate, type, typeName, alarmTime }) => ({ alarmId, vehicleId, plate, type, typeName, alarmTime })),
          ALARM_TIP_ROWS,
        );
        this.unseen += fresh.length;
        this.open = true;
        if (this.deps.voiceOn() && fresh.some((alarm) => alarm.sound)) this.deps.playCue();
      }
    }
    this.save();
  }

  /** Closed by the operator: it opens again with the next new alarm. */
  close(): void {
    this.open = false;
    this.unseen = 0;
    this.alarms = [];
    this.save();
  }

  /** Logged out (clear-all has removed the stored state). */
  reset(): void {
    this.poller.stop();
    // a poll under way belongs to the last user
    this.poller.invalidate();
    this.primed = false;
    this.latestAlarmId = 0;
    this.open = false;
    this.unseen = 0;
    this.alarms = [];
  }

  private save(): void {
    const state: AlarmRealTime = { primed: this.primed, latestAlarmId: this.latestAlarmId, open: this.open, unseen: this.unseen, alarms: this.alarms };
    this.deps.storage.write(STORAGE_KEYS.alarmRealTime, state);
  }
}
