/**
 * An init script for the benches' pages: `window.benchFramePainted()` resolves once the frame that
 * shows the DOM as it is now has been painted, with that moment and the older end (two animation
 * frames later) on the page clock. A task posted from the frame's animation callback runs right
 * after its paint; a second animation frame also counted up to a whole frame interval of waiting
 * for the display, which no work of the page could remove (kept, printed beside, for comparison).
 * No named inner functions: tsx would wrap them in a helper the page does not have.
 */
export function installFramePaintedProbe(): void {
  (window as unknown as { benchFramePainted: () => Promise<FramePainted> }).benchFramePainted = () =>
    new Promise((resolve) => {
      let paintedAt = 0;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (paintedAt = performance.now());
        channel.port2.postMessage(null);
        requestAnimationFrame(() => resolve({ paintedAt, twoFramesAt: performance.now() }));
      });
    });
}

export interface FramePainted {
  /** the frame showing the change painted */
  paintedAt: number;
  /** two animation frames after the call: the benches' end before */
  twoFramesAt: number;
}

/** What a page with the probe installed has (for `page.evaluate` callbacks). */
export type WithFramePaintedProbe = { benchFramePainted: () => Promise<FramePainted> };
