import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { AlarmPoller } from '@shared/alarms/alarm-poller';
import { markProcessed, mergeNewestFirst, withoutAlarms } from '@shared/alarms/alarm-merge';
import {
  REALTIME_ALARM_MAX,
  type AlarmRow,
  type AlarmType,
  type ProcessAlarmResult,
  type ProcessMethod,
  type ProcessedState,
  type RealtimeAlarm,
} from '@shared/api/dto/alarm-dto';
import { countRealtimeAlarms, processAlarm, queryAlarms } from '@shared/api/alarm-api';
import { getAddresses } from '@shared/api/geo-api';
import { createAddressBatcher, type AddressBatcher } from '@shared/geo/address-batcher';
import { chinaDay } from '@shared/api/time/china-time';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import type { HttpClient } from '@shared/http/http-client';
import { AsyncState } from '@shared/state/async-state';
import { afterPaint } from './after-paint';

/**
 * The real-time list keeps this many unprocessed alarms; older ones are in the history. One poll
 * may answer as many, so a storm between two polls leaves no hole in the list.
 */
export const REALTIME_LIST_MAX = REALTIME_ALARM_MAX;

export interface AlarmHistoryFilter {
  startTime: string;
  endTime: string;
  alarmTypes: AlarmType[];
  groupIds: number[];
  /** vehicles picked by plate (within the user's scope) */
  vehicleIds: number[];
  processedState: ProcessedState;
  /** part of a plate */
  keyword: string;
}

/** Today, China time: what an operator looks at first (to the day's end, so alarms raised since opening are found). */
export function defaultHistoryFilter(now: number): AlarmHistoryFilter {
  return {
    startTime: `${chinaDay(now)} 00:00:00`,
    endTime: `${chinaDay(now)} 23:59:59`,
    alarmTypes: [],
    groupIds: [],
    vehicleIds: [],
    processedState: 'all',
    keyword: '',
  };
}

export interface AlarmCentreStoreDeps {
  http: HttpClient;
  /** the operator's name, written on rows they process until the next load */
  handlerName: () => string;
  now?: () => number;
}

/**
 * The alarm centre: the real-time list (unprocessed alarms, newest first, polled since the last
 * id), the navigation badge (the server's count), the paged history and processing. Processing
 * rewrites the processed rows in place in both lists' data, takes them out of the real-time list
 * and drops the badge at once; the next count from the server confirms it.
 */
export class AlarmCentreStore {
  realtime: RealtimeAlarm[] = [];
  latestAlarmId = 0;
  badgeCount = 0;
  readonly realtimeState = new AsyncState();

  filter: AlarmHistoryFilter;
  history: AlarmRow[] = [];
  historyTotal = 0;
  historyTotalCapped = false;
  pageNum = FIRST_PAGE;
  pageSize = DEFAULT_PAGE_SIZE;
  readonly historyState = new AsyncState();
  processing = false;
  /** addresses of the rows on screen (both lists), batched and cached */
  readonly addresses: AddressBatcher;

  private readonly http: HttpClient;
  private readonly handlerName: () => string;
  private readonly now: () => number;
  private readonly poller: AlarmPoller;
  private historyController: AbortController | null = null;
  private wanted = false;
  private visible = true;
  private signedIn = true;

  constructor(deps: AlarmCentreStoreDeps) {
    this.http = deps.http;
    this.handlerName = deps.handlerName;
    this.now = deps.now ?? Date.now;
    this.filter = defaultHistoryFilter(this.now());
    // asked after the next frame is painted: the rows' first batch is queued as the alarm centre
    // opens, and on a busy machine its timer fell before that frame, with the request's validation
    // and send (~10 ms in the opening's profile) in the frame the user waits for
    this.addresses = createAddressBatcher({
      lookup: async (items) => {
        await afterPaint();
        return getAddresses(this.http, { lonAndLatToAddressVOS: items });
      },
    });
    this.poller = new AlarmPoller({
      http: this.http,
      since: () => this.latestAlarmId,
      limit: () => REALTIME_ALARM_MAX,
      onRoundStart: () => this.realtimeState.start(),
      onAlarms: async (answer) => {
        runInAction(() => {
          this.applyRealtime(answer.list, answer.latestAlarmId);
          this.realtimeState.succeed();
        });
        const counts = await countRealtimeAlarms(this.http).catch(() => null);
        if (counts) runInAction(() => (this.badgeCount = counts.total));
      },
      onError: (error) => this.realtimeState.fail(error),
      // an expired session pauses polling until the shell reports a new session (setSignedIn)
      onSessionExpired: () => this.setSignedIn(false),
    });
    makeAutoObservable<this, 'http' | 'handlerName' | 'now' | 'poller' | 'historyController' | 'wanted' | 'visible' | 'signedIn'>(
      this,
      {
        // both lists are replaced whole, never edited: plain arrays, so the table reads a thousand
        // rows without a proxy in between
        realtime: observableRef,
        history: observableRef,
        realtimeState: false,
        historyState: false,
        addresses: false,
        http: false,
        handlerName: false,
        now: false,
        poller: false,
        historyController: false,
        wanted: false,
        visible: false,
        signedIn: false,
      },
      { autoBind: true },
    );
  }

