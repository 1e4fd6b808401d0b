import { whenIdle } from './when-idle';

/**
 * Held while a screen runs an animation the user watches frame by frame (a track playing at 64×).
 * Anticipatory work, which prepares a screen the user has not asked for (a later screen's chunk
 * compiled, a kept page rendered unseen), waits until nothing holds it: "idle" between two frames of
 * the animation is a few milliseconds, and such work is one task of tens of milliseconds (wujie
 * evaluates a prefetched chunk in an idle callback, in one piece), which drops frames the user is
 * looking at. Work the user sees (a poll behind a badge) does not wait here.
 */
export class BackgroundHold {
  private holders = 0;
  private readonly waiting = new Set<() => void>();

  get held(): boolean {
    return this.holders > 0;
  }

  /** Holds anticipatory work until the returned release is called (once; later calls do nothing). */
  hold(): () => void {
    this.holders += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders > 0) return;
      const waiting = [...this.waiting];
      this.waiting.clear();
      waiting.forEach((run) => run());
    };
  }

  /** Runs `run` now when nothing holds, else once the last hold is released. Returns the cancel. */
  whenFree(run: () => void): () => void {
    if (!this.held) {
      run();
      return () => {};
    }
    const once = () => run();
    this.waiting.add(once);
    return () => this.waiting.delete(once);
  }

  /**
   * Runs `work` at an idle moment when nothing holds (`idleCapMs`: the longest wait for the idle
   * moment once free, as `whenIdle`). Checked again when the moment comes: a hold taken meanwhile
   * (the user pressed play) puts it back to waiting. Returns the cancel of whichever wait is pending.
   */
  whenFreeAndIdle(work: () => void, idleCapMs: number): () => void {
    let cancel = () => {};
    let cancelled = false;
    const wait = () => {
      let cancelIdle: (() => void) | null = null;
      // (when free, whenFree runs its callback before it returns: the idle wait is set first)
      const cancelFree = this.whenFree(() => {
        cancelIdle = whenIdle(() => {
          if (cancelled) return;
          if (this.held) wait();
          else work();
        }, idleCapMs);
      });
      cancel = () => {
        cancelFree();
        cancelIdle?.();
      };
    };
    wait();
    return () => {
      cancelled = true;
      cancel();
    };
  }
}
