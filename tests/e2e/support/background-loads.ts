import { expect, type Page, type Request } from '@playwright/test';
import { isApiUrl } from './api-faults';

/** The live stream stays open as long as the console lives: it is never "finished". */
const LONG_LIVED = ['/car/v1/api/live/stream'];
/** The sub-apps the shell preloads after login (main/app/layout/use-ensure-shell-data.ts). */
const PRELOADED_APPS = ['car', 'data-report'];
const QUIET_MS = 1_500;

/**
 * Watches the API calls of the page and every frame in it (the wujie sandboxes included). Call it
 * before login: `settled()` then waits until the shell's idle-time preloads have started both
 * sub-apps and no call has been under way for a moment. A fault case that breaks every call must
 * start from there, or a preload still loading on a busy machine meets the fault after the case has
 * checked its outcome.
 */
export function watchBackgroundLoads(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!isApiUrl(url) || LONG_LIVED.includes(url.pathname)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const finished = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    settled: async () => {
      for (const name of PRELOADED_APPS) await expect(page.locator(`iframe[name="${name}"]`)).toBeAttached({ timeout: 60_000 });
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, { timeout: 60_000, message: '后台加载未结束' })
        .toBe(true);
    },
  };
}
