/**
 * Report benchmark (a script that prints numbers, not a test): on a production build served by the
 * reference server (3,000 seeded vehicles), in Debian's Chromium at 1366×768, inside the shell:
 * each report's first page over 31 days,
 * - the server alone (the report request from Node, n runs),
 * - in the page: 查询 clicked → the new rows laid out (server + render), split at the moment the
 *   report's answer arrived in the sub-app (its resource timing), so "render" is what the page did
 *   after the answer: parse, React, antd's table, layout;
 * - the whole-range summary request alone, and the alarm export (addresses filled) end to end.
 * - with --trace, the main thread's CPU time from click to rows (thread time: robust on a shared machine).
 * Usage: npm run bench:reports -- [--no-build] [--runs N] [--port P] [--profile DIR] [--trace [--trace-out DIR [--trace-js]]]
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chinaDay } from '../shared/api/time/china-time';
import { DAY_MS } from '../shared/constants/time';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { startBenchServer } from './bench-server';
import { median, ms, percentile } from './stats';
import { typeRange } from './type-range';

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const RUNS = Number(argValue('--runs') ?? 10);
const PORT = Number(argValue('--port') ?? process.env.BENCH_PORT ?? 18_450);
const PROFILE_DIR = argValue('--profile');
/** with --trace, the main thread's work during the timed queries, by kind (script, style, layout, paint) */
const TRACE = process.argv.includes('--trace');
/** with --trace-out DIR, each report's trace is kept there (for a closer look) */
const TRACE_OUT = argValue('--trace-out');
/** with --trace-js, the kept traces also hold V8's samples (where the script time goes; it slows the page a little) */
const TRACE_JS = process.argv.includes('--trace-js');
const TARGET_MS = 300;
/** Bounds every wait for visible state (a loaded machine can take seconds); never part of a figure. */
const WAIT_MS = 120_000;

const REPORT = '/car/v1/accelerate/report';
const REPORTS = [
  { menu: '里程报表', path: `${REPORT}/mileage/queryDailyMileage.json`, summary: `${REPORT}/mileage/queryMileageSummary.json` },
  { menu: '报警明细', path: `${REPORT}/alarm/queryAlarmDetail.json`, summary: `${REPORT}/alarm/queryAlarmSummary.json` },
  { menu: '在线明细', path: `${REPORT}/online/queryDailyOnline.json`, summary: `${REPORT}/online/queryOnlineSummary.json` },
] as const;

/**
 * Runs inside the page: clicks the report's 查询 and resolves with { total, answer }: ms from the
 * click to the new rows laid out, and ms from the click to the report's answer having arrived in the
 * sub-app (its resource timing, moved onto the shell's clock). Kept as source text: tsx would inject
 * helpers the page does not have.
 */
const TIME_QUERY_IN_PAGE = `async ({ waitMs, path, summaryPath }) => {
  const frame = document.querySelector('iframe[name="data-report"]');
  const appWindow = frame && frame.contentWindow;
  if (!appWindow) throw new Error('no data-report sandbox');
  // untimed: the previous query has settled (its summary answered after its page, its chart drawn),
  // as when a user clicks 查询 again: the timed query does not wait behind the last one's tail
  const since = appWindow.__reportBenchAnswerEnd ?? -1;
  await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('the previous summary did not arrive in ' + waitMs + ' ms')), waitMs);
    const settled = () => appWindow.performance.getEntriesByType('resource').some((e) => e.name.includes(summaryPath) && e.startTime > since);
    const check = () => { if (settled()) { clearTimeout(timeout); resolve(); } else setTimeout(check, 10); };
    check();
  });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
  // the shown app's shadow roots only: a hidden one stays in the page
  const roots = () => [...document.querySelectorAll('wujie-app')].filter((host) => host.checkVisibility()).map((host) => host.shadowRoot).filter(Boolean);
  const report = () => roots().find((r) => r.querySelector('.ant-table'));
  const signature = () => {
    const root = report();
    return (root?.querySelector('.ant-table-thead')?.textContent ?? '') + '|' + (root?.querySelector('.ant-table-tbody tr.ant-table-row')?.textContent ?? '');
  };
  const button = roots().flatMap((root) => [...root.querySelectorAll('button')]).find((b) => b.textContent?.trim() === '查询');
  if (!button) throw new Error('no 查询 button');
  appWindow.performance.clearResourceTimings();
  const before = signature();
  let sawLoading = false;
  performance.mark('report-query-start');
  const start = performance.now();
  button.click();
  await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      const root = report();
      const row = root?.querySelector('.ant-table-tbody tr.ant-table-row');
      const state = { roots: roots().length, table: !!root, loading: !!root?.querySelector('.ant-table-wrapper .ant-spin-spinning, [data-report-loading]'), row: row ? row.getBoundingClientRect().height : null, sawLoading, same: signature() === before };
      reject(new Error('report not ready after ' + waitMs + ' ms: ' + JSON.stringify(state)));
    }, waitMs);
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
  const total = performance.now() - start;
  performance.mark('report-query-end');
  const entry = appWindow.performance.getEntriesByType('resource').find((e) => e.name.includes(path));
  appWindow.__reportBenchAnswerEnd = entry ? entry.responseEnd : appWindow.performance.now();
  const shift = appWindow.performance.timeOrigin - performance.timeOrigin;
  const answer = entry ? entry.responseEnd + shift - start : NaN;
  return { total, answer };
}`;

