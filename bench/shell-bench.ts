/**
 * Shell benchmark (a script that prints numbers, not a test): on a production build served by the
 * reference server, in Debian's Chromium at 1366×768,
 * - the first open of the vehicle console after login (immediately, and once the preload is done),
 * - the warm switch back from /home (median and p95 over SWITCHES switches),
 * - a full reload of /car/ for comparison,
 * - the warm switch between the two real sub-apps, console ↔ data reports (both alive), each way,
 *   next to a full reload of the mileage report,
 * - each report's first page for the 3,000 seeded vehicles over 31 days: the server alone, and
 *   server + render (查询 clicked → the new rows laid out),
 * - the gzip size of each app's initial JS, against its target.
 * Times are taken inside the page, from the click to the first vehicle (or report) row being laid out.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chinaDay } from '../shared/api/time/china-time';
import { DAY_MS } from '../shared/constants/time';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { startBenchServer } from './bench-server';
import { measureInitialJs } from './initial-js-size';
import { kb, median, ms, percentile } from './stats';
import { typeRange } from './type-range';

const SWITCHES_DEFAULT = 25;
const RELOADS = 5;
const portArgument = process.argv.indexOf('--port');
const PORT = Number(portArgument === -1 ? (process.env.BENCH_PORT ?? 18_200) : process.argv[portArgument + 1]);
/** `--switches n`: fewer switches while iterating (the reported figures use the default) */
const switchesArgument = process.argv.indexOf('--switches');
const SWITCHES = switchesArgument === -1 ? SWITCHES_DEFAULT : Number(process.argv[switchesArgument + 1]);
/** `--trace`: the main thread's CPU time per warm switch between the two sub-apps, from a Chromium trace; `--trace-out f` keeps the trace */
const TRACE = process.argv.includes('--trace');
const traceOutArgument = process.argv.indexOf('--trace-out');
const TRACE_OUT = traceOutArgument === -1 ? null : process.argv[traceOutArgument + 1];
/** `--trace-samples`: the trace also samples the JS stacks (for a profile in DevTools; it adds its own overhead to the CPU figure) */
const TRACE_SAMPLES = process.argv.includes('--trace-samples');
/** `--switch-only`: only the warm switches between the two sub-apps (while iterating on them) */
const SWITCH_ONLY = process.argv.includes('--switch-only');
/**
 * How long any wait may take (Playwright's default for every action and locator, and the in-page
 * wait): generous, because on a loaded machine a login or the console's preload can take many
 * seconds. It bounds a wait for visible state; it is not part of any figure.
 */
const WAIT_MS = 120_000;

/**
 * Runs inside the page: clicks a header link and resolves with the ms until the target is ready,
 * polled once per frame. Kept as source text: tsx would inject helpers the page does not have.
 */
const TIME_NAVIGATION_IN_PAGE = `async ({ linkText, ready, waitMs }) => {
  // both sub-apps are alive: look in every attached wujie-app for the target's first row, laid
  // out and shown (a hidden app's host stays in the page: its rows have a size, but are not shown)
  const laidOut = (selector) => [...document.querySelectorAll('wujie-app')].some((host) => {
    const row = host.shadowRoot?.querySelector(selector);
    return !!row && row.getBoundingClientRect().height > 0 && row.checkVisibility();
  });
  const isReady = () => {
    if (ready === 'home') return document.body.innerText.includes('我的应用');
    if (ready === 'reports') return laidOut('.ant-table-tbody tr.ant-table-row');
    // the console's home, 车辆监控: its group tree's first row
    return laidOut('[role="tree"] [role="treeitem"]');
  };
  const link = [...document.querySelectorAll('nav a')].find((anchor) => anchor.textContent?.trim() === linkText);
  if (!link) throw new Error('no header link ' + linkText);
  performance.mark('switch-start');
  const start = performance.now();
  link.click();
  await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(ready + ' not ready after ' + waitMs + ' ms')), waitMs);
    const check = () => {
      if (isReady()) { clearTimeout(timeout); resolve(); } else requestAnimationFrame(check);
    };
    check();
  });
  const elapsed = performance.now() - start;
  performance.mark('switch-end');
  // then let the switch settle before the next one starts (the header marks the target as the
  // current page once the router and React are done, then two frames): each switch starts from a
  // quiet page, and the trace's CPU window covers all the switch's work, not only its critical path
  await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(linkText + ' not current after ' + waitMs + ' ms')), waitMs);
    const settled = () => {
      if (link.getAttribute('aria-current') === 'page') {
        clearTimeout(timeout);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      } else requestAnimationFrame(settled);
    };
    settled();
  });
  performance.mark('switch-settled');
  return elapsed;
}`;

