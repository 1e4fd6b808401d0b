import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * `--cpu-slowdown N` (default 1, none): every page of a bench's browser context runs its main thread
 * N times slower, through Chromium's own CPU throttling (DevTools' "CPU: N× slowdown",
 * `Emulation.setCPUThrottlingRate`). The figures a bench prints then are the ones a machine N times
 * slower would give for the page's own work, while what does not scale with the processor stays as
 * it is: the display's frame interval (a step measured to its painted frame waits up to 16.7 ms for
 * the frame whatever the machine), the network. Dividing a wall figure by N counts that wait N times
 * too. Not slowed: the reference server (timed in Node, its figures stand as they are), the GPU
 * process's compositor, and workers.
 *
 * The throttling belongs to the page's renderer: a navigation that moves the page to another
 * renderer would drop it. It is set again after every navigation of the main frame, and
 * `measureSlowdown` tells how much slower the page really runs (print it beside the figures: one
 * run whose rate had lapsed printed a reopening faster than the unthrottled run's). The throttler
 * works in time slices: a single task can take a slice more than its share, so a longest-task
 * figure under throttling is an upper bound. Latencies over several tasks read better, yet still
 * swing between runs (one opening of the alarm centre gave 91–178 ms at 2.5×): take several runs.
 */
export function cpuSlowdownFlag(argv: readonly string[] = process.argv): number {
  const at = argv.indexOf('--cpu-slowdown');
  if (at < 0) return 1;
  const rate = Number(argv[at + 1]);
  if (!Number.isFinite(rate) || rate < 1) throw new Error(`--cpu-slowdown: 需要不小于 1 的数字，收到 ${argv[at + 1] ?? '（无）'}`);
  return rate;
}

/** Each slowed page's DevTools session and rate (to measure the slowdown on the same page). */
const slowed = new WeakMap<Page, { cdp: CDPSession; rate: number }>();

/** Slows one page's main thread `rate` times (nothing at 1), again after each navigation of its main frame. */
export async function slowDownPage(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  slowed.set(page, { cdp, rate });
  const apply = () => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) void apply().catch(() => undefined);
  });
  await apply();
}

/**
 * Slows every page of `context` `rate` times: the pages open now, and each page opened later (a new
 * tab) when it appears (its first moments, before the command lands, run at full speed).
 */
export async function slowDownContext(context: BrowserContext, rate: number): Promise<void> {
  if (rate === 1) return;
  context.on('page', (page) => void slowDownPage(page, rate).catch(() => undefined));
  await Promise.all(context.pages().map((page) => slowDownPage(page, rate)));
}

/** A fixed piece of script work in `page`, one task per run: its median time over 9 runs, ms. */
async function calibrationMs(page: Page): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 9; run += 1) {
    times.push(
      await page.evaluate(() => {
        const start = performance.now();
        let sum = 0;
        for (let i = 0; i < 3_000_000; i += 1) sum += i % 7;
        return performance.now() - start + (sum < 0 ? 1 : 0);
      }),
    );
  }
  return times.sort((a, b) => a - b)[4] ?? Number.NaN;
}

/**
 * How many times slower `page` runs script now than with its throttling off: the same work timed on
 * the same page (warm) at rate 1 and at its rate, one task per run (a single long task measured
 * against another page's came out below 1×: cold code, another process). 1 for a page not slowed.
 */
export async function measureSlowdown(page: Page): Promise<number> {
  const entry = slowed.get(page);
  if (!entry) return 1;
  await calibrationMs(page);
  await entry.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const base = await calibrationMs(page);
  await entry.cdp.send('Emulation.setCPUThrottlingRate', { rate: entry.rate });
  return (await calibrationMs(page)) / base;
}

/** The line a bench prints first when slowed, so no figure is read as this machine's own. */
export const slowdownBanner = (rate: number): string | null =>
  rate === 1 ? null : `CPU 降速 ${rate}×（Chromium 的 CPU 节流，页面主线程；服务器、合成线程与 worker 不降速）`;

/** The check printed beside the figures: the slowdown asked for and the one measured in the page. */
export const slowdownCheck = (rate: number, measured: number, when: string): string =>
  `CPU 降速核对（${when}）：设定 ${rate}×，页面实测 ${measured.toFixed(2)}×`;
