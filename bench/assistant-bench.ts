/**
 * Assistant benchmark (issue 13; a script that prints numbers, not a test), on a production build
 * served by the reference server, in Debian's Chromium at 1366×768:
 * - the shell's initial JS before (the build of BENCH_BASE_REF, default: the merge-base with main)
 *   and after (this checkout), and the widget script's own size;
 * - the widget after login: its script loaded and its launcher painted, measured in the page from
 *   the moment the user is known (getUser answered) and from the login answer;
 * - the first streamed piece of an answer (knowledge base and vehicle data), over HTTP as the
 *   widget asks, from the request to the first `delta` event.
 * `--no-build` reuses dist/ (and skips the baseline build); `--port N` (or BENCH_PORT) for the server;
 * `--profile DIR` records a Chromium CPU profile of each login, from the click to the launcher on
 * screen (read it with `bench/cpu-profile-summary.ts`; the figures then include the profiler's cost).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { startBenchServer } from './bench-server';
import { measureInitialJs, type InitialJsSize } from './initial-js-size';
import { traceEventsOf } from './map/main-thread-trace';
import { dirFlag } from './dir-flag';
import { kb, median, ms, percentile } from './stats';

function portArg(): number {
  const index = process.argv.indexOf('--port');
  const raw = index >= 0 ? process.argv[index + 1] : process.env.BENCH_PORT;
  return Number(raw ?? 18_208);
}

const PORT = portArg();
const PROFILE_DIR = dirFlag('profile');
const LOGINS = 5;
/** further logins, traced, for the main-thread CPU figures (the wall figures come from untraced ones) */
const TRACED_LOGINS = 3;
const CLOCK_MARK = 'assistant-bench-clock';
const ASKS = 20;
const WAIT_MS = 120_000;
const ROOT = resolve(import.meta.dirname, '..');

/** The shell's initial JS of another commit: exported to a temporary folder and built there. */
function baselineShellJs(): { ref: string; size: InitialJsSize } {
  const ref = process.env.BENCH_BASE_REF ?? execSync('git merge-base HEAD main', { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'assistant-bench-base-'));
  try {
    execSync(`git archive ${ref} | tar -x -C ${dir}`, { cwd: ROOT, stdio: 'ignore' });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    execSync('npx rsbuild build --environment main', { cwd: dir, stdio: 'ignore' });
    return { ref: ref.slice(0, 10), size: measureInitialJs(join(dir, 'dist'), 'main', '/') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface LoginTiming {
  fromUser: number;
  fromToken: number;
  scriptLoaded: number;
  /** the widget's own cost: from its script's arrival to its launcher on screen */
  scriptToPaint: number;
  /** the widget mounted (hidden while the login page still shows), after the user is known */
  mounted: number;
  /** the first page after login on screen (the URL left /login), after the user is known */
  firstPage: number;
}

/** Main-thread CPU of one traced login (thread time of the tasks, so the machine's load barely shows). */
interface LoginCpu {
  /** the widget's own task: its script evaluated, the load event, the launcher mounted */
  widget: number;
  /** every task from the login answer to the launcher on screen (the shell's work included) */
  busy: number;
}

/** The page's main-thread tasks during `work`, on the page's clock (matched by a user-timing mark). */
async function traceTasks(browser: Browser, page: Page, work: () => Promise<void>): Promise<{ start: number; end: number; cpu: number; widget: boolean }[]> {
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'devtools.timeline'] });
  const markedAt = Number(await page.evaluate(`performance.mark(${JSON.stringify(CLOCK_MARK)}).startTime`));
  await work();
  const events = traceEventsOf(await browser.stopTracing());
  const mark = events.find((event) => event.name === CLOCK_MARK);
  if (!mark) throw new Error('bench: the clock mark is not in the trace');
  const offsetMs = mark.ts / 1000 - markedAt;
  const onMain = events.filter((event) => event.pid === mark.pid && event.tid === mark.tid && event.ph === 'X' && event.dur !== undefined);
  const widgetRuns = onMain.filter((event) => event.name === 'EvaluateScript' && (event.args?.data?.url ?? '').endsWith('/apps/assistant/assistant.js'));
  return onMain
    .filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      return {
        start: task.ts / 1000 - offsetMs,
        end: end / 1000 - offsetMs,
        cpu: (task.tdur ?? task.dur ?? 0) / 1000,
        widget: widgetRuns.some((run) => run.ts >= task.ts && run.ts < end),
      };
    });
}

