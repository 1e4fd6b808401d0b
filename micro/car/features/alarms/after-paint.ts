import { nextTask } from '@shared/map/next-task';

/**
 * Resolves in a task after the next frame is painted: what the user waited for is shown first, the
 * follow-up (a message) comes after. Without animation frames (a hidden tab, jsdom) it resolves
 * after a task.
 */
export function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}
