/** Resolvers waiting for their turn, woken one per message on the one channel below. */
const turns: (() => void)[] = [];
let turnChannel: MessageChannel | null = null;

/**
 * A turn for the page, then a new task: a message, not `setTimeout(0)` (nested timers are clamped to
 * 4 ms after the fifth). Work split across turns never makes one long task, and the page paints and
 * handles input in between.
 */
export function nextTurn(): Promise<void> {
  if (!turnChannel) {
    turnChannel = new MessageChannel();
    turnChannel.port1.onmessage = () => turns.shift()?.();
  }
  const channel = turnChannel;
  return new Promise((resolve) => {
    turns.push(resolve);
    channel.port2.postMessage(null);
  });
}

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
        void nextTurn().then(() => {
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
