import { nextTask } from '@shared/map/next-task';

/**
 * Runs `work` in a task after the next frame is painted, once however often it is scheduled before
 * then: what the user just did is shown first, the follow-up work comes after. `cancel` stops it for
 * good (the owner unmounted).
 *
 * Two turns after the frame's animation callback, not one: this callback is registered during the
 * click (before anything the frame's other callbacks post), so a single turn put the map's first
 * slice (~5 ms of collecting a region's vehicles) ahead of every task the frame's later callbacks
 * queued for right after its paint (in a trace of a check: click, frame, map slice, and only then
 * the bench's end-of-frame stamp, so the bench counted the map's slice into the check).
 */
export function afterNextPaint(work: () => void | Promise<void>): { schedule: () => void; cancel: () => void } {
  let pending = false;
  let cancelled = false;
  return {
    schedule() {
      if (pending || cancelled) return;
      pending = true;
      requestAnimationFrame(() => {
        void nextTask()
          .then(nextTask)
          .then(() => {
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
