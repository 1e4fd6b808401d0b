import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstScreenGate } from '@shared/state/first-screen-gate';

describe('FirstScreenGate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds work until the first screen opens it, then runs it once; later work runs at once', () => {
    const gate = new FirstScreenGate();
    const work = vi.fn(() => undefined);
    gate.whenOpen(work, 5000);
    vi.advanceTimersByTime(4999);
    expect(work).not.toHaveBeenCalled();
    gate.open();
    expect(work).toHaveBeenCalledTimes(1);
    // neither the cap nor a second opening runs it again
    vi.advanceTimersByTime(10_000);
    gate.open();
    expect(work).toHaveBeenCalledTimes(1);

    const late = vi.fn(() => undefined);
    gate.whenOpen(late, 5000);
    expect(late).toHaveBeenCalledTimes(1);
    expect(gate.opened).toBe(true);
  });

  it('runs the work after the cap when no screen opens it (a screen that never says so holds nothing for long)', () => {
    const gate = new FirstScreenGate();
    const work = vi.fn(() => undefined);
    gate.whenOpen(work, 5000);
    vi.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
    gate.open();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancels the wait before the work starts, and what the work started after', () => {
    const gate = new FirstScreenGate();
    const waiting = vi.fn(() => undefined);
    gate.whenOpen(waiting, 5000)();
    gate.open();
    vi.advanceTimersByTime(5000);
    expect(waiting).not.toHaveBeenCalled();

    const stopStarted = vi.fn();
    const cancel = gate.whenOpen(() => stopStarted, 5000);
    expect(stopStarted).not.toHaveBeenCalled();
    cancel();
    expect(stopStarted).toHaveBeenCalledTimes(1);
  });
});