  /** Starts polling (first poll at once); calling it again while polling does nothing. */
  start(): void {
    this.wanted = true;
    if (this.visible && this.signedIn) this.poller.start();
  }

  stop(): void {
    this.wanted = false;
    this.poller.stop();
  }

  /** A hidden console does not poll (the shell's alarm tip watches meanwhile); shown again, it resumes if it was polling. */
  setVisible(visible: boolean): void {
    this.visible = visible;
    if (!visible) this.poller.stop();
    else if (this.wanted) this.start();
  }

  /** Logged out: no polling; the next login resumes it if the console was polling. */
  setSignedIn(signedIn: boolean): void {
    this.signedIn = signedIn;
    if (!signedIn) this.poller.stop();
    else if (this.wanted) this.start();
  }

  get running(): boolean {
    return this.poller.running;
  }

  /** One round: new alarms since the last id, then the badge. A round still under way is not doubled. */
  poll(): Promise<void> {
    return this.poller.poll();
  }

  applyRealtime(list: readonly RealtimeAlarm[], latestAlarmId: number): void {
    const fresh = list.filter((alarm) => !alarm.processed);
    // a poll with nothing new keeps the same list: the table does not render again
    if (fresh.length > 0) this.realtime = mergeNewestFirst(this.realtime, fresh, REALTIME_LIST_MAX);
    this.latestAlarmId = Math.max(this.latestAlarmId, latestAlarmId);
  }

  /** A new search: back to page 1 (product-spec §9). */
  search(filter: Partial<AlarmHistoryFilter>): Promise<void> {
    this.filter = { ...this.filter, ...filter };
    this.pageNum = FIRST_PAGE;
    return this.loadHistory();
  }

  changePage(pageNum: number, pageSize: number): Promise<void> {
    if (pageSize !== this.pageSize) {
      this.pageSize = pageSize;
      this.pageNum = FIRST_PAGE;
    } else this.pageNum = pageNum;
    return this.loadHistory();
  }

  loadHistory(): Promise<void> {
    this.historyController?.abort();
    const controller = new AbortController();
    this.historyController = controller;
    const { startTime, endTime, alarmTypes, groupIds, vehicleIds, processedState, keyword } = this.filter;
    return this.historyState
      .run(
        () =>
          queryAlarms(
            this.http,
            {
              startTime,
              endTime,
              processedState,
              pageNum: this.pageNum,
              pageSize: this.pageSize,
              ...(alarmTypes.length ? { alarmTypes } : {}),
              ...(groupIds.length ? { groupIds } : {}),
              ...(vehicleIds.length ? { vehicleIds } : {}),
              ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
            },
            { signal: controller.signal },
          ),
        {
          signal: controller.signal,
          apply: (page) => {
            this.history = page.list;
            this.historyTotal = page.total;
            this.historyTotalCapped = page.totalCapped;
          },
        },
      )
      .then(() => undefined);
  }

  /**
   * Processes one or many alarms. The processed (and the ones someone else processed meanwhile)
   * leave the real-time list and the badge drops by as many; history rows change in place.
   */
  async process(alarmIds: readonly number[], processMethod: ProcessMethod, note: string): Promise<ProcessAlarmResult> {
    this.processing = true;
    try {
      const trimmed = note.trim();
      const request = alarmIds.length === 1 ? { alarmId: alarmIds[0] } : { alarmIds: [...alarmIds] };
      const result = await processAlarm(this.http, { ...request, processMethod, ...(trimmed ? { note: trimmed } : {}) });
      runInAction(() => this.applyProcessed(result, processMethod, trimmed || null));
      return result;
    } finally {
      runInAction(() => (this.processing = false));
    }
  }

  applyProcessed(result: ProcessAlarmResult, processMethod: ProcessMethod, note: string | null): void {
    const done = new Set(result.results.filter((item) => item.result === 'processed').map((item) => item.alarmId));
    const gone = new Set(result.results.filter((item) => item.result !== 'notFound').map((item) => item.alarmId));
    const leaving = this.realtime.filter((alarm) => gone.has(alarm.alarmId)).length;
    this.realtime = withoutAlarms(this.realtime, gone);
    this.badgeCount = Math.max(0, this.badgeCount - Math.max(leaving, done.size));
    const processedAt = new Date(this.now()).toISOString();
    this.history = markProcessed(this.history, done, { processMethod, note, handlerName: this.handlerName(), processedAt });
  }

  /** Another user: nothing of the last one's alarms stays. */
  reset(): void {
    this.poller.invalidate();
    this.historyController?.abort();
    this.historyController = null;
    this.realtime = [];
    this.latestAlarmId = 0;
    this.badgeCount = 0;
    this.history = [];
    this.historyTotal = 0;
    this.pageNum = FIRST_PAGE;
    this.realtimeState.reset();
    this.historyState.reset();
  }

  dispose(): void {
    this.stop();
    this.historyController?.abort();
    this.addresses.dispose();
  }
}
