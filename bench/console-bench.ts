/**
 * Console benchmark (a script that prints numbers, not a test), issue 9's targets for the monitoring
 * page: a production build of the apps served by the reference server on a throwaway database seeded
 * with 100,000 vehicles (`--no-simulator`; the live ticks come from the bench-only hook
 * `server/live/live-test-hooks.ts`), opened standalone at /apps/car/ in Debian's Chromium with tiles
 * from the local fixture. Each figure is printed next to its target, with its baseline from the same
 * run where one applies. The map's own figures (first render, pan, cluster rebuild) come from
 * h-map's `bench/map-bench.ts`, run at the end.
 *
 * Each tree step and the live tick are also traced: the longest task's main-thread CPU time is
 * printed beside the wall clock (much less noisy on a shared machine). `--profile DIR` records a
 * Chromium CPU profile of each step there (`bench/cpu-profile-summary.ts` reads them; the figures
 * then include the profiler's cost).
 *
 * The load and the broad search are taken several times (`--load-runs`, `--search-runs`; 5 each) and
 * their medians printed with the spread: one run of either swung by a third on this machine.
 * `--cpu-slowdown N` runs the page's main thread N times slower (cpu-slowdown.ts); the map's own
 * figures (bench:map) are not slowed.
 *
 * `--trace DIR` keeps the live tick's trace there (with the frames' rendering steps), without the profiler's cost.
 *
 *   npx tsx bench/console-bench.ts [--skip-build] [--vehicles 100000] [--live-minutes 10] [--map-runs 3] [--port 18104] [--profile DIR] [--trace DIR] [--reuse-data]
 *     [--load-runs 5] [--search-runs 5] [--cpu-slowdown 2.5]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { coldLoad, profiledOn, type LoadFigures } from './console-cold-load';
import { traceMainThread } from './map/main-thread-trace';
import { longestTask } from './trace-cpu';
import { dirFlag } from './dir-flag';
import { kb, median, ms } from './stats';
import { cpuSlowdownFlag, measureSlowdown, slowdownBanner, slowdownCheck } from './cpu-slowdown';
import type { WithFramePaintedProbe } from './frame-painted-probe';
import { LIVE_STATUS_TEXT } from '@car/features/monitor/live/live-feed';

/** the monitoring page's live status texts (the idle state shows none) */
const LIVE_STATUS_LINES = Object.values(LIVE_STATUS_TEXT).filter(Boolean);

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}
const VEHICLES = flag('vehicles', 100_000);
const LIVE_MINUTES = flag('live-minutes', 10);
const MAP_RUNS = flag('map-runs', 3);
const PORT = flag('port', 18_104);
const LOAD_RUNS = flag('load-runs', 5);
const SEARCH_RUNS = flag('search-runs', 5);
/** `--cpu-slowdown N`: the page's main thread N times slower (cpu-slowdown.ts) */
const CPU_SLOWDOWN = cpuSlowdownFlag();
const PROFILE_DIR = dirFlag('profile');
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
const TRACE_DIR = dirFlag('trace');
if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = resolve('.tmp/console-bench-data');
const TILE = readFileSync(resolve('tests/e2e/fixtures/map-tile.png'));
const TILE_HOSTS = /^https:\/\/(?:webrd0\d\.is\.autonavi\.com|t\d\.tianditu\.gov\.cn|tile\.openstreetmap\.org)\//;

const line = (label: string, value: string, target: string) => process.stdout.write(`${label.padEnd(62)} ${value.padStart(24)}   target ${target}\n`);
const say = (text: string) => process.stdout.write(`${text}\n`);

