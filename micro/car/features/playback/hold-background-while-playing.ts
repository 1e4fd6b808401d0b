import { autorun } from 'mobx';
import type { BackgroundHold } from '@shared/state/background-hold';

/**
 * Holds the console's anticipatory work (the alarm centre's chunk, its unseen preparation) while the
 * track plays: its one long task would drop frames the user is watching (bench:playback at a 2.5×
 * CPU slowdown traced a chunk's compile and the kept page's render inside the 64× window). Paused or
 * ended, the work may go on. Returns the dispose, which releases a hold still taken.
 */
export function holdBackgroundWhilePlaying(player: { readonly playing: boolean }, hold: BackgroundHold): () => void {
  let release: (() => void) | null = null;
  const dispose = autorun(() => {
    if (player.playing) release ??= hold.hold();
    else {
      release?.();
      release = null;
    }
  });
  return () => {
    dispose();
    release?.();
    release = null;
  };
}