/**
 * The console's home (车辆监控) ready: its group tree's first row, laid out, inside the shell's wujie-app (Playwright pierces its
 * open shadow root). A locator, not a string predicate: the shell's CSP forbids eval in the page.
 */
const firstConsoleRow = (page: Page) => page.locator('wujie-app [role="tree"] [role="treeitem"]').first();

/**
 * Runs inside the page: clicks the report's 查询 and resolves with the ms until the table has been
 * loading and shows its rows again (the new page laid out).
 */
const TIME_QUERY_IN_PAGE = `async ({ waitMs }) => {
  // the shown app's shadow roots only: a hidden one stays in the page
  const roots = () => [...document.querySelectorAll('wujie-app')].filter((host) => host.checkVisibility()).map((host) => host.shadowRoot).filter(Boolean);
  const report = () => roots().find((r) => r.querySelector('.ant-table'));
  // what the table shows now: the new page differs in its day columns or its first row
  const signature = () => {
    const root = report();
    return (root?.querySelector('.ant-table-thead')?.textContent ?? '') + '|' + (root?.querySelector('.ant-table-tbody tr.ant-table-row')?.textContent ?? '');
  };
  const button = roots().flatMap((root) => [...root.querySelectorAll('button')]).find((b) => b.textContent?.trim() === '查询');
  if (!button) throw new Error('no 查询 button');
  const before = signature();
  let sawLoading = false;
  const start = performance.now();
  button.click();
  await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('report not ready after ' + waitMs + ' ms')), waitMs);
    const check = () => {
      const root = report();
      const loading = !!root?.querySelector('.ant-table-wrapper .ant-spin-spinning, [data-report-loading]');
      sawLoading ||= loading;
      const row = root?.querySelector('.ant-table-tbody tr.ant-table-row');
      const laidOut = !!row && row.getBoundingClientRect().height > 0;
      if (!loading && laidOut && (sawLoading || signature() !== before)) { clearTimeout(timeout); resolve(); } else requestAnimationFrame(check);
    };
    check();
  });
  return performance.now() - start;
}`;

async function timeQuery(page: Page): Promise<number> {
  const elapsed: unknown = await page.evaluate(`(${TIME_QUERY_IN_PAGE})(${JSON.stringify({ waitMs: WAIT_MS })})`);
  if (typeof elapsed !== 'number') throw new Error('timing script returned no number');
  return elapsed;
}

const REPORT_RUNS = 10;
const REPORTS = [
  { menu: '里程报表', path: '/car/v1/accelerate/report/mileage/queryDailyMileage.json' },
  { menu: '报警明细', path: '/car/v1/accelerate/report/alarm/queryAlarmDetail.json' },
  { menu: '在线明细', path: '/car/v1/accelerate/report/online/queryDailyOnline.json' },
] as const;

