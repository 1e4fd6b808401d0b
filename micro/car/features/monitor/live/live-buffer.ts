import { runInAction } from 'mobx';
import type { LiveChanges } from '@shared/api/dto/live-dto';

/** How often buffered changes reach the stores (and so the tree, the markers, the list and the popup). */
export const LIVE_APPLY_MS = 1000;

export interface LiveBufferDeps {
  /** writes the change sets into the stores; called inside one MobX action */
  apply: (batches: readonly LiveChanges[]) => void;
  tickMs?: number;
}

/**
 * Collects change sets as they arrive (a stream can deliver several per second, a catch-up dozens at
 * once) and hands them to the stores once per tick, in one MobX action: observers re-render once per
 * tick, however bursty the feed (traccar-web's throttle middleware does the same).
 */
export class LiveBuffer {
  private queue: LiveChanges[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly apply: LiveBufferDeps['apply'];
  private readonly tickMs: number;

  constructor(deps: LiveBufferDeps) {
    this.apply = deps.apply;
    this.tickMs = deps.tickMs ?? LIVE_APPLY_MS;
  }

  get pending(): number {
    return this.queue.length;
  }

  push(changes: LiveChanges): void {
    if (changes.count > 0) this.queue.push(changes);
  }

  /** Applies whatever is queued now, in one action; nothing queued, nothing happens. */
  flush(): void {
    if (this.queue.length === 0) return;
    const batches = this.queue;
    this.queue = [];
    runInAction(() => this.apply(batches));
  }

  start(): void {
    if (this.timer === null) this.timer = setInterval(() => this.flush(), this.tickMs);
  }

  /** Stops ticking; what is queued stays queued until the next start (or flush). */
  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
