import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackgroundHold } from '@shared/state/background-hold';

// jsdom has no requestIdleCallback: whenIdle's idle moment is a timer of at most 200 ms there
describe('BackgroundHold', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs work at once when nothing holds it, and once the last of several holds is released', () => {
    const hold = new BackgroundHold();
    const free = vi.fn();
    hold.whenFree(free);
    expect(free).toHaveBeenCalledTimes(1);

    const releaseA = hold.hold();
    const releaseB = hold.hold();
    const waiting = vi.fn();
    hold.whenFree(waiting);
    releaseA();
    // a release called twice does not count as the other holder's
    releaseA();
    expect(hold.held).toBe(true);
    expect(waiting).not.toHaveBeenCalled();
    releaseB();
    expect(hold.held).toBe(false);
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('cancels a wait for the release', () => {
    const hold = new BackgroundHold();
    const release = hold.hold();
    const waiting = vi.fn();
    hold.whenFree(waiting)();
    release();
    expect(waiting).not.toHaveBeenCalled();
  });

  it('whenFreeAndIdle: at an idle moment when free; held meanwhile, it waits for the release and the next idle moment', () => {
    const hold = new BackgroundHold();
    const work = vi.fn();
    hold.whenFreeAndIdle(work, 2000);
    expect(work).not.toHaveBeenCalled();
    // the user presses play before the idle moment comes
    const release = hold.hold();
    vi.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
    release();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('whenFreeAndIdle: cancelled while held, or while waiting for the idle moment, runs nothing', () => {
    const hold = new BackgroundHold();
    const release = hold.hold();
    const held = vi.fn();
    hold.whenFreeAndIdle(held, 2000)();
    release();
    vi.advanceTimersByTime(10_000);
    expect(held).not.toHaveBeenCalled();

    const idle = vi.fn();
    hold.whenFreeAndIdle(idle, 2000)();
    vi.advanceTimersByTime(10_000);
    expect(idle).not.toHaveBeenCalled();
  });
});