/** Each report's first page for every seeded vehicle over 31 days: server alone, then server + render. */
async function measureReports(page: Page, baseUrl: string): Promise<{ menu: string; server: number[]; total: number[] }[]> {
  const raw = await page.evaluate(() => window.localStorage.getItem('main_sessionId'));
  const sessionId: unknown = raw ? JSON.parse(raw) : null;
  if (typeof sessionId !== 'string') throw new Error('no stored session');
  const now = Date.now();
  const range = { startDate: chinaDay(now - 30 * DAY_MS), endDate: chinaDay(now) };
  const results = [];
  for (const report of REPORTS) {
    const server: number[] = [];
    for (let i = 0; i < REPORT_RUNS; i += 1) {
      const start = performance.now();
      const response = await fetch(`${baseUrl}${report.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', sessionId, platformId: '20', authorization: '' },
        body: JSON.stringify({ ...range, pageNum: 1, pageSize: 10 }),
      });
      await response.arrayBuffer();
      server.push(performance.now() - start);
    }
    await page.getByRole('navigation', { name: '报表菜单' }).getByText(report.menu).click();
    await page.getByRole('heading', { name: report.menu }).waitFor();
    await page.locator('wujie-app .ant-table-tbody tr.ant-table-row').first().waitFor();
    const total: number[] = [];
    for (let i = 0; i < REPORT_RUNS; i += 1) {
      // 31 days ending today, then 31 days ending yesterday: every 查询 is a new request and a new first page
      const shift = (i % 2) * DAY_MS;
      await typeRange(page, ['开始日期', '结束日期'], [chinaDay(now - 30 * DAY_MS - shift), chinaDay(now - shift)]);
      total.push(await timeQuery(page));
    }
    results.push({ menu: report.menu, server, total });
  }
  return results;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's CPU time in the event (µs): what the page cost, whatever else the machine runs */
  tdur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

/**
 * The renderer main thread's CPU time (thread time, not wall time: the machine is shared) of each
 * switch, from the click until it has settled (the header shows the target as current, two frames
 * later), per switch (median over the switches), by kind. The task the click runs in started before
 * the click: its share after the click counts, in proportion to its wall time. A switch whose row
 * is laid out within the click would otherwise count nothing, and the work it leaves for later
 * (the shell's render) would be missed. The bench's own per-frame checks run in the same windows
 * (a few querySelector calls per frame).
 */
function traceSummary(buffer: Buffer): { cpu: number[]; kinds: string } {
  const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  const mains = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const marks = (name: string) => traceEvents.filter((e) => e.name === name).map((e) => e.ts).sort((a, b) => a - b);
  const ends = marks('switch-settled');
  const windows = marks('switch-start').map((start, i) => [start, ends[i] ?? start] as const);
  const cpu = windows.map(() => 0);
  const totals = new Map<string, number>();
  for (const event of traceEvents) {
    if (event.ph !== 'X' || !mains.has(`${event.pid}:${event.tid}`)) continue;
    const taken = (event.tdur ?? event.dur ?? 0) / 1000;
    const index = windows.findIndex(([start, end]) => event.ts >= start && event.ts <= end);
    if (index === -1) {
      // the task the click runs in: its part after the click
      const around = event.name === 'RunTask' ? windows.findIndex(([start]) => event.ts < start && event.ts + (event.dur ?? 0) > start) : -1;
      if (around !== -1 && event.dur) {
        const [start] = windows[around] ?? [event.ts];
        cpu[around] = (cpu[around] ?? 0) + (taken * (event.ts + event.dur - start)) / event.dur;
      }
      continue;
    }
    if (event.name === 'RunTask') cpu[index] = (cpu[index] ?? 0) + taken;
    const kind = KINDS[event.name];
    if (kind) totals.set(kind, (totals.get(kind) ?? 0) + taken);
  }
  const n = Math.max(1, windows.length);
  const kinds = [...totals].sort((a, b) => b[1] - a[1]).map(([name, total]) => `${name} ${(total / n).toFixed(1)}`).join(', ');
  return { cpu, kinds };
}

async function timeNavigation(page: Page, linkText: string, ready: 'console' | 'home' | 'reports'): Promise<number> {
  const elapsed: unknown = await page.evaluate(`(${TIME_NAVIGATION_IN_PAGE})(${JSON.stringify({ linkText, ready, waitMs: WAIT_MS })})`);
  if (typeof elapsed !== 'number') throw new Error('timing script returned no number');
  return elapsed;
}

/**
 * The preloaded data-report app has rendered its first report: until it is opened, its shadow root
 * sits in its sandbox iframe (hidden), where its table's first row appears.
 */
async function waitForPreloadedReports(page: Page): Promise<void> {
  await page.frameLocator('iframe[name="data-report"]').locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ state: 'attached' });
}

/**
 * The shell preloads the console once the browser is idle after login. Wait on its state rather
 * than on network silence (which a busy machine or a polling request may never reach): the
 * preloaded console lives in wujie's sandbox iframe (display: none, named after the sub-app) and
 * has loaded its home when its group tree shows a row. Attached, not visible: it is
 * hidden until the user opens it.
 */
async function waitForPreloadedConsole(page: Page): Promise<void> {
  await page.frameLocator('iframe[name="car"]').locator('[role="treeitem"]').first().waitFor({ state: 'attached' });
}

async function login(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('账号').fill('demo');
  await page.getByLabel('密码').fill('demo123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByText('我的应用').waitFor();
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execSync('npx rsbuild build', { stdio: 'ignore' });
  const server = await startBenchServer(PORT);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    context.setDefaultTimeout(WAIT_MS);

    let firstOpenImmediate = Number.NaN;
    if (!SWITCH_ONLY) {
      const cold = await context.newPage();
      await login(cold, server.baseUrl);
      firstOpenImmediate = await timeNavigation(cold, '智能车联', 'console');
      await cold.close();
      await context.clearCookies();
    }

    const fresh = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    fresh.setDefaultTimeout(WAIT_MS);
    const page = await fresh.newPage();
    await login(page, server.baseUrl);
    await waitForPreloadedConsole(page);
    const firstOpenPreloaded = await timeNavigation(page, '智能车联', 'console');

    const switches: number[] = [];
    const reloads: number[] = [];
    if (!SWITCH_ONLY) {
      for (let i = 0; i < SWITCHES; i += 1) {
        await timeNavigation(page, '首页', 'home');
        switches.push(await timeNavigation(page, '智能车联', 'console'));
      }
      for (let i = 0; i < RELOADS; i += 1) {
        const start = Date.now();
        await page.reload();
        await firstConsoleRow(page).waitFor({ state: 'visible' });
        reloads.push(Date.now() - start);
      }
    }

    // console ↔ data reports, both alive: the first open of each warms it, then SWITCHES each way.
    // After the reloads of /car/ the reports are preloaded on intent only (preload-sub-app.ts): point at the entry
    await page.locator('nav a', { hasText: '数据报表' }).hover();
    await waitForPreloadedReports(page);
    await timeNavigation(page, '数据报表', 'reports');
    await timeNavigation(page, '智能车联', 'console');
    const toReports: number[] = [];
    const toConsole: number[] = [];
    const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel'];
    if (TRACE_SAMPLES) categories.push('disabled-by-default-v8.cpu_profiler');
    if (TRACE) await browser.startTracing(page, { categories });
    for (let i = 0; i < SWITCHES; i += 1) {
      toReports.push(await timeNavigation(page, '数据报表', 'reports'));
      toConsole.push(await timeNavigation(page, '智能车联', 'console'));
    }
    const traced = TRACE ? await browser.stopTracing() : null;
    if (traced && TRACE_OUT) writeFileSync(TRACE_OUT, traced);
    const trace = traced ? traceSummary(traced) : null;
    await timeNavigation(page, '数据报表', 'reports');
    const reportReloads: number[] = [];
    for (let i = 0; i < RELOADS; i += 1) {
      const start = Date.now();
      await page.reload();
      await page.locator('wujie-app .ant-table-tbody tr.ant-table-row').first().waitFor({ state: 'visible' });
      reportReloads.push(Date.now() - start);
    }
    // a failure here must not lose the figures above
    const reports = SWITCH_ONLY
      ? []
      : await measureReports(page, server.baseUrl).catch((error: unknown) => {
          console.error('report measurement failed', error);
          return [];
        });

    const sizes = [
      { ...measureInitialJs('dist', 'main', '/'), targetKb: 250 },
      { ...measureInitialJs('dist', 'car', '/apps/car/'), targetKb: 320 },
      { ...measureInitialJs('dist', 'data-report', '/apps/data-report/'), targetKb: 320 },
    ];

    console.log('Shell benchmark (production build, Chromium headless, 1366×768)');
    console.log(`  console first open, right after login:      ${ms(firstOpenImmediate)}`);
    console.log(`  console first open, after the idle preload: ${ms(firstOpenPreloaded)}`);
    console.log(`  warm switch back from /home (n=${SWITCHES}):     median ${ms(median(switches))}, p95 ${ms(percentile(switches, 95))}`);
    console.log(`  full reload of /car/ (n=${RELOADS}):             median ${ms(median(reloads))}, p95 ${ms(percentile(reloads, 95))}`);
    const reloadMedian = median(reportReloads);
    for (const [label, samples] of [
      ['console → data reports', toReports],
      ['data reports → console', toConsole],
    ] as const) {
      const speedup = reloadMedian / median(samples);
      console.log(
        `  warm switch ${label} (n=${SWITCHES}): median ${ms(median(samples))}, p95 ${ms(percentile(samples, 95))}` +
          ` (target median ≤ 16.7 ms; ${speedup.toFixed(0)}× faster than the reload, target ≥ 20×)`,
      );
    }
    if (trace) {
      // the loop alternates: to the reports, then back to the console
      const cpuTo = (parity: number) => trace.cpu.filter((_, index) => index % 2 === parity);
      console.log(
        `  main-thread CPU per switch (trace): console → data reports median ${ms(median(cpuTo(0)))}, data reports → console median ${ms(median(cpuTo(1)))}` +
          ` (per switch: ${trace.kinds} ms; nested kinds overlap)`,
      );
    }
    console.log(`  full reload of the mileage report (n=${RELOADS}): median ${ms(reloadMedian)}, p95 ${ms(percentile(reportReloads, 95))}`);
    for (const report of reports) {
      console.log(
        `  ${report.menu}, 3,000 vehicles × 31 days, first page (n=${REPORT_RUNS}): server median ${ms(median(report.server))},` +
          ` server + render median ${ms(median(report.total))}, p95 ${ms(percentile(report.total, 95))} (target ≤ 300 ms)`,
      );
    }
    for (const size of sizes) {
      const verdict = size.gzipBytes <= size.targetKb * 1024 ? 'within' : 'OVER';
      console.log(
        `  initial JS ${size.app.padEnd(11)} ${size.files} files: ${kb(size.rawBytes)} raw, ${kb(size.gzipBytes)} gzip (${verdict} the ${size.targetKb} KB target)`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
