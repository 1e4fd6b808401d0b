/**
 * Opens once an app's first screen has shown its data (or given up on it). Background work that is
 * not part of that screen (a first poll of 1,000 alarms, a chunk fetched for a later screen) waits
 * for it: started at the first idle moment instead, it fell into the wait for the screen's own
 * answer (the 100k-vehicle list, a 100k-point track), and the browser handled its answer and
 * compiled its code before the screen's data (traces of bench:console and bench:playback).
 * Only the app's first screen counts: once open, the gate stays open.
 */
export class FirstScreenGate {
  private isOpen = false;
  private readonly waiting = new Set<() => void>();

  get opened(): boolean {
    return this.isOpen;
  }

  /** The first screen has shown its data, failed, or has no large data to wait for. */
  open(): void {
    if (this.isOpen) return;
    this.isOpen = true;
    const waiting = [...this.waiting];
    this.waiting.clear();
    waiting.forEach((run) => run());
  }

  /**
   * Runs `work` once the gate is open (at once when it is), or after `capMs` at the latest (a screen
   * that never says so holds nothing for long). `work` may return its own cancel. The returned
   * function cancels whichever is pending: the wait, or what `work` started.
   */
  whenOpen(work: () => (() => void) | undefined, capMs: number): () => void {
    let started = false;
    let cancelWork: (() => void) | undefined;
    const run = () => {
      if (started) return;
      started = true;
      window.clearTimeout(timer);
      this.waiting.delete(run);
      cancelWork = work();
    };
    const timer = window.setTimeout(run, capMs);
    if (this.isOpen) run();
    else this.waiting.add(run);
    return () => {
      if (started) {
        cancelWork?.();
        return;
      }
      started = true;
      window.clearTimeout(timer);
      this.waiting.delete(run);
    };
  }
}
