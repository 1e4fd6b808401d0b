import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { slowDownPage } from './cpu-slowdown';
import { installFramePaintedProbe } from './frame-painted-probe';
import { cpuBetweenMarks } from './trace-cpu';

/* bench:console's cold load of the standalone console, and the page hooks it installs. */

export interface ColdLoadOptions {
  /** the reference server, e.g. http://127.0.0.1:18104 */
  origin: string;
  /** the page's CPU slowdown (cpu-slowdown.ts) */
  slowdown: number;
  /** the map tile served for every tile request, and the hosts asked for tiles */
  tile: Buffer;
  tileHosts: RegExp;
  /** with a directory (`--profile DIR`), the load is also profiled and its whole trace written there */
  profileDir: string;
}

export interface LoadFigures {
  serverToPaint: number;
  request: number;
  firstByte: number;
  dataToPaint: number;
  decodedToReady: number;
  wire: number;
  type: string;
  decodedType: string;
  decoded: number;
  rows: number;
  /** main-thread CPU, list request sent → tree painted; data ready → tree painted */
  cpu: number;
  firstRenderCpu: number;
}

/**
 * One cold load: a new browser context (its own HTTP and code caches, as a first visit), logged in at
 * /apps/car/login, traced from the click to the tree's first paint. The page stays open for the
 * steps after the last load.
 */
export async function coldLoad(browser: Browser, { origin, slowdown, tile, tileHosts, profileDir }: ColdLoadOptions) {
  const profile = profileDir !== '';
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  const page: Page = await context.newPage();
  await slowDownPage(page, slowdown);
  page.setDefaultTimeout(180_000);
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
    if (tileHosts.test(route.request().url())) await route.fulfill({ status: 200, contentType: 'image/png', body: tile });
    else await route.abort('blockedbyclient');
  });
  await page.addInitScript(installFramePaintedProbe);
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}/apps/car/login`);
  await page.getByLabel('账号').fill('demo');
  await page.getByLabel('密码').fill('demo123456');
  // with --profile, the load is also traced (layout, style, paint: what a CPU profile shows as "(program)")
  // always traced (the main thread's CPU from the data to the first rows: the wall clock is noisy here)
  await browser.startTracing(page, { categories: profile ? ['devtools.timeline', 'blink.user_timing', 'toplevel', 'v8'] : ['blink.user_timing', 'toplevel'] });
  await profiledOn(cdp, profileDir, 'load', async () => {
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForFunction(() => performance.getEntriesByName('monitor:tree-painted').length > 0, undefined, { timeout: 180_000 });
  });
  const trace = await browser.stopTracing();
  if (profile) writeFileSync(join(profileDir, 'load.trace.json'), trace);
  const figures = (await page.evaluate(() => {
    const list = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/listAllVehicles.json')) as PerformanceResourceTiming | undefined;
    const painted = performance.getEntriesByName('monitor:tree-painted')[0]?.startTime ?? Number.NaN;
    const ready = performance.getEntriesByName('monitor:data-ready')[0]?.startTime ?? Number.NaN;
    const decoded = performance.getEntriesByName('monitor:data-decoded')[0]?.startTime ?? Number.NaN;
    return {
      serverToPaint: painted - (list?.startTime ?? Number.NaN),
      request: (list?.responseEnd ?? Number.NaN) - (list?.startTime ?? Number.NaN),
      firstByte: (list?.responseStart ?? Number.NaN) - (list?.startTime ?? Number.NaN),
      dataToPaint: painted - ready,
      decodedToReady: ready - decoded,
      wire: list?.encodedBodySize ?? 0,
      type: list?.initiatorType ?? '',
      decodedType: (list as (PerformanceResourceTiming & { contentType?: string }) | undefined)?.contentType ?? '',
      decoded: list?.decodedBodySize ?? 0,
      rows: document.querySelectorAll('[role="treeitem"]').length,
    };
  })) as Omit<LoadFigures, 'cpu' | 'firstRenderCpu'>;
  const load: LoadFigures = {
    ...figures,
    cpu: cpuBetweenMarks(trace, figures.serverToPaint, 'monitor:tree-painted'),
    firstRenderCpu: cpuBetweenMarks(trace, 'monitor:data-ready', 'monitor:tree-painted'),
  };
  return { context, page, cdp, load };
}

/** Runs one step, under the CPU profiler when a directory is given (`--profile DIR`), its profile written there. */
export async function profiledOn<T>(session: CDPSession, profileDir: string, name: string, step: () => Promise<T>): Promise<T> {
  if (!profileDir) return step();
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  const result = await step();
  const { profile: recorded } = await session.send('Profiler.stop');
  writeFileSync(join(profileDir, `${name}.cpuprofile`), JSON.stringify(recorded));
  return result;
}
