/** Resolvers waiting for their turn, woken one per message on the one channel below. */
const turns: (() => void)[] = [];
let turnChannel: MessageChannel | null = null;

/**
 * A turn for the page, then a new task. A message, not `setTimeout(0)`: nested timers are clamped to
 * 4 ms after the fifth, which would add ~80 ms to the twenty slices of a 100k list. One channel for
 * every turn: opening and closing a channel per turn cost ~0.5 ms of main thread each (CPU profile).
 */
export function nextTask(): Promise<void> {
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

/** Calls `work` in a task after the next frame is painted (a timer where there are no frames). */
export function inTaskAfterPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => void nextTask().then(work));
}
