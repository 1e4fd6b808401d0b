import type { LiveChanges } from '@shared/api/dto/live-dto';
import { SECOND_MS } from '@shared/constants/time';
import { toApiError } from '@shared/http/api-error';

export type LiveStatus = 'idle' | 'connecting' | 'streaming' | 'polling' | 'lost' | 'paused' | 'expired';

/** The small status line under the map. */
export const LIVE_STATUS_TEXT: Record<LiveStatus, string> = {
  idle: '',
  connecting: '正在连接实时数据…',
  streaming: '实时更新中',
  polling: '定时刷新中',
  lost: '连接已断开，正在重试…',
  paused: '已暂停更新',
  expired: '登录已过期，实时更新已停止',
};

export interface StreamEvents {
  /** the server accepted the stream */
  open(): void;
  changes(changes: LiveChanges): void;
}

/** How changes reach the browser: pushed (Server-Sent Events) or polled, both from a cursor. */
export interface LiveTransport {
  /** resolves when the server ends the stream; rejects when it cannot open or breaks */
  stream(cursor: string, signal: AbortSignal, events: StreamEvents): Promise<void>;
  poll(cursor: string, signal: AbortSignal): Promise<LiveChanges>;
}

export const LIVE_FEED_TIMING = {
  /** polling interval once the stream failed (the simulator moves vehicles every 5 s) */
  pollMs: 5 * SECOND_MS,
  /** after a failed stream, polling lasts at least this long before the stream is tried again */
  streamRetryMs: 60 * SECOND_MS,
} as const;

export interface LiveFeedDeps {
  transport: LiveTransport;
  onChanges: (changes: LiveChanges) => void;
  onStatus: (status: LiveStatus) => void;
  now?: () => number;
  pollMs?: number;
  streamRetryMs?: number;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Keeps the console's vehicles current from a cursor: the stream first, polling the same cursor when
 * the stream cannot open or breaks (and the stream again a minute later). Only the cursor is state:
 * pausing (console hidden by the shell, tab hidden) drops the connection, resuming catches up from
 * where it stopped, whichever way.
 */
export class LiveFeed {
  private cursor: string | null = null;
  private controller: AbortController | null = null;
  private streamBlockedUntil = 0;
  /** set by a 4010: resume() stays a no-op until start() brings a new session's cursor */
  private halted = false;
  private readonly deps: Required<Omit<LiveFeedDeps, 'now'>> & { now: () => number };

  constructor(deps: LiveFeedDeps) {
    this.deps = {
      now: Date.now,
      pollMs: LIVE_FEED_TIMING.pollMs,
      streamRetryMs: LIVE_FEED_TIMING.streamRetryMs,
      ...deps,
    };
  }

  get position(): string | null {
    return this.cursor;
  }

  get running(): boolean {
    return this.controller !== null;
  }

  /** Starts (or restarts) from the cursor of a full list; `connect` false keeps it paused until resume(). */
  start(cursor: string, connect = true): void {
    this.cursor = cursor;
    this.halted = false;
    if (connect) this.resume();
    else this.pause();
  }

  /** Drops the connection; the cursor is kept. */
  pause(): void {
    if (!this.controller) return;
    this.controller.abort();
    this.controller = null;
    this.deps.onStatus('paused');
  }

  /** Reconnects from the kept cursor (a no-op before start or while running). */
  resume(): void {
    if (this.cursor === null || this.controller || this.halted) return;
    const controller = new AbortController();
    this.controller = controller;
    void this.run(controller.signal);
  }

  /**
   * The session expired (a 4010 here or anywhere in the product): no more requests, even when
   * resumed, until start() brings a new session's cursor.
   */
  halt(): void {
    this.controller?.abort();
    this.controller = null;
    this.halted = true;
    this.deps.onStatus('expired');
  }

  stop(): void {
    this.controller?.abort();
    this.controller = null;
    this.cursor = null;
    this.deps.onStatus('idle');
  }

  private accept(changes: LiveChanges): void {
    this.cursor = changes.cursor;
    this.deps.onChanges(changes);
  }

  private async run(signal: AbortSignal): Promise<void> {
    const { transport, onStatus, now } = this.deps;
    while (!signal.aborted) {
      if (now() >= this.streamBlockedUntil) {
        onStatus('connecting');
        try {
          await transport.stream(this.cursor as string, signal, {
            open: () => onStatus('streaming'),
            changes: (changes) => this.accept(changes),
          });
          // the server ended the stream (restart, deploy): connect again from the cursor
          continue;
        } catch {
          if (signal.aborted) return;
          this.streamBlockedUntil = now() + this.deps.streamRetryMs;
        }
      }
      try {
        const changes = await transport.poll(this.cursor as string, signal);
        if (signal.aborted) return;
        this.accept(changes);
        onStatus('polling');
        if (changes.more) continue;
      } catch (error) {
        if (signal.aborted) return;
        // every further poll would answer 4010 too and reopen the session dialog the user has just
        // closed: stop here; the next login's session reloads the page (car-root-store)
        if (toApiError(error).kind === 'session-expired') {
          this.halt();
          return;
        }
        onStatus('lost');
      }
      await pause(this.deps.pollMs, signal);
    }
  }
}