/**
 * Runs in the page before any script: notes when the launcher is first laid out and when the first
 * page after login shows (polled once per frame, until both are seen: the launcher may come first).
 * The resource timings give when the login and user answers and the widget script arrived.
 */
const WATCH_LAUNCHER = `(() => {
  const check = () => {
    const now = performance.now();
    if (window.__mountedAt === undefined && document.querySelector('[data-assistant-wrapper]')) window.__mountedAt = now;
    if (window.__pageAt === undefined && document.body && location.pathname !== '/login') window.__pageAt = now;
    const button = document.querySelector('[data-assistant-wrapper] button[aria-label="打开智能助手"]');
    if (window.__launcherAt === undefined && button && button.getBoundingClientRect().width > 0) window.__launcherAt = now;
    if (window.__launcherAt !== undefined && window.__pageAt !== undefined) return;
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function timeLogin(page: Page, baseUrl: string, profileFile: string | null, tracer: Browser | null = null): Promise<LoginTiming & { cpu: LoginCpu | null }> {
  await page.addInitScript(WATCH_LAUNCHER);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('账号').fill('demo');
  await page.getByLabel('密码').fill('demo123456');
  const cdp = profileFile ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const loginAndWait = async () => {
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('button', { name: '打开智能助手' }).waitFor();
    await page.waitForFunction('typeof window.__launcherAt === "number"');
  };
  const tasks = tracer ? await traceTasks(tracer, page, loginAndWait) : (await loginAndWait(), null);
  if (cdp && profileFile) writeFileSync(profileFile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  await page.waitForFunction('typeof window.__pageAt === "number"');
  const timing: unknown = await page.evaluate(`(() => {
    const end = (part) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part)).map((entry) => entry.responseEnd)[0];
    return { launcher: window.__launcherAt, mounted: window.__mountedAt, page: window.__pageAt, token: end('/oauth/v4/token'), user: end('/user/getUser.json'), script: end('/apps/assistant/assistant.js') };
  })()`);
  const { launcher, mounted, page: pageAt, token, user, script } = timing as Record<'launcher' | 'mounted' | 'page' | 'token' | 'user' | 'script', number>;
  const onPath = tasks?.filter((task) => task.end >= token && task.start <= launcher) ?? null;
  return {
    cpu: onPath && {
      widget: onPath.filter((task) => task.widget).reduce((sum, task) => sum + task.cpu, 0),
      busy: onPath.reduce((sum, task) => sum + task.cpu, 0),
    },
    fromUser: launcher - user,
    fromToken: launcher - token,
    scriptLoaded: script - user,
    scriptToPaint: launcher - script,
    mounted: mounted - user,
    firstPage: pageAt - user,
  };
}

/** ms from sending the question to the first `delta` event. */
async function firstPiece(baseUrl: string, sessionId: string, question: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${baseUrl}/car/v1/api/assistant/ask.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', sessionId },
    body: JSON.stringify({ question }),
  });
  if (!response.body) throw new Error('no stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let at = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    if (Number.isNaN(at) && text.includes('"type":"delta"')) at = performance.now() - start;
  }
  if (Number.isNaN(at)) throw new Error(`no answer piece for ${question}: ${text.slice(0, 200)}`);
  return at;
}

function gzipKb(file: string): string {
  const content = readFileSync(file);
  return `${kb(content.length)} raw, ${kb(gzipSync(content, { level: 9 }).length)} gzip`;
}

async function main(): Promise<void> {
  const build = !process.argv.includes('--no-build');
  const baseline = build ? baselineShellJs() : null;
  if (build) execSync('npx rsbuild build', { cwd: ROOT, stdio: 'ignore' });
  const after = measureInitialJs(join(ROOT, 'dist'), 'main', '/');

  const server = await startBenchServer(PORT);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const logins: LoginTiming[] = [];
    let sessionId = '';
    for (let i = 0; i < LOGINS; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      context.setDefaultTimeout(WAIT_MS);
      const page = await context.newPage();
      if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
      logins.push(await timeLogin(page, server.baseUrl, PROFILE_DIR ? join(PROFILE_DIR, `login-${i + 1}.cpuprofile`) : null));
      sessionId = String(await page.evaluate(`(() => { for (const key of Object.keys(localStorage)) { if (key.endsWith('sessionId')) return JSON.parse(localStorage.getItem(key)); } return ''; })()`));
      await context.close();
    }
    if (!sessionId) throw new Error('no session found in the page storage');
    const loginCpus: LoginCpu[] = [];
    for (let i = 0; i < TRACED_LOGINS; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      context.setDefaultTimeout(WAIT_MS);
      const { cpu } = await timeLogin(await context.newPage(), server.baseUrl, null, browser);
      if (cpu) loginCpus.push(cpu);
      await context.close();
    }

    const vehicle = await fetch(`${server.baseUrl}/car/v1/api/vehicle/pageVehicle.json?pageNum=1&pageSize=1`, { headers: { sessionId } });
    const plate = ((await vehicle.json()) as { obj: { list: { plate: string }[] } }).obj.list[0]?.plate ?? '';
    // the first data answer builds the offline geocoder's index (once per server); not part of the figure
    await firstPiece(server.baseUrl, sessionId, `${plate} 现在在哪`);
    const kbTimes: number[] = [];
    const dataTimes: number[] = [];
    for (let i = 0; i < ASKS; i += 1) {
      kbTimes.push(await firstPiece(server.baseUrl, sessionId, '设备离线是什么原因？'));
      dataTimes.push(await firstPiece(server.baseUrl, sessionId, `${plate} 现在在哪`));
    }

    const pick = (key: keyof LoginTiming) => logins.map((timing) => timing[key]);
    console.log('Assistant benchmark (production build, Chromium headless, 1366×768)');
    if (baseline) {
      console.log(`  shell initial JS before (${baseline.ref}): ${baseline.size.files} files, ${kb(baseline.size.rawBytes)} raw, ${kb(baseline.size.gzipBytes)} gzip`);
    }
    console.log(`  shell initial JS after:                  ${after.files} files, ${kb(after.rawBytes)} raw, ${kb(after.gzipBytes)} gzip`);
    console.log(`  widget script (loaded by URL, not initial): ${gzipKb(join(ROOT, 'dist/assistant/assistant.js'))}`);
    console.log(`  widget script loaded, after the user is known (n=${LOGINS}): median ${ms(median(pick('scriptLoaded')))}, max ${ms(Math.max(...pick('scriptLoaded')))}`);
    console.log(`  widget painted, after the user is known (n=${LOGINS}):       median ${ms(median(pick('fromUser')))}, max ${ms(Math.max(...pick('fromUser')))}`);
    console.log(`  widget painted, after the login answer (n=${LOGINS}):        median ${ms(median(pick('fromToken')))}, max ${ms(Math.max(...pick('fromToken')))}`);
    console.log(`  widget script arrived → painted (n=${LOGINS}):              median ${ms(median(pick('scriptToPaint')))}, max ${ms(Math.max(...pick('scriptToPaint')))}`);
    console.log(`  widget mounted (hidden on /login), after the user is known: median ${ms(median(pick('mounted')))}, max ${ms(Math.max(...pick('mounted')))}`);
    console.log(`  first page after login shown, after the user is known:      median ${ms(median(pick('firstPage')))}, max ${ms(Math.max(...pick('firstPage')))} (the shell's own resources + navigation; the widget does not wait for it)`);
    const cpuOf = (key: keyof LoginCpu) => loginCpus.map((cpu) => cpu[key]);
    console.log(`  main-thread CPU, the widget's own task (traced, n=${loginCpus.length}):          median ${ms(median(cpuOf('widget')))}, max ${ms(Math.max(...cpuOf('widget')))}`);
    console.log(`  main-thread CPU, login answer → widget painted (traced, n=${loginCpus.length}): median ${ms(median(cpuOf('busy')))}, max ${ms(Math.max(...cpuOf('busy')))} (the shell's work included)`);
    console.log(`  machine load average during the run: ${loadavg().map((value) => value.toFixed(1)).join(' / ')} (${cpus().length} cores)`);
    console.log(`  first streamed piece, knowledge base (n=${ASKS}): median ${ms(median(kbTimes))}, p95 ${ms(percentile(kbTimes, 95))}`);
    console.log(`  first streamed piece, vehicle data (n=${ASKS}):   median ${ms(median(dataTimes))}, p95 ${ms(percentile(dataTimes, 95))}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
