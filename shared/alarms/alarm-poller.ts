import { queryRealtimeAlarms } from '../api/alarm-api';
import type { RealtimeAlarms } from '../api/dto/alarm-dto';
import { toApiError, type ApiError } from '../http/api-error';
import type { HttpClient } from '../http/http-client';
import { ALARM_POLL_MS } from './alarm-polling';

export interface AlarmPollerDeps {
  http: HttpClient;
  /** the newest alarm id already known; 0 before the first answer (the next poll asks for what came after it) */
  since: () => number;
  /** how many alarms one poll asks for, given where it starts */
  limit: (since: number) => number;
  /** an answer, unless `invalidate` came while it was on its way; awaited inside the round */
  onAlarms: (answer: RealtimeAlarms, since: number) => void | Promise<void>;
  /** a round is starting (a store that shows loading) */
  onRoundStart?: () => void;
  /** a failed round, the expired session included (the poller has already stopped for that one) */
  onError?: (error: ApiError) => void;
  /** 4010: polling has stopped; whoever owns the session starts it again after the next login */
  onSessionExpired?: () => void;
  intervalMs?: number;
}

/**
 * The since-last-id loop of the real-time alarms, shared by the shell's alarm tip and the console's
 * alarm centre: one interval, at most one round under way, and a stop on an expired session (every
 * further poll would answer 4010 and reopen the session dialog the user has just closed).
 */
export class AlarmPoller {
  private readonly deps: AlarmPollerDeps;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** the generation of the round under way, null when none */
  private inFlight: number | null = null;
  private generation = 0;

  constructor(deps: AlarmPollerDeps) {
    this.deps = deps;
  }

  /** Polls at once, then every interval; calling it again while polling does nothing. */
  start(): void {
    if (this.timer) return;
    void this.poll();
    this.timer = setInterval(() => void this.poll(), this.deps.intervalMs ?? ALARM_POLL_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Answers of rounds under way are dropped (the user has changed): they belong to the last one. */
  invalidate(): void {
    this.generation += 1;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** One round. A round still under way for the same user is not doubled. */
  async poll(): Promise<void> {
    const generation = this.generation;
    if (this.inFlight === generation) return;
    this.inFlight = generation;
    const { http, since, limit, onAlarms, onRoundStart, onError, onSessionExpired } = this.deps;
    try {
      const from = since();
      const count = limit(from);
      onRoundStart?.();
      let answer: RealtimeAlarms;
      try {
        answer = await queryRealtimeAlarms(http, from > 0 ? { sinceAlarmId: from, limit: count } : { limit: count });
      } catch (error) {
        if (generation !== this.generation) return;
        const apiError = toApiError(error);
        if (apiError.kind === 'session-expired') this.stop();
        onError?.(apiError);
        if (apiError.kind === 'session-expired') onSessionExpired?.();
        return;
      }
      if (generation === this.generation) await onAlarms(answer, from);
    } finally {
      if (this.inFlight === generation) this.inFlight = null;
      // the user changed while this round ran: its answer was dropped, the new user's round follows at once
      // (not one interval later)
      if (generation !== this.generation && this.timer && this.inFlight === null) void this.poll();
    }
  }
}
