import { nextTask } from '@shared/map/next-task';

/**
 * Runs `work` in a task after the next frame is painted, once however often it is scheduled before
 * then: what the user just did is shown first, the follow-up work comes after. `cancel` stops it for
 * good (the owner unmounted).
 */
export function afterNextPaint(work: () => void | Promise<void>): { schedule: () => void; cancel: () => void } {
  let pending = false;
  let cancelled = false;
  return {
    schedule() {
      if (pending || cancelled) return;
      pending = true;
      requestAnimationFrame(() => {
        void nextTask().then(() => {
          pending = false;
          if (!cancelled) void work();
        });
      });
    },
    cancel() {
      cancelled = true;
    },
  };
}