interface QueryTiming {
  total: number;
  answer: number;
}

async function timeQuery(page: Page, path: string, summaryPath: string): Promise<QueryTiming> {
  const result: unknown = await page.evaluate(`(${TIME_QUERY_IN_PAGE})(${JSON.stringify({ waitMs: WAIT_MS, path, summaryPath })})`);
  if (typeof result !== 'object' || result === null || !('total' in result) || !('answer' in result)) throw new Error('timing script returned nothing');
  const { total, answer } = result as { total: unknown; answer: unknown };
  if (typeof total !== 'number' || typeof answer !== 'number') throw new Error('timing script returned no numbers');
  return { total, answer };
}

async function login(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('账号').fill('demo');
  await page.getByLabel('密码').fill('demo123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByText('我的应用').waitFor();
}

async function sessionOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('main_sessionId'));
  const sessionId: unknown = raw ? JSON.parse(raw) : null;
  if (typeof sessionId !== 'string') throw new Error('no stored session');
  return sessionId;
}

async function post(baseUrl: string, sessionId: string, path: string, body: unknown): Promise<{ ms: number; json: unknown }> {
  const start = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sessionId, platformId: '20', authorization: '' },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  return { ms: performance.now() - start, json };
}

async function timeServer(baseUrl: string, sessionId: string, path: string, body: unknown): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) samples.push((await post(baseUrl, sessionId, path, body)).ms);
  return samples;
}

const EXPORT_START = '/car/v1/accelerate/export/exportDataReport.json';
const EXPORT_LIST = '/car/v1/accelerate/export/listExportRecord.json';

