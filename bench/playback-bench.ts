/**
 * Playback benchmark (a script that prints numbers, not a test): a production build served by the
 * reference server (in this process, on a throwaway database) with a 100 000-point track added to
 * one vehicle, replayed in Debian's Chromium at 1366×768, twice: inside the shell (`urlType=blank`,
 * the console in wujie: its code runs in wujie's iframe, its DOM in the shell's page) and standalone
 * (`/apps/car/playback`, the console's own page):
 * - request to first frame: from the start of queryTrack.json (the console's resource timing) to
 *   the first animation frame showing the drawn line and the moving marker (target ≤ 1 s);
 * - at 64×, over 10 s of playback: frame time p95 (target ≤ 16.7 ms) and the longest task
 *   (target ≤ 50 ms), from a Chromium trace of the renderer's main thread (every task, whichever
 *   window's code ran in it), and as a long-task observer in each window of the page saw them (the
 *   shell's window and wujie's iframe, where the console's code runs, report none there: the
 *   trace is the figure that counts in the shell);
 * - scrubbing: animation frames between a change of the time axis and the marker moving
 *   (target ≤ 1 frame), over SCRUBS clicks on the axis.
 *
 * - with --first-cpu, also the renderer main thread's busy time from the track request's start to
 *   that frame (a Chromium trace of the first-frame phase: CPU, much less noisy than wall time on a
 *   shared machine; off by default because tracing the boot slows the wall-clock figure a little).
 *
 * - with --cpu-slowdown N, the page's main thread runs N times slower (cpu-slowdown.ts).
 *
 *   tsx bench/playback-bench.ts [--no-build] [--port 18206] [--profile] [--first-cpu] [--only shell|standalone] [--cpu-slowdown 2.5]
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { formatChinaTime } from '@shared/api/time/china-time';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { chinaDayStartOf } from '../server/db/track-blocks';
import { createTrackRepository } from '../server/db/track-repository';
import { DAY_MS } from '@shared/constants/time';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { cpuSlowdownFlag, measureSlowdown, slowDownContext, slowdownBanner, slowdownCheck } from './cpu-slowdown';
import { ms, percentile } from './stats';
import { traceEventsOf, type TraceEvent } from './map/main-thread-trace';

const POINTS = 100_000;
const STEP_MS = 5000;
const PLAY_MS = 10_000;
const SCRUBS = 30;
const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const PORT = Number(argument('--port') ?? process.env.BENCH_PORT ?? 18_206);
const ONLY = argument('--only');
/** `--cpu-slowdown N`: the page's main thread N times slower (cpu-slowdown.ts) */
const CPU_SLOWDOWN = cpuSlowdownFlag();
const WAIT_MS = 120_000;

/**
 * Runs in the shell's page: waits, frame by frame, for the player's line and marker, then answers
 * the absolute times of the track request's start (the console's sandbox iframe records it) and of
 * that frame. Kept as source text: tsx would inject helpers the page does not have.
 */
const FIRST_FRAME_IN_PAGE = `async ({ waitMs }) => {
  const shown = () => {
    const root = document.querySelector('wujie-app')?.shadowRoot ?? document;
    return !!root.querySelector('.fleet-map-moving') && !!root.querySelector('.leaflet-overlay-pane path, .leaflet-overlay-pane canvas');
  };
  await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('no first frame after ' + waitMs + ' ms')), waitMs);
    const check = () => { if (shown()) { clearTimeout(timeout); resolve(); } else requestAnimationFrame(check); };
    check();
  });
  const frameAt = performance.timeOrigin + performance.now();
  // for --first-cpu: where the frame is in the trace (a user-timing mark costs nothing measurable)
  performance.mark('playback-first-frame');
  const realms = [window, ...[...document.querySelectorAll('iframe')].map((frame) => { try { return frame.contentWindow; } catch { return null; } })];
  let requestAt = null;
  let responseAt = null;
  for (const realm of realms) {
    const entry = realm?.performance?.getEntriesByType('resource').find((item) => item.name.includes('queryTrack.json'));
    if (entry) {
      requestAt = realm.performance.timeOrigin + entry.startTime;
      responseAt = realm.performance.timeOrigin + entry.responseEnd;
    }
  }
  return { frameAt, requestAt, responseAt };
}`;

/**
 * Runs in the page: frame intervals and long tasks over `playMs` of playback. A long-task observer
 * in each window of the page: the top one and every same-origin iframe (wujie runs the console's
 * code in one); each answers its own list, keyed by where it watched.
 */
