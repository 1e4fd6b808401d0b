import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per case: the signal is once per page. */
async function freshSignal() {
  vi.resetModules();
  return import('@main/assistant/assistant-settled');
}

describe('the assistant settled signal the preloads wait for', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the waiting work until the assistant settles', async () => {
    const { afterAssistantSettled, markAssistantSettled } = await freshSignal();
    const run = vi.fn();
    afterAssistantSettled(run, 2000);
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
    markAssistantSettled();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs the work after the cap when the assistant never settles (slow network)', async () => {
    const { afterAssistantSettled, markAssistantSettled } = await freshSignal();
    const run = vi.fn();
    afterAssistantSettled(run, 2000);
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    markAssistantSettled();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once once settled', async () => {
    const { afterAssistantSettled, markAssistantSettled } = await freshSignal();
    markAssistantSettled();
    const run = vi.fn();
    afterAssistantSettled(run, 2000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