/** The alarm export over 31 days, addresses filled: start → the job's final state, as the user waits for it. */
async function timeAlarmExport(baseUrl: string, sessionId: string, range: { startDate: string; endDate: string }): Promise<{ ms: number; rows: number; status: string }> {
  const start = performance.now();
  const started = await post(baseUrl, sessionId, EXPORT_START, { reportType: 'alarmReport', ...range });
  const id = (started.json as { obj?: { id?: number } }).obj?.id;
  if (typeof id !== 'number') throw new Error(`export did not start: ${JSON.stringify(started.json)}`);
  for (;;) {
    const listed = await post(baseUrl, sessionId, EXPORT_LIST, { pageNum: 1, pageSize: 10 });
    const records = (listed.json as { obj?: { list?: { id: number; status: string; rowCount?: number | null }[] } }).obj?.list ?? [];
    const record = records.find((item) => item.id === id);
    if (record && (record.status === 'done' || record.status === 'failed')) {
      return { ms: performance.now() - start, rows: record.rowCount ?? 0, status: record.status };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
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
 * The renderer main thread's CPU time (thread time, not wall time: the machine is shared) from each
 * 查询 click to its rows laid out, per query, by kind: script, style, layout, paint, gc.
 */
function traceSummary(buffer: Buffer): string {
  const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  const mains = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const marks = (name: string) => traceEvents.filter((e) => e.name === name).map((e) => e.ts).sort((a, b) => a - b);
  const starts = marks('report-query-start');
  const ends = marks('report-query-end');
  const windows = starts.map((start, i) => [start, ends[i] ?? start] as const);
  const inWindow = (ts: number) => windows.some(([start, end]) => ts >= start && ts <= end);
  const totals = new Map<string, number>();
  let tasks = 0;
  for (const event of traceEvents) {
    if (event.ph !== 'X' || !mains.has(`${event.pid}:${event.tid}`) || !inWindow(event.ts)) continue;
    const cpu = (event.tdur ?? event.dur ?? 0) / 1000;
    if (event.name === 'RunTask') tasks += cpu;
    const kind = KINDS[event.name];
    if (kind) totals.set(kind, (totals.get(kind) ?? 0) + cpu);
  }
  const n = Math.max(1, windows.length);
  const kinds = [...totals].sort((a, b) => b[1] - a[1]).map(([name, total]) => `${name} ${(total / n).toFixed(0)}`).join(', ');
  return `main-thread CPU per query ${(tasks / n).toFixed(0)} ms (${kinds} ms; nested kinds overlap)`;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execSync('npx rsbuild build', { stdio: 'ignore' });
  const server = await startBenchServer(PORT);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    await login(page, server.baseUrl);
    const sessionId = await sessionOf(page);
    await page.getByRole('navigation').getByText('数据报表').click();
    await page.locator('wujie-app .ant-table-tbody tr.ant-table-row').first().waitFor();

    const now = Date.now();
    const range = { startDate: chinaDay(now - 30 * DAY_MS), endDate: chinaDay(now) };
    const lines: string[] = [];
    for (const report of REPORTS) {
      const server1 = await timeServer(server.baseUrl, sessionId, report.path, { ...range, pageNum: 1, pageSize: 10 });
      const summary = await timeServer(server.baseUrl, sessionId, report.summary, range);
      await page.getByRole('navigation', { name: '报表菜单' }).getByText(report.menu).click();
      await page.getByRole('heading', { name: report.menu }).waitFor();
      await page.locator('wujie-app .ant-table-tbody tr.ant-table-row').first().waitFor();
      const cdp = PROFILE_DIR ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      if (TRACE) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel', ...(TRACE_JS ? ['disabled-by-default-v8.cpu_profiler'] : [])] });
      const timings: QueryTiming[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        // 31 days ending today, then 31 days ending yesterday: every 查询 is a new request and a new first page
        const shift = (i % 2) * DAY_MS;
        await typeRange(page, ['开始日期', '结束日期'], [chinaDay(now - 30 * DAY_MS - shift), chinaDay(now - shift)]);
        timings.push(await timeQuery(page, report.path, report.summary));
      }
      if (cdp && PROFILE_DIR) {
        const { profile } = await cdp.send('Profiler.stop');
        mkdirSync(PROFILE_DIR, { recursive: true });
        writeFileSync(join(PROFILE_DIR, `${report.path.split('/').at(-1) ?? 'report'}.cpuprofile`), JSON.stringify(profile));
        await cdp.detach();
      }
      const traced = TRACE ? await browser.stopTracing() : null;
      if (traced && TRACE_OUT) {
        mkdirSync(TRACE_OUT, { recursive: true });
        writeFileSync(join(TRACE_OUT, `${report.path.split('/').at(-1) ?? 'report'}.trace.json`), traced);
      }
      const trace = traced ? traceSummary(traced) : null;
      const totals = timings.map((timing) => timing.total);
      // a query whose answer has no resource entry (NaN) counts in the totals, not in the answer/render split (a NaN made its p95 NaN)
      const split = timings.filter((timing) => Number.isFinite(timing.answer));
      const renders = split.map((timing) => timing.total - timing.answer);
      const answers = split.map((timing) => timing.answer);
      const verdict = median(totals) <= TARGET_MS ? 'within' : 'OVER';
      lines.push(
        `  ${report.menu} (n=${RUNS}): server alone median ${ms(median(server1))}; in the page: answer ${ms(median(answers))}${split.length < timings.length ? ` (${timings.length - split.length} without a resource entry)` : ''},` +
          ` render ${ms(median(renders))} (p95 ${ms(percentile(renders, 95))}), server + render median ${ms(median(totals))},` +
          ` p95 ${ms(percentile(totals, 95))} (${verdict} the ≤ ${TARGET_MS} ms target); whole-range summary alone median ${ms(median(summary))}`,
      );
      if (trace) lines.push(`    ${trace}`);
      // each query in order (server + render, render after the answer): shows whether an outlier is the first of a series or a stray one
      lines.push(`    per query: ${timings.map((timing) => `${timing.total.toFixed(0)}/${Number.isFinite(timing.answer) ? (timing.total - timing.answer).toFixed(0) : '?'}`).join(' ')} ms (server + render / render)`);
    }
    const exported = await timeAlarmExport(server.baseUrl, sessionId, range);

    console.log('Report benchmark (production build, Chromium headless, 1366×768, 3,000 vehicles × 31 days, first page of 10)');
    for (const line of lines) console.log(line);
    console.log(`  alarm export with addresses, 31 days: ${exported.rows} rows, ${exported.status}, start → final ${ms(exported.ms)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