if (!process.argv.includes('--skip-build')) {
  say('building the apps (production)…');
  const build = spawnSync('npx', ['rsbuild', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `--reuse-data`: keep the database of the previous run (seeding 100k takes minutes on a busy machine;
// for iterating only: the previous run's live ticks have moved its vehicles)
const REUSE = process.argv.includes('--reuse-data') && existsSync(join(DATA_DIR, 'fleet.sqlite'));
if (!REUSE) rmSync(DATA_DIR, { recursive: true, force: true });
say(`starting the server with ${VEHICLES.toLocaleString('en')} vehicles (first start seeds them)…`);
const seedStart = performance.now();
const server: ChildProcess = spawn('npx', ['tsx', 'server/main.ts', '--vehicles', String(VEHICLES), '--no-simulator'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, FLEET_E2E_LIVE_HOOKS: '1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  // its own process group: npx starts tsx, which starts node; stopping the group stops all three
  detached: true,
});
const stopServer = () => {
  if (server.exitCode === null && server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
};
process.on('exit', stopServer);

async function waitForServer(): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${ORIGIN}/oauth/loginPage`)).ok) return;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error('服务启动失败');
    await new Promise((done) => setTimeout(done, 500));
  }
}
await waitForServer();
say(`server ready in ${ms(performance.now() - seedStart)}`);

const moveMany = (count: number) =>
  fetch(`${ORIGIN}/test/live/move-many`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count }) });

const browser = await chromium.launch(chromiumLaunchOptions());
const banner = slowdownBanner(CPU_SLOWDOWN);
if (banner) say(banner);
// the load is a single event per page and swings by a third between runs on this machine: it is
// taken LOAD_RUNS times, each in a fresh context, and the median printed (the last run is profiled
// with --profile, and its page serves the steps after)
const loads: LoadFigures[] = [];
let opened: Awaited<ReturnType<typeof coldLoad>> | null = null;
for (let run = 0; run < LOAD_RUNS; run += 1) {
  if (opened) await opened.context.close();
  opened = await coldLoad(browser, { origin: ORIGIN, slowdown: CPU_SLOWDOWN, tile: TILE, tileHosts: TILE_HOSTS, profileDir: run === LOAD_RUNS - 1 ? PROFILE_DIR : '' });
  loads.push(opened.load);
}
if (!opened) throw new Error('--load-runs 至少为 1');
const { page, cdp } = opened;
const profiled = <T>(name: string, step: () => Promise<T>) => profiledOn(cdp, PROFILE_DIR, name, step);
/** the median run's figures (by the wall clock to the first paint), and the spread of that clock */
const load = [...loads].sort((a, b) => a.serverToPaint - b.serverToPaint)[Math.floor((loads.length - 1) / 2)] as LoadFigures;
const loadSpread = `${ms(Math.min(...loads.map((run) => run.serverToPaint)))}–${ms(Math.max(...loads.map((run) => run.serverToPaint)))}`;
const medianOf = (pick: (run: LoadFigures) => number) => median(loads.map(pick));

// what the same list costs uncompressed and gzip, asked by Node in the same run (the baseline of the bytes)
const sessionId = (await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('_sessionId'))?.[1] ?? '')).replace(/"/g, '');
const listUrl = `${ORIGIN}/car/v1/api/vehicle/listAllVehicles.json`;
// (the form the page got: JSON, or binary (resource timing names no type for it); the JSON form's size beside)
const accept = load.decodedType.startsWith('application/json') ? 'application/json' : 'application/octet-stream';
const plain = await fetch(listUrl, { headers: { sessionId, accept, 'accept-encoding': 'identity' } });
const plainBytes = (await plain.arrayBuffer()).byteLength;
const jsonBytes = (await (await fetch(listUrl, { headers: { sessionId, accept: 'application/json', 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
const etag = plain.headers.get('etag') ?? '';
const revalidated = await fetch(listUrl, { headers: { sessionId, accept, 'if-none-match': etag } });

/**
 * Runs `action` in the page and waits for the paint of the next frame: the time until the user sees the result, with the
 * longest task's wall and main-thread CPU time from a trace of the same window.
 */
async function timed(name: string, action: string): Promise<{ ms: number; twoFrames: number; longest: number; longestCpu: number }> {
  // the page settles first (an idle slice of earlier work must not be counted in this step)
  await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  if (PROFILE_DIR) {
    // with --profile, the step's timeline (style, layout, paint of its frame: what a CPU profile shows
    // as "(program)") is kept beside its CPU profile; its longest task from that trace
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'toplevel', 'v8'] });
    const result = await profiled(name, () => inPage(action));
    const trace = await browser.stopTracing();
    writeFileSync(join(PROFILE_DIR, `${name}.trace.json`), trace);
    const task = longestTask(trace);
    return { ...result, longest: task.wallMs, longestCpu: task.cpuMs };
  }
  // the longest task's wall time from the trace too: the long-task API reports none under 50 ms, which
  // printed a wall of 0.0 beside a CPU time of 16.6
  const { result, mainThread } = await traceMainThread(browser, page, () => profiled(name, () => inPage(action)));
  return { ...result, longest: mainThread.longestTaskMs, longestCpu: mainThread.longestTaskCpuMs };
}
async function inPage(action: string): Promise<{ ms: number; twoFrames: number }> {
  return page.evaluate(async (code) => {
    const t0 = performance.now();
    // the action is a literal of this file, run in the page
    new Function(code)();
    // until the frame showing the result is painted (frame-painted-probe.ts; the old end, the second
    // frame, is printed beside, for the same tree)
    const { paintedAt, twoFramesAt } = await (window as unknown as WithFramePaintedProbe).benchFramePainted();
    const twoFrames = twoFramesAt - t0;
    return { ms: paintedAt - t0, twoFrames };
  }, action);
}

// check the region closest to 50,000 vehicles, without opening it
const region = (await page.evaluate(() => {
  const items = [...document.querySelectorAll('[role="treeitem"][aria-level="2"]')].map((item) => ({
    name: item.getAttribute('aria-label') ?? '',
    total: Number(/\/(\d+)\)/.exec(item.textContent ?? '')?.[1] ?? 0),
  }));
  return items.sort((a, b) => Math.abs(a.total - 50_000) - Math.abs(b.total - 50_000))[0] ?? { name: '', total: 0 };
})) as { name: string; total: number };
const checkBox = (name: string) => `document.querySelector('[role="treeitem"][aria-label="${name}"] input[type="checkbox"]').click()`;
const check = await timed('check', checkBox(region.name));
// no region holds 50,000 (the target's group): every vehicle, the root's check, bounds it from above;
// then the region alone is checked again for the steps after (the list under the map, the live tick)
const root = (await page.evaluate(() => {
  const item = document.querySelector('[role="treeitem"][aria-level="1"]');
  return { name: item?.getAttribute('aria-label') ?? '', total: Number(/\/(\d+)\)/.exec(item?.textContent ?? '')?.[1] ?? 0) };
})) as { name: string; total: number };
await page.waitForTimeout(1000);
const checkAll = await timed('check-all', checkBox(root.name));
await page.waitForTimeout(1000);
await inPage(checkBox(root.name));
await inPage(checkBox(region.name));
await page.waitForTimeout(1000);

const typeSearch = (text: string) => `
  const input = document.querySelector('input[aria-label="搜索车辆或分组"]');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(text)});
  input.dispatchEvent(new Event('input', { bubbles: true }));`;
// the search index is built in idle slices after the first paint: was it ready before the search?
const indexReadyAtCheck = await page.evaluate(() => performance.getEntriesByName('monitor:search-index-ready').length > 0);
// the searches measured are a user's who types a moment after the load: they wait for the index (its
// time after the first paint is printed; the load's map and worker start-up share those idle moments)
await page.waitForFunction(() => performance.getEntriesByName('monitor:search-index-ready').length > 0, undefined, { timeout: 60_000 });
const indexReadyAfterPaint = await page.evaluate(
  () => (performance.getEntriesByName('monitor:search-index-ready')[0]?.startTime ?? Number.NaN) - (performance.getEntriesByName('monitor:tree-painted')[0]?.startTime ?? Number.NaN),
);
// a step of a few ms swings by half between runs: searched and cleared SEARCH_RUNS times, the median
// printed (every run the same path: the idle rehearsal made this search before the first)
const searches: Awaited<ReturnType<typeof timed>>[] = [];
const clears: Awaited<ReturnType<typeof timed>>[] = [];
let searchRows = 0;
for (let run = 0; run < SEARCH_RUNS; run += 1) {
  searches.push(await timed('search', typeSearch('粤')));
  searchRows = await page.locator('[role="treeitem"]').count();
  clears.push(await timed('clear', typeSearch('')));
}
const middle = <T extends { ms: number }>(runs: T[]): T => [...runs].sort((a, b) => a.ms - b.ms)[Math.floor((runs.length - 1) / 2)] as T;
const search = middle(searches);
const clear = middle(clears);
const spread = (runs: { ms: number }[]) => `${ms(Math.min(...runs.map((run) => run.ms)))}–${ms(Math.max(...runs.map((run) => run.ms)))}`;

// geocoding: the list under the map asks for its visible rows only, in batches of 50; again: none
let geoCalls = 0;
page.on('request', (request) => {
  if (request.url().includes('/getGeo.json')) geoCalls += 1;
});
await page.getByRole('button', { name: '车辆列表' }).click();
await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="address-cell"]')].every((cell) => !cell.textContent?.includes('解析中')));
const visibleAddresses = await page.evaluate(() => {
  const cells = [...document.querySelectorAll('[data-testid="address-cell"]')];
  return cells.length;
});
const firstCalls = geoCalls;
await page.getByRole('button', { name: '收起车辆列表' }).click();
await page.getByRole('button', { name: '车辆列表' }).click();
await page.waitForTimeout(500);
const repeatCalls = geoCalls - firstCalls;

// a live tick of 5,000 vehicles: the longest main-thread task from the change to its display
// the long-task API reports nothing under 50 ms: the task lengths come from a trace of each window
// the changes each applied tick reports (its mark's detail), summed from here on
await page.evaluate(() => {
  const counted = window as unknown as { benchLiveChanges: number };
  counted.benchLiveChanges = 0;
  new PerformanceObserver((list) =>
    list.getEntriesByName('monitor:live-applied').forEach((entry) => {
      counted.benchLiveChanges += Number((entry as PerformanceMark).detail) || 0;
    }),
  ).observe({ type: 'mark' });
});
const idleWindow = (await traceMainThread(browser, page, () => page.waitForTimeout(6000))).mainThread;
let tickAppliedAfter = Number.NaN;
let tickStatuses = '';
const tick = (
  await traceMainThread(browser, page, () =>
    profiled('tick', async () => {
      await page.evaluate((statusTexts) => {
        (window as unknown as { benchLiveChanges: number }).benchLiveChanges = 0;
        // the live status line across the tick (a slow tick: was the stream up, or was the feed polling?)
        const line = [...document.querySelectorAll('[role="status"]')].find((element) => statusTexts.includes(element.textContent ?? ''));
        const seen = [line?.textContent ?? '（无状态行）'];
        (window as unknown as { benchLiveStatuses: string[] }).benchLiveStatuses = seen;
        if (line) new MutationObserver(() => seen.push(line.textContent ?? '')).observe(line, { childList: true, characterData: true, subtree: true });
      }, LIVE_STATUS_LINES);
      const sent = performance.now();
      await moveMany(5000);
      // the window must hold the tick: a figure from a window it missed would read as a fast tick
      await page.waitForFunction(() => (window as unknown as { benchLiveChanges: number }).benchLiveChanges >= 5000, undefined, {
        // a slow poll: the default (every frame) would add its own work to the traced window
        polling: 500,
        timeout: 30_000,
      });
      tickAppliedAfter = performance.now() - sent;
      tickStatuses = await page.evaluate(() => (window as unknown as { benchLiveStatuses: string[] }).benchLiveStatuses.join(' → '));
      await page.waitForTimeout(Math.max(1000, 6000 - tickAppliedAfter));
    }),
    // `--trace DIR`: the tick's trace is kept there, with the frames' rendering steps
    { frames: Boolean(TRACE_DIR), saveTo: TRACE_DIR ? join(TRACE_DIR, 'tick.trace.json') : '' },
  )
).mainThread;

// heap: after GC, before and after LIVE_MINUTES of ticks (5,000 vehicles every 5 s)
const heap = async () => {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
};
const heapBefore = await heap();
const until = Date.now() + LIVE_MINUTES * 60_000;
while (Date.now() < until) {
  await moveMany(5000);
  await page.waitForTimeout(5000);
}
const heapAfter = await heap();

/**
 * The baseline of the form, in the same page and run: the list received by the browser as JSON text
 * and parsed (what the console did before the binary form) against the binary bytes (what it does
 * now, before its column copy), the same brotli wire, each asked five times in turn; the median of each.
 * Last of the steps: its 100 MB of garbage must not fall into another step's window.
 */
const receipt = (await page.evaluate(async (session) => {
  // (no named functions in here: the bench's transpiler would wrap them in a helper the page lacks)
  const took = { json: [] as number[], binary: [] as number[] };
  for (const form of ['json', 'binary', 'json', 'binary', 'json', 'binary', 'json', 'binary', 'json', 'binary'] as const) {
    const wall = await new Promise<number>((done, fail) => {
      const xhr = new XMLHttpRequest();
      const t0 = performance.now();
      xhr.open('GET', `${location.origin}/car/v1/api/vehicle/listAllVehicles.json?_=${Math.random()}`);
      xhr.setRequestHeader('sessionId', session);
      xhr.setRequestHeader('accept', form === 'json' ? 'application/json' : 'application/octet-stream');
      xhr.responseType = form === 'json' ? 'text' : 'arraybuffer';
      xhr.onload = () => {
        if (xhr.status !== 200) return fail(new Error(`列表请求失败 HTTP ${xhr.status}`));
        if (form === 'json') JSON.parse(xhr.responseText);
        done(performance.now() - t0);
      };
      xhr.onerror = () => fail(new Error('列表请求失败'));
      xhr.send();
    });
    took[form].push(wall);
  }
  took.json.sort((a, b) => a - b);
  took.binary.sort((a, b) => a - b);
  return { json: took.json[2] as number, binary: took.binary[2] as number };
}, sessionId)) as { json: number; binary: number };

// the slowdown the steps' page really had, at the end (unslowed: nothing to check)
const slowdownAtEnd = CPU_SLOWDOWN === 1 ? null : slowdownCheck(CPU_SLOWDOWN, await measureSlowdown(page), '结束');
await browser.close();
stopServer();

say(`\nconsole benchmark (production build, Chromium 1366×768, ${VEHICLES.toLocaleString('en')} vehicles, standalone /apps/car/)`);
if (slowdownAtEnd) say(slowdownAtEnd);
line(`vehicles from server to first tree paint (median of ${loads.length} cold loads)`, ms(load.serverToPaint), '≤ 1500 ms');
line('  the loads from fastest to slowest', loadSpread, '');
// the page's main-thread CPU over the same window (receiving, decoding, laying out, first rows): the wall figure's noise-free part
line('  its main-thread CPU (trace, list request sent → tree painted; median)', ms(medianOf((run) => run.cpu)), '');
line('  of which the list request (request → last byte; median)', ms(medianOf((run) => run.request)), '');
line('    its first byte (the server busy with the requests before it)', ms(medianOf((run) => run.firstByte)), '');
line(`  bytes on the wire (brotli) / decoded (${load.type || '?'}, ${load.decodedType || 'binary'})`, `${kb(load.wire)} / ${kb(load.decoded)}`, '');
line(`  baseline: the same list uncompressed (${accept}; as JSON)`, `${kb(plainBytes)}; ${kb(jsonBytes)}`, '');
line('  revalidation with the ETag', `HTTP ${revalidated.status}`, '304');
line('  the list received in the page (median of 5): binary bytes; baseline JSON text + parse', `${ms(receipt.binary)}; ${ms(receipt.json)}`, '');
line('tree: first render after data (median)', ms(medianOf((run) => run.dataToPaint)), '≤ 50 ms');
line('  its main-thread CPU (trace)', ms(medianOf((run) => run.firstRenderCpu)), '');
line('  before it: list decoded → its task ended (the browser finishing the request)', ms(medianOf((run) => run.decodedToReady)), '');
line(`tree: check a group of ${region.total.toLocaleString('en')} (${region.name}), to the next frame`, ms(check.ms), '≤ 30 ms');
line('  to the second frame (the old end of a step)', ms(check.twoFrames), '');
line('  longest task: wall / main-thread CPU', `${ms(check.longest)} / ${ms(check.longestCpu)}`, '');
line(`tree: check every vehicle (${root.name}, ${root.total.toLocaleString('en')}: above the target's 50,000)`, ms(checkAll.ms), '≤ 30 ms');
line('  longest task: wall / main-thread CPU', `${ms(checkAll.longest)} / ${ms(checkAll.longestCpu)}`, '');
line(`tree: broad search "粤" (${searchRows} rows in the DOM; median of ${searches.length})`, ms(search.ms), '≤ 30 ms');
line(`  the search index ready after the first paint (${indexReadyAtCheck ? 'before' : 'after'} the group check)`, ms(indexReadyAfterPaint), '');
line('  the searches from fastest to slowest', spread(searches), '');
line('  to the second frame (the old end of a step)', ms(search.twoFrames), '');
line('  longest task: wall / main-thread CPU', `${ms(search.longest)} / ${ms(search.longestCpu)}`, '');
line('tree: clear the search (median)', `${ms(clear.ms)} (longest task CPU ${ms(clear.longestCpu)}; ${spread(clears)})`, '');
line('tree: rows in the DOM after load', String(load.rows), '≤ 100');
line('live tick of 5,000 vehicles: longest main-thread task (trace)', ms(tick.longestTaskMs), '≤ 50 ms');
line('  its main-thread CPU; busy CPU in the 6 s window', `${ms(tick.longestTaskCpuMs)}; ${ms(tick.busyCpuMs)}`, '');
line('  the tick applied after the server moved the vehicles (feed + buffer)', ms(tickAppliedAfter), '');
line('  the live status line from the move to the tick applied', tickStatuses, '');
line('  baseline: the same 6 s window without a tick (longest / busy CPU)', `${ms(idleWindow.longestTaskMs)} / ${ms(idleWindow.busyCpuMs)}`, '');
line(`geocoding ${visibleAddresses} visible rows: getGeo.json calls`, String(firstCalls), `ceil(uncached unique / 50) = ${Math.ceil(visibleAddresses / 50)} at most`);
line('geocoding the same rows again', String(repeatCalls), '0');
line(`heap after ${LIVE_MINUTES} min of live ticks (after GC)`, `${kb(heapBefore)} → ${kb(heapAfter)} (${(((heapAfter - heapBefore) / heapBefore) * 100).toFixed(1)}%)`, '≤ +10%');

if (MAP_RUNS > 0) {
  say(`\nmap figures (h-map's bench/map-bench.ts, ${MAP_RUNS} runs):`);
  spawnSync('npx', ['tsx', 'bench/map-bench.ts', '--runs', String(MAP_RUNS)], { stdio: 'inherit' });
}
process.exit(0);
