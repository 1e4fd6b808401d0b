import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { BackgroundHold } from '@shared/state/background-hold';
import { holdBackgroundWhilePlaying } from '@car/features/playback/hold-background-while-playing';

describe('holdBackgroundWhilePlaying', () => {
  it('holds while the track plays, releases on pause, and holds again on play', () => {
    const player = observable({ playing: false });
    const hold = new BackgroundHold();
    const dispose = holdBackgroundWhilePlaying(player, hold);
    expect(hold.held).toBe(false);
    runInAction(() => (player.playing = true));
    expect(hold.held).toBe(true);
    runInAction(() => (player.playing = false));
    expect(hold.held).toBe(false);
    runInAction(() => (player.playing = true));
    expect(hold.held).toBe(true);
    dispose();
  });

  it('releases its hold when the page goes while playing, and follows the player no more', () => {
    const player = observable({ playing: true });
    const hold = new BackgroundHold();
    const dispose = holdBackgroundWhilePlaying(player, hold);
    expect(hold.held).toBe(true);
    dispose();
    expect(hold.held).toBe(false);
    runInAction(() => (player.playing = false));
    runInAction(() => (player.playing = true));
    expect(hold.held).toBe(false);
  });
});
