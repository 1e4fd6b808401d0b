import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubAppConfigRegistry } from '@main/sub-apps/sub-app-config';
import { subAppEntry } from '../support/fixtures';

const preloadApp = vi.fn((options: { name: string }) => Promise.resolve(options.name));
vi.mock('@main/sub-apps/wujie-runtime', () => ({ wujie: { preloadApp } }));

/** A fresh module per case: the preloads are once per page; the assistant is settled (or absent). */
async function setUp() {
  vi.resetModules();
  const { markAssistantSettled } = await import('@main/assistant/assistant-settled');
  markAssistantSettled();
  const preloads = await import('@main/sub-apps/preload-sub-app');
  const registry = new SubAppConfigRegistry({ dev: false, origin: 'http://localhost', baseUrl: '', navigate: () => {}, reportSessionExpired: () => {} });
  const preloadedNames = () => preloadApp.mock.calls.map(([options]) => options.name);
  return { ...preloads, registry, preloadedNames };
}

describe('preloading the sub-apps', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preloadApp.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('preloads when the browser is idle on a shell page (the home after login), once', async () => {
    const { preloadWhenIdle, registry, preloadedNames } = await setUp();
    preloadWhenIdle(registry.configFor(subAppEntry('data-report')), registry);
    preloadWhenIdle(registry.configFor(subAppEntry('data-report')), registry);
    expect(preloadedNames()).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(preloadedNames()).toEqual(['data-report']);
  });

  it('preloads nothing while a view shows a sub-app (a deep link loading its data), and starts when the user is back on a shell page', async () => {
    const { preloadWhenIdle, registry, preloadedNames } = await setUp();
    registry.setShown('car', true);
    preloadWhenIdle(registry.configFor(subAppEntry('data-report')), registry);
    vi.advanceTimersByTime(60_000);
    expect(preloadedNames()).toEqual([]);
    registry.setShown('car', false);
    vi.advanceTimersByTime(5000);
    expect(preloadedNames()).toEqual(['data-report']);
  });

  it('waits again when an app is shown between the shell page and the idle moment (a switch goes through no app shown)', async () => {
    const { preloadWhenIdle, registry, preloadedNames } = await setUp();
    preloadWhenIdle(registry.configFor(subAppEntry('data-report')), registry);
    registry.setShown('car', true);
    vi.advanceTimersByTime(60_000);
    expect(preloadedNames()).toEqual([]);
    registry.setShown('car', false);
    vi.advanceTimersByTime(5000);
    expect(preloadedNames()).toEqual(['data-report']);
  });

  it('starts a waiting preload at once when the user points at the app’s header entry, and only once', async () => {
    const { preloadWhenIdle, preloadOnIntent, registry, preloadedNames } = await setUp();
    registry.setShown('car', true);
    preloadWhenIdle(registry.configFor(subAppEntry('data-report')), registry);
    preloadOnIntent('data-report');
    expect(preloadedNames()).toEqual(['data-report']);
    preloadOnIntent('data-report');
    registry.setShown('car', false);
    vi.advanceTimersByTime(5000);
    expect(preloadedNames()).toEqual(['data-report']);
  });

  it('ignores an intent for an app it was never asked to preload (not in the role’s list)', async () => {
    const { preloadOnIntent, preloadedNames } = await setUp();
    preloadOnIntent('car');
    expect(preloadedNames()).toEqual([]);
  });
});