const PLAYING_IN_PAGE = `async ({ playMs }) => {
  const realms = [['window', window], ...[...document.querySelectorAll('iframe')].map((frame, i) => {
    try { return [frame.name || frame.id || 'iframe ' + i, frame.contentWindow]; } catch { return null; }
  })].filter((realm) => realm && realm[1] && realm[1].PerformanceObserver);
  const longTasks = {};
  const observers = realms.map(([name, realm]) => {
    longTasks[name] = [];
    const observer = new realm.PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks[name].push(entry.duration)));
    observer.observe({ type: 'longtask', buffered: false });
    return observer;
  });
  const frames = [];
  await new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    const step = (now) => {
      frames.push(now - last);
      last = now;
      if (now - start < playMs) requestAnimationFrame(step); else resolve();
    };
    requestAnimationFrame((now) => { last = now; requestAnimationFrame(step); });
  });
  observers.forEach((observer) => observer.disconnect());
  return { frames, longTasks };
}`;

/**
 * Runs in the page: clicks the time axis at `fraction` of its width (a real mousedown/up on the rail,
 * as a user's click) and counts the animation frames until the marker has moved (0: in the same task).
 */
const SCRUB_IN_PAGE = `async ({ fraction }) => {
  const root = document.querySelector('wujie-app')?.shadowRoot ?? document;
  const marker = root.querySelector('.fleet-map-moving');
  const slider = root.querySelector('.ant-slider');
  const before = marker.style.transform;
  const box = slider.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, composed: true, clientX: box.left + box.width * fraction, clientY: box.top + box.height / 2, button: 0 };
  slider.dispatchEvent(new MouseEvent('mousedown', init));
  document.dispatchEvent(new MouseEvent('mouseup', init));
  if (marker.style.transform !== before) return 0;
  for (let frames = 1; frames <= 60; frames += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (marker.style.transform !== before) return frames;
  }
  return -1;
}`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** The 20 functions with the most self time in a CPU profile, with their file. */
function printProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): void {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const frame = byNode.get(id)?.callFrame;
    const key = frame ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}` : '?';
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .forEach(([key, spent]) => process.stdout.write(`  ${ms(spent).padStart(10)}  ${key}\n`));
}

interface FirstFrame {
  frameAt: number;
  requestAt: number | null;
  responseAt: number | null;
}

interface Figures {
  first: FirstFrame;
  /** --first-cpu: busy time (ms) of the renderer main thread from the track request's start to the first frame, and after the answer arrived */
  firstCpu: ReturnType<typeof firstFrameCpu> | null;
  playing: { frames: number[]; longTasks: Record<string, number[]> };
  /** every task of the renderer main threads while playing (wall and CPU, ms), from the trace */
  tracedTasks: TracedTask[];
  /** the main threads' busy time (ms) in each frame while playing, from the trace */
  frameWork: number[];
  scrubFrames: number[];
}

/** A main-thread task of a trace: its wall time and its thread's CPU time over it, ms. */
interface TracedTask {
  wall: number;
  cpu: number;
}

/**
 * Every task on the renderers' main threads, from a Chromium trace (devtools.timeline): the longest
 * is printed even under 50 ms, the margin a slower machine has, with its CPU time beside (what
 * other processes of a shared machine do not inflate).
 */
function mainThreadTasksOfTrace(trace: Buffer): TracedTask[] {
  const events = traceEventsOf(trace);
  const main = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  return events
    .filter((event) => (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && event.ph === 'X' && main.has(`${event.pid}:${event.tid}`))
    .map((event) => ({ wall: (event.dur ?? 0) / 1000, cpu: (event.tdur ?? event.dur ?? 0) / 1000 }));
}

interface TimedTraceEvent extends TraceEvent {
  cat?: string;
  args?: { name?: string; data?: { url?: string; requestId?: string } };
}

/**
 * The main thread's work in each frame while playing (ms): the renderer main threads' busy time
 * (script, style, layout, paint: every task, whichever window's code ran in it) between one
 * BeginMainThreadFrame and the next. What the rAF intervals cannot show: they are paced by the
 * display (never below 16.7 ms), this is how much of each frame the page used.
 */
function frameWorkOfTrace(trace: Buffer): number[] {
  const events = traceEventsOf<TimedTraceEvent>(trace);
  const main = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const onMain = (event: TimedTraceEvent) => main.has(`${event.pid}:${event.tid}`);
  const tasks = events.filter((event) => (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && event.ph === 'X' && onMain(event));
  const starts = events
    .filter((event) => event.name === 'BeginMainThreadFrame' && onMain(event))
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const work: number[] = [];
  for (let index = 0; index + 1 < starts.length; index += 1) {
    const from = starts[index] as number;
    const to = starts[index + 1] as number;
    work.push(tasks.reduce((sum, event) => sum + Math.max(0, Math.min(to, event.ts + (event.dur ?? 0)) - Math.max(from, event.ts)), 0) / 1000);
  }
  return work;
}

/**
 * From a trace of the first-frame phase: the renderer main threads' busy time (the part of each task
 * inside the window) from the track request's start (ResourceSendRequest) to the page's
 * 'playback-first-frame' mark, and the part after the answer's last byte came in (its last
 * ResourceReceivedData: Chromium's ResourceFinish of an XHR is only written once the page has
 * consumed the body, after the decode and the drawing, so it is not the answer's arrival). `cpu`:
 * the same tasks' thread time (tdur), which other processes on a shared machine do not inflate.
 */
function firstFrameCpu(trace: Buffer): { total: number; afterAnswer: number; cpu: number; cpuAfterAnswer: number } {
  const events = traceEventsOf<TimedTraceEvent>(trace);
  const main = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const send = events.find((event) => event.name === 'ResourceSendRequest' && event.args?.data?.url?.includes('queryTrack.json'));
  const ofRequest = (name: string) => events.filter((event) => event.name === name && event.args?.data?.requestId === send?.args?.data?.requestId);
  const arrived = [...ofRequest('ResourceReceivedData'), ...ofRequest('ResourceFinish')].reduce((first, event) => Math.min(first, event.ts), Number.POSITIVE_INFINITY);
  const lastData = ofRequest('ResourceReceivedData').reduce((last, event) => Math.max(last, event.ts), Number.NEGATIVE_INFINITY);
  const answerAt = Number.isFinite(lastData) ? lastData : arrived;
  const mark = events.find((event) => event.name === 'playback-first-frame');
  if (!send || !mark) throw new Error('the trace has no track request or no first-frame mark');
  const tasks = events.filter((event) => (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && event.ph === 'X' && main.has(`${event.pid}:${event.tid}`));
  const busy = (from: number, to: number) =>
    tasks.reduce((sum, event) => sum + Math.max(0, Math.min(to, event.ts + (event.dur ?? 0)) - Math.max(from, event.ts)), 0) / 1000;
  // a task's thread time, in the share of its wall time that falls inside the window
  const cpu = (from: number, to: number) =>
    tasks.reduce((sum, event) => {
      const wall = event.dur ?? 0;
      const inside = Math.max(0, Math.min(to, event.ts + wall) - Math.max(from, event.ts));
      return sum + (wall > 0 ? ((event.tdur ?? 0) * inside) / wall : 0);
    }, 0) / 1000;
  return {
    total: busy(send.ts, mark.ts),
    afterAnswer: Number.isFinite(answerAt) ? busy(answerAt, mark.ts) : Number.NaN,
    cpu: cpu(send.ts, mark.ts),
    cpuAfterAnswer: Number.isFinite(answerAt) ? cpu(answerAt, mark.ts) : Number.NaN,
  };
}

/** Opens `url` again (the server keeps the answer of a range it has just built) and waits for the first frame only. */
async function warmOpen(page: Page, url: string): Promise<FirstFrame> {
  await page.goto(url, { waitUntil: 'commit' });
  const first = (await page.evaluate(`(${FIRST_FRAME_IN_PAGE})(${JSON.stringify({ waitMs: WAIT_MS })})`)) as FirstFrame;
  if (first.requestAt === null) throw new Error('the track request was not found in the resource timing');
  return first;
}

/** One replay: opens `url` (already logged in), waits for the first frame, plays 64×, scrubs. */
async function replay(browser: Browser, page: Page, url: string, profile: boolean): Promise<Figures> {
  // the suffix of the files FIRST_TRACE_OUT and PROFILE_OUT write
  const where = url.includes('/apps/') ? 'standalone' : 'shell';
  // --profile: where the main thread's time goes until the first frame (self time by function)
  const profiling = profile ? await page.context().newCDPSession(page) : null;
  if (profiling) {
    await profiling.send('Profiler.enable');
    await profiling.send('Profiler.setSamplingInterval', { interval: 1000 });
    await profiling.send('Profiler.start');
  }
  const firstCpuTraced = process.argv.includes('--first-cpu');
  if (firstCpuTraced) await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'blink.user_timing'] });
  await page.goto(url, { waitUntil: 'commit' });
  const first = (await page.evaluate(`(${FIRST_FRAME_IN_PAGE})(${JSON.stringify({ waitMs: WAIT_MS })})`)) as Figures['first'];
  if (first.requestAt === null) throw new Error('the track request was not found in the resource timing');
  const firstTrace = firstCpuTraced ? await browser.stopTracing() : null;
  if (firstTrace && process.env.FIRST_TRACE_OUT) writeFileSync(`${process.env.FIRST_TRACE_OUT}-${where}.json`, firstTrace);
  const firstCpu = firstTrace ? firstFrameCpu(firstTrace) : null;
  if (profiling) {
    process.stdout.write('until the first frame:\n');
    const { profile: firstProfile } = await profiling.send('Profiler.stop');
    // PROFILE_OUT=<prefix>: the profile as a file too, for bench/cpu-profile-summary.ts (--busiest: the longest task)
    if (process.env.PROFILE_OUT) writeFileSync(`${process.env.PROFILE_OUT}-${where}.cpuprofile`, JSON.stringify(firstProfile));
    printProfile(firstProfile);
  }

  // the marker moves on screen only without follow (follow keeps it centred)
  await page.getByRole('switch', { name: '跟随车辆' }).click();
  await page.getByRole('combobox', { name: '播放速度' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^64×$/ }).click();
  await page.getByRole('button', { name: '播放' }).click();
  if (profiling) await profiling.send('Profiler.start');
  // the frame category gives BeginMainThreadFrame, where each frame's work starts
  await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline.frame'] });
  const playing = (await page.evaluate(`(${PLAYING_IN_PAGE})(${JSON.stringify({ playMs: PLAY_MS })})`)) as Figures['playing'];
  const traceBuffer = await browser.stopTracing();
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, traceBuffer);
  const tracedTasks = mainThreadTasksOfTrace(traceBuffer);
  const frameWork = frameWorkOfTrace(traceBuffer);
  if (profiling) {
    process.stdout.write('while playing:\n');
    const { profile: playingProfile } = await profiling.send('Profiler.stop');
    if (process.env.PROFILE_OUT) writeFileSync(`${process.env.PROFILE_OUT}-playing-${where}.cpuprofile`, JSON.stringify(playingProfile));
    printProfile(playingProfile);
  }
  await page.getByRole('button', { name: '暂停' }).click();

  const scrubFrames: number[] = [];
  for (let i = 0; i < SCRUBS; i += 1) {
    const fraction = 0.02 + ((i * 0.37) % 0.96);
    scrubFrames.push((await page.evaluate(`(${SCRUB_IN_PAGE})(${JSON.stringify({ fraction })})`)) as number);
  }
  return { first, firstCpu, playing, tracedTasks, frameWork, scrubFrames };
}

function report(title: string, { first, firstCpu, playing, tracedTasks, frameWork, scrubFrames }: Figures, warm: FirstFrame): string[] {
  const missed = scrubFrames.filter((frames) => frames < 0).length;
  const moved = scrubFrames.filter((frames) => frames >= 0);
  const requestAt = first.requestAt ?? first.frameAt;
  const tasks = Object.entries(playing.longTasks).map(
    ([realm, durations]) => `${realm}: ${durations.length ? `longest ${ms(Math.max(...durations))}, ${durations.length} over 50 ms` : 'none over 50 ms'}`,
  );
  const longestTask = tracedTasks.reduce<TracedTask>((longest, task) => (task.wall > longest.wall ? task : longest), { wall: 0, cpu: 0 });
  return [
    `${title}`,
    `  request to first frame, COLD (the range's first open since the server started): ${ms(first.frameAt - requestAt)} (target ≤ 1 s; of which the server and the transfer ${ms((first.responseAt ?? requestAt) - requestAt)})`,
    ...(firstCpu ? [`  main thread busy from the request to the first frame (trace): ${ms(firstCpu.total)}, of which after the answer's last byte ${ms(firstCpu.afterAnswer)}; thread CPU ${ms(firstCpu.cpu)}, after the answer ${ms(firstCpu.cpuAfterAnswer)}`] : []),
    `  request to first frame, warm (the same range again, the server's kept answer): ${ms(warm.frameAt - (warm.requestAt ?? warm.frameAt))} (of which the server and the transfer ${ms((warm.responseAt ?? warm.frameAt) - (warm.requestAt ?? warm.frameAt))})`,
    `  64× for ${PLAY_MS / 1000} s: ${playing.frames.length} frames, frame time p95 ${ms(percentile(playing.frames, 95))} (target ≤ 16.7 ms, display-paced), longest ${ms(Math.max(...playing.frames))}`,
    `  64×: main-thread work per frame (trace, ${frameWork.length} frames): p95 ${ms(percentile(frameWork, 95))}, longest ${ms(Math.max(...frameWork))} (the headroom under 16.7 ms)`,
    `  longest task while playing (target ≤ 50 ms), main thread (trace): ${ms(longestTask.wall)} (its CPU ${ms(longestTask.cpu)}; the costliest task's CPU ${ms(Math.max(0, ...tracedTasks.map((task) => task.cpu)))}), ${tracedTasks.filter((task) => task.wall > 50).length} over 50 ms`,
    `  long-task observers, per window: ${tasks.join('; ')}`,
    `  scrubbing, ${SCRUBS} clicks on the time axis: marker moved after at most ${Math.max(...moved)} frame(s) (target ≤ 1)${missed ? `, ${missed} click(s) left it in place` : ''}`,
  ];
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execSync('npx rsbuild build', { stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-playback-bench-'));
  const config = loadConfig(['--no-simulator'], { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const app = await buildApp(config);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // 100 000 points every 5 s (≈ 5.8 days): driving with a 20-minute halt every ~3 hours, and a gap
    const vehicleId = app.db.prepare<[], { id: number }>('SELECT id FROM vehicles ORDER BY id LIMIT 1').get()?.id;
    if (vehicleId === undefined) throw new Error('the seed has no vehicle');
    const start = Date.now() - (POINTS * STEP_MS + 3_600_000);
    const insert = app.db.prepare(
      'INSERT OR IGNORE INTO track_points (vehicle_id, fix_time, lng, lat, speed, direction, acc_on, backfill, received_at) VALUES (?, ?, ?, ?, ?, ?, 1, 0, ?)',
    );
    app.db.transaction(() => {
      for (let i = 0; i < POINTS; i += 1) {
        const time = start + i * STEP_MS + (i > POINTS / 2 ? 2 * 3_600_000 : 0);
        const halted = i % 2160 < 240;
        const angle = i / 3000;
        insert.run(vehicleId, time, 117.2 + Math.cos(angle) * 0.3 + i * 1e-6, 31.8 + Math.sin(angle) * 0.2, halted ? 0 : 30 + (i % 40), (i / 10) % 360, time);
      }
    })();
    await app.listen({ port: PORT, host: '127.0.0.1' });
    // the finished days kept as blocks, as the simulator's recorder does when a vehicle's day is over
    // (its first point of the next day): the points were written here in one go, not over six days
    const tracks = createTrackRepository(app.db);
    const blocksFrom = performance.now();
    for (let day = chinaDayStartOf(start); day <= Date.now(); day += DAY_MS) tracks.buildBlock(vehicleId, day);
    const blocksMs = performance.now() - blocksFrom;
    // each host opens its own range (every point in both): its first open is COLD, nothing kept from
    // the other host's, as after a server start; a second open of the same range is the warm one
    const queryOf = (host: number) =>
      new URLSearchParams({
        vehicleId: String(vehicleId),
        startTime: formatChinaTime(start - 60_000 - host * 1000) ?? '',
        endTime: formatChinaTime(Date.now()) ?? '',
        urlType: 'blank',
      });

    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    await slowDownContext(context, CPU_SLOWDOWN);
    const banner = slowdownBanner(CPU_SLOWDOWN);
    if (banner) console.log(banner);
    const baseUrl = `http://127.0.0.1:${PORT}`;
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('账号').fill('demo');
    await page.getByLabel('密码').fill('demo123456');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('我的应用').waitFor();

    const lines = [`track: ${POINTS} points, one every ${STEP_MS / 1000} s, one 2-hour gap; finished days kept as blocks in ${ms(blocksMs)} (before the bench)`];
    const profile = process.argv.includes('--profile');
    if (ONLY !== 'standalone') {
      const url = `${baseUrl}/car/playback?${queryOf(0).toString()}`;
      const figures = await replay(browser, page, url, profile);
      lines.push(...report('in the shell (/car/playback, the console in wujie)', figures, await warmOpen(page, url)));
      if (CPU_SLOWDOWN !== 1) lines.push(`  ${slowdownCheck(CPU_SLOWDOWN, await measureSlowdown(page), '壳内之后')}`);
    }
    if (ONLY !== 'shell') {
      // the console's own page, with the session the shell's login stored (same origin); the shell's tab closed
      const standalone = await context.newPage();
      await page.close();
      const url = `${baseUrl}/apps/car/playback?${queryOf(1).toString()}`;
      const figures = await replay(browser, standalone, url, profile);
      lines.push(...report('standalone (/apps/car/playback)', figures, await warmOpen(standalone, url)));
      if (CPU_SLOWDOWN !== 1) lines.push(`  ${slowdownCheck(CPU_SLOWDOWN, await measureSlowdown(standalone), '独立运行之后')}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
