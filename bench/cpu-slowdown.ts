import type { BrowserContext, Page } from '@playwright/test';

/**
 * `--cpu-slowdown N` (default 1, none): every page of a bench's browser context runs its main thread
 * N times slower, through Chromium's own CPU throttling (DevTools' "CPU: N× slowdown",
 * `Emulation.setCPUThrottlingRate`). The figures a bench prints then are the ones a machine N times
 * slower would give for the page's own work, while what does not scale with the processor stays as
 * it is: the display's frame interval (a step measured to its painted frame waits up to 16.7 ms for
 * the frame whatever the machine), the network. Dividing a wall figure by N counts that wait N times
 * too. Not slowed: the reference server (timed in Node, its figures stand as they are), the GPU
 * process's compositor, and workers.
 */
export function cpuSlowdownFlag(argv: readonly string[] = process.argv): number {
  const at = argv.indexOf('--cpu-slowdown');
  if (at < 0) return 1;
  const rate = Number(argv[at + 1]);
  if (!Number.isFinite(rate) || rate < 1) throw new Error(`--cpu-slowdown: 需要不小于 1 的数字，收到 ${argv[at + 1] ?? '（无）'}`);
  return rate;
}

/** Slows one page's main thread `rate` times (nothing at 1). */
export async function slowDownPage(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
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

/** The line a bench prints first when slowed, so no figure is read as this machine's own. */
export const slowdownBanner = (rate: number): string | null =>
  rate === 1 ? null : `CPU 降速 ${rate}×（Chromium 的 CPU 节流，页面主线程；服务器、合成线程与 worker 不降速）`;
