/**
 * Alarms and commands benchmark (a script that prints numbers, not a test), issue 10's targets,
 * against the reference server on a throwaway database (3000 vehicles, simulator off, the e2e test
 * hooks on to raise alarms), each figure next to its target:
 * - server, timed from Node: processing 500 alarms in one batch, the pre-check of 1000 vehicles,
 *   the real-time query of 1000 alarms;
 * - browser: a production build of the console opened standalone at /apps/car/ in Debian's
 *   Chromium (the console's code runs in the top window there, so its long tasks are observed
 *   directly): the real-time list of 1,000 alarms first rendered, a batch of 50 new alarms (the
 *   longest main-thread task), 500 alarms processed in one batch (server answer, then the list
 *   updated) and the pre-check of 1,000 vehicles (server answer, then the matrix rendered);
 * - the same client work timed in Node as the baseline (the stores without React or the DOM).
 * A figure "painted" is taken when the frame showing the DOM change has been painted
 * (frame-painted-probe.ts); the older end, two animation frames, is printed beside each figure.
 * `--cpu-slowdown N` runs the page's main thread N times slower (cpu-slowdown.ts): the browser
 * figures of a machine N times slower. Each browser step is also traced: the renderer main thread's CPU time over the step and its
 * costliest task's CPU time are printed beside the wall-clock figure (the machine is shared: wall
 * time counts the other processes too, thread time only the page's work).
 *
 *   npx tsx bench/alarms-bench.ts [--skip-build] [--port 18205] [--runs 3] [--cpu-slowdown 2.5] [--profile .tmp/alarms-profiles] [--trace .tmp/alarms-traces]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import type { AlarmPage, ProcessAlarmResult, RealtimeAlarm, RealtimeAlarms } from '@shared/api/dto/alarm-dto';
import type { CommandCheckResult } from '@shared/api/dto/command-dto';
import type { VehicleColumns } from '@shared/api/dto/group-dto';
import { formatChinaTime } from '@shared/api/time/china-time';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { DAY_MS } from '@shared/constants/time';
import type { HttpClient } from '@shared/http/http-client';
import { AlarmCentreStore } from '@car/features/alarms/alarm-centre-store';
import { buildPreCheckMatrix } from '@shared/ui/instructions/pre-check-matrix';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import type { MainThreadFigures } from './map/main-thread-trace';
import { startBenchServer } from './bench-server';
import { cpuSlowdownFlag, measureSlowdown, slowDownContext, slowdownBanner, slowdownCheck } from './cpu-slowdown';
import { installFramePaintedProbe } from './frame-painted-probe';
import { actAndWait, lastRequest, longestIn, motionsSettled, traceTasks, type Painted, type WindowTask } from './page-steps';
import { dirFlag } from './dir-flag';
import { median, ms } from './stats';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}
const PORT = flag('port', Number(process.env.BENCH_PORT ?? 18_205));
const RUNS = flag('runs', 3);
/** `--cpu-slowdown N`: the page's main thread N times slower (cpu-slowdown.ts) */
const CPU_SLOWDOWN = cpuSlowdownFlag();
/** `--profile DIR`: each browser step also records a Chromium CPU profile there (the figures then include the profiler's cost) */
const PROFILE_DIR = dirFlag('profile');
/** `--trace DIR`: the traced steps (opening, reopening, 50 new alarms, pre-check, processing 500) write their whole Chromium trace there, with the timeline's categories */
const TRACE_DIR = dirFlag('trace');
/** the real-time list's size and the pre-check's vehicles (issue 10) */
const LIST_SIZE = 1000;
const NEW_BATCH = 50;
const PROCESS_BATCH = 500;

interface Envelope<T> {
  flag: number;
  msg: string;
  obj: T;
}

async function login(base: string): Promise<string> {
  const page = (await (await fetch(`${base}/oauth/loginPage`)).json()) as Envelope<{ publicKey: string }>;
  const form = new URLSearchParams({
    username: encryptCredential(page.obj.publicKey, 'demo'),
    password: encryptCredential(page.obj.publicKey, 'demo123456'),
  });
  const reply = (await (await fetch(`${base}/oauth/v4/token`, { method: 'POST', body: form })).json()) as Envelope<{ sessionId: string }>;
  if (reply.flag !== 1) throw new Error('login failed');
  return reply.obj.sessionId;
}

function client(base: string, sessionId: string) {
  const headers = { sessionId, platformId: '8', authorization: '', 'content-type': 'application/json' };
  const call = async <T>(path: string, body?: unknown): Promise<{ obj: T; elapsed: number }> => {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
    const envelope = (await response.json()) as Envelope<T>;
    const elapsed = performance.now() - start;
    if (envelope.flag !== 1) throw new Error(`${path}: ${envelope.msg}`);
    return { obj: envelope.obj, elapsed };
  };
  return call;
}

const line = (label: string, value: number, target: number | null, note = '') => {
  const verdict = target === null ? '' : `目标 ≤ ${target} ms   ${value <= target ? '达标' : '未达标'}`;
  console.log(`  ${label.padEnd(44)} ${ms(value).padStart(10)}   ${verdict}${note ? `   ${note}` : ''}`);
};

/** The store's HTTP is never called in the client figures: they apply answers directly. */
const offline: HttpClient = new Proxy({} as HttpClient, {
  get: () => () => Promise.reject(new Error('bench: no HTTP')),
});

function alarm(alarmId: number): RealtimeAlarm {
  return {
    alarmId,
    vehicleId: alarmId,
    plate: `粤B·${String(alarmId).padStart(5, '0')}`,
    groupId: 1,
    groupName: '深圳车队',
    type: 'overspeed',
    typeName: '超速报警',
    level: 2,
    alarmTime: new Date(Date.UTC(2026, 0, 15) + alarmId * 1000).toISOString(),
    lng: 114.05,
    lat: 22.54,
    speed: 108,
    detail: null,
    processed: false,
    processMethod: null,
    handlerName: null,
    processedAt: null,
    note: null,
    sound: false,
  };
}

type Call = ReturnType<typeof client>;

async function serverFigures(call: Call, vehicles: readonly number[]): Promise<CommandCheckResult | null> {
  const now = Date.now();
  const range = { startTime: formatChinaTime(now - 30 * DAY_MS) ?? '', endTime: formatChinaTime(now) ?? '' };
  console.log('服务器（3000 辆车，模拟器关闭，Node 计时）');
  const processTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const ids: number[] = [];
    for (let pageNum = 1; ids.length < PROCESS_BATCH; pageNum += 1) {
      const page = await call<AlarmPage>('/car/v1/accelerate/report/alarm/newQueryAlarm', { ...range, processedState: 'unprocessed', pageNum, pageSize: 100 });
      if (page.obj.list.length === 0) throw new Error('fewer than 500 unprocessed alarms');
      ids.push(...page.obj.list.map((row) => row.alarmId));
    }
    const result = await call<ProcessAlarmResult>('/car/v1/api/monitor/processAlarm', { alarmIds: ids.slice(0, PROCESS_BATCH), processMethod: 'monitoring' });
    if (result.obj.processed !== PROCESS_BATCH) throw new Error(`processed ${result.obj.processed} of 500`);
    processTimes.push(result.elapsed);
  }
  line(`一次处理 500 条报警（中位数，${RUNS} 次）`, median(processTimes), 300);

  const checkTimes: number[] = [];
  let lastCheck: CommandCheckResult | null = null;
  for (let run = 0; run < RUNS; run += 1) {
    const check = await call<CommandCheckResult>('/car/v1/api/command/checkCommandDownBatchTer.json', { commandCode: 'QUERY_STATUS', vehicleIds: vehicles.slice(0, LIST_SIZE) });
    if (check.obj.list.length !== LIST_SIZE) throw new Error(`pre-check answered ${check.obj.list.length} rows`);
    checkTimes.push(check.elapsed);
    lastCheck = check.obj;
  }
  line(`预检 1000 辆车（一次请求，中位数，${RUNS} 次）`, median(checkTimes), 300);

  const realtimeTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    realtimeTimes.push((await call<RealtimeAlarms>(`/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json?limit=${LIST_SIZE}`)).elapsed);
  }
  line(`实时报警查询 1000 条（中位数，${RUNS} 次）`, median(realtimeTimes), null);
  return lastCheck;
}

/** The client's work on the same data in Node: the baseline of the browser figures (no React, no DOM). */
function nodeFigures(lastCheck: CommandCheckResult | null): void {
  console.log('客户端数据处理（Node，不含浏览器渲染：浏览器数字的基线）');
  const store = new AlarmCentreStore({ http: offline, handlerName: () => '演示运营账号' });
  let start = performance.now();
  store.applyRealtime(Array.from({ length: LIST_SIZE }, (_, index) => alarm(LIST_SIZE - index)), LIST_SIZE);
  line('实时列表载入 1000 条', performance.now() - start, null);
  start = performance.now();
  store.applyRealtime(Array.from({ length: NEW_BATCH }, (_, index) => alarm(LIST_SIZE + NEW_BATCH - index)), LIST_SIZE + NEW_BATCH);
  line('实时列表追加 50 条新报警', performance.now() - start, null);
  start = performance.now();
  store.applyProcessed(
    {
      processed: PROCESS_BATCH,
      alreadyProcessed: 0,
      notFound: 0,
      results: Array.from({ length: PROCESS_BATCH }, (_, index) => ({ alarmId: LIST_SIZE + NEW_BATCH - index, result: 'processed' as const, msg: '' })),
    },
    'monitoring',
    null,
  );
  line('处理结果应用到列表（500 条）', performance.now() - start, null);
  if (lastCheck) {
    start = performance.now();
    const matrix = buildPreCheckMatrix(lastCheck, true);
    line(`预检矩阵（${matrix.rows.length} 行）`, performance.now() - start, null);
  }
  store.dispose();
}

/** a row of the real-time list (a virtual table; the vehicle list, left for it, has rows too) */
const ROW = '[role="table"][aria-label="实时报警"] [role="row"][data-row-key]';
const present = (selector: string) => `document.querySelector(${JSON.stringify(selector)})`;
/** the alarm centre's title shown (the page is kept in the DOM, hidden, while another screen is open) */
const ALARM_TITLE_SHOWN = `[...document.querySelectorAll('h4')].some((title) => title.textContent === '报警中心' && title.checkVisibility())`;
/** the alarm centre's rows shown (the vehicle list, left for it, has rows too) */
const ALARM_ROWS = `${ALARM_TITLE_SHOWN} && [...document.querySelectorAll(${JSON.stringify(ROW)})].some((row) => row.checkVisibility())`;

async function browserFigures(baseUrl: string, call: Call, vehicles: readonly number[]): Promise<void> {
  const raise = async (vehicleId: number) => (await call<{ alarmId: number }>('/test-hooks/raiseAlarm.json', { vehicleId, type: 'sos' })).obj.alarmId;
  // 1000 alarms on 1000 vehicles: the real-time list's thousand, and the pre-check's thousand vehicles
  for (let start = 0; start < LIST_SIZE; start += 20) await Promise.all(vehicles.slice(start, start + 20).map(raise));

  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await slowDownContext(context, CPU_SLOWDOWN);
    page.setDefaultTimeout(120_000);
    // no map tiles or other outside requests: the figures are the console's own work
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
    await page.addInitScript(installFramePaintedProbe);
    await page.addInitScript(() => {
      // no named inner functions: tsx would wrap them in a helper the page does not have
      const store: { start: number; duration: number }[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => store.push({ start: entry.startTime, duration: entry.duration })));
      observer.observe({ type: 'longtask', buffered: true });
      // entries reach the callback some time after the task: a reader takes the pending ones first
      (window as unknown as { benchLongTasks: () => typeof store }).benchLongTasks = () => {
        observer.takeRecords().forEach((entry) => store.push({ start: entry.startTime, duration: entry.duration }));
        return store;
      };
    });

    if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
    const cdp = PROFILE_DIR ? await context.newCDPSession(page) : null;
    if (cdp) {
      mkdirSync(PROFILE_DIR, { recursive: true });
      await cdp.send('Profiler.enable');
      // 100 µs between samples (the default is 1 ms): a 40 ms step gives a few hundred samples, not a few dozen
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    /** runs one step, under the CPU profiler when asked */
    const profiled = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
      if (!cdp) return step();
      await cdp.send('Profiler.start');
      const result = await step();
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
      return result;
    };
    /** a traced step's figures from its tasks (the page's main thread): its CPU time and its costliest task's */
    const stepCpu = (tasks: readonly WindowTask[]): MainThreadFigures => ({
      longestTaskMs: tasks.reduce((max, task) => Math.max(max, task.end - task.start), 0),
      longestTaskCpuMs: tasks.reduce((max, task) => Math.max(max, task.cpu), 0),
      busyCpuMs: tasks.reduce((sum, task) => sum + task.cpu, 0),
      workerCpuMs: 0,
      frameWorkMs: [],
    });
    /**
     * The main thread's work in a figure's window (from the answer, or the click, to the frame
     * showing the result): CPU, so readable under load. `from` names the window's start.
     */
    const windowNote = (from: '应答' | '点击', window: { cpu: number; busyCpu: number }) => `${from}到显示：主线程 CPU ${ms(window.busyCpu)}，最长任务 CPU ${ms(window.cpu)}`;
    const cpuNote = (cpu: MainThreadFigures) => `主线程 CPU ${ms(cpu.busyCpuMs)}，最长任务 CPU ${ms(cpu.longestTaskCpuMs)}`;
    const styleNote = (step: Painted) => `样式元素插入 ${step.styles.added}、移除 ${step.styles.removed}`;
    /** the older end (two frames after the commit), for comparing with earlier runs */
    const framesNote = (step: Painted, from: number) => `两帧后 ${ms(step.twoFramesAt - from)}`;

    await page.goto(`${baseUrl}/apps/car/login`);
    await page.getByLabel('账号').fill('demo');
    await page.getByLabel('密码').fill('demo123456');
    const firstPoll = page.waitForResponse((response) => response.url().includes('actualTimeAlarmQuery.json') && response.url().includes(`limit=${LIST_SIZE}`));
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await firstPoll;
    // the console's navigation polls from the start: the store holds the thousand before the page opens
    await page.waitForFunction(() => /未处理报警 \d+ 条/.test(document.querySelector('[aria-label^="未处理报警"]')?.getAttribute('aria-label') ?? ''));
    await page.waitForTimeout(3000);

    console.log('浏览器（生产构建，Chromium 1366×768，独立运行 /apps/car/）');
    const banner = slowdownBanner(CPU_SLOWDOWN);
    // (the slowdown is measured at the end: measuring turns the throttling off and on, which must not fall before a step)
    if (banner) console.log(`  ${banner}`);
    // whether the console prepared the alarm centre at idle (KeptAlarmCentre) before the first click
    const prepared = await page.evaluate(() => [...document.querySelectorAll('h4')].some((title) => title.textContent === '报警中心'));
    const clickAlarmCentre = () => actAndWait(page, `[...document.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent.includes('报警中心')).click()`, ALARM_ROWS);
    const { result: open, tasks: openTasks } = await traceTasks(browser, page, () => profiled('open', clickAlarmCentre), 'open', TRACE_DIR);
    const domRows = await page.locator(ROW).count();
    const listed = await page.evaluate(() => document.querySelector('[aria-label^="未处理报警"]')?.getAttribute('aria-label') ?? '');
    line('打开报警中心：实时列表 1000 条首次渲染', open.paintedAt - open.startedAt, 100, `（首次打开，${prepared ? '已在空闲时预备' : '未预备：含路由分块的加载与首次渲染'}；DOM 中 ${domRows} 行；${listed}；最长任务 ${ms(open.longest)}；${cpuNote(stepCpu(openTasks))}；${windowNote('点击', longestIn(openTasks, open.startedAt, open.paintedAt))}；${styleNote(open)}；${framesNote(open, open.startedAt)}）`);
    // again, the code loaded: the list's own render
    await page.getByRole('menuitem', { name: '车辆列表' }).click();
    await page.waitForFunction(
      () => location.pathname.endsWith('/vehicles') && ![...document.querySelectorAll('h4')].some((title) => title.textContent === '报警中心' && title.checkVisibility()),
    );
    await page.waitForTimeout(2000);
    const { result: reopen, tasks: reopenTasks } = await traceTasks(browser, page, () => profiled('reopen', clickAlarmCentre), 'reopen', TRACE_DIR);
    line('再次打开报警中心：实时列表 1000 条渲染', reopen.paintedAt - reopen.startedAt, 100, `（最长任务 ${ms(reopen.longest)}；${cpuNote(stepCpu(reopenTasks))}；${windowNote('点击', longestIn(reopenTasks, reopen.startedAt, reopen.paintedAt))}；${styleNote(reopen)}；${framesNote(reopen, reopen.startedAt)}）`);

    // 50 new alarms: the next poll brings them; the longest task from that answer to their display
    await page.waitForTimeout(1000);
    const newIds: number[] = [];
    for (let start = 0; start < NEW_BATCH; start += 10) newIds.push(...(await Promise.all(vehicles.slice(start, start + 10).map(raise))));
    const newest = Math.max(...newIds);
    // the window is the poll's answer to the frame showing the batch: the page's tasks in it, from a trace
    const { result: batch, tasks: batchTasks } = await traceTasks(browser, page, () =>
      profiled('batch-50', () => actAndWait(page, '', present(`${ROW}[data-row-key="${newest}"]`))),
    'batch-50', TRACE_DIR);
    const poll = await lastRequest(page, 'actualTimeAlarmQuery.json');
    const batchTask = longestIn(batchTasks, poll.end, batch.paintedAt);
    line(
      '追加 50 条新报警：最长主线程任务',
      batchTask.wall,
      30,
      `（trace：应答到显示之间的任务，CPU 最长 ${ms(batchTask.cpu)}，合计 ${ms(batchTask.busyCpu)}；应答到显示 ${ms(batch.paintedAt - poll.end)}（${framesNote(batch, poll.end)}）；long-task API ${ms(batch.longest)}）`,
    );

    // the pre-check of the thousand vehicles: check every row, open the dialog, pre-check
    await page.getByRole('table', { name: '实时报警' }).getByRole('checkbox', { name: '全选' }).check();
    await page.getByRole('button', { name: `向所选车辆下发指令（${LIST_SIZE} 辆）` }).click();
    const dialog = page.getByRole('dialog', { name: `批量下发指令（${LIST_SIZE} 辆车）` });
    await dialog.getByRole('combobox', { name: '指令' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '查询状态' }).click();
    await motionsSettled(page);
    const { result: matrix, tasks: checkTasks } = await traceTasks(browser, page, () =>
      profiled('pre-check', () => actAndWait(page, `document.querySelector('button[form="instructions-command-form"]').click()`, present('[aria-label="预检结果统计"]'))),
    'pre-check', TRACE_DIR);
    const check = await lastRequest(page, 'checkCommandDownBatchTer.json');
    line('预检 1000 辆车：服务器应答', check.end - check.start, 300);
    line(
      '预检 1000 辆车：应答后矩阵渲染',
      matrix.paintedAt - check.end,
      100,
      `（最长任务 ${ms(matrix.longest)}；${styleNote(matrix)}；${cpuNote(stepCpu(checkTasks))}，含发出请求；${windowNote('应答', longestIn(checkTasks, check.end, matrix.paintedAt))}；${framesNote(matrix, check.end)}）`,
    );
    // closed by its ✕: Escape (even with the focus on the dialog) left it open in some runs (see the
    // session note: antd's portals close on Escape only when they are the top of one global stack)
    await dialog.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'hidden' });

    // processing 500 in one batch: every other unprocessed alarm is processed first (from Node), so
    // the list holds exactly the newest 500 and "select all" checks them
    for (;;) {
      const listed = (await call<RealtimeAlarms>(`/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json?limit=${LIST_SIZE}`)).obj.list.map((row) => row.alarmId);
      const rest = listed.slice(PROCESS_BATCH);
      if (rest.length === 0) break;
      await call<ProcessAlarmResult>('/car/v1/api/monitor/processAlarm', { alarmIds: rest.slice(0, PROCESS_BATCH), processMethod: 'monitoring' });
    }
    await page.goto(`${baseUrl}/apps/car/alarm`);
    await page.locator(ROW).first().waitFor();
    await page.waitForTimeout(2000);
    await page.getByRole('table', { name: '实时报警' }).getByRole('checkbox', { name: '全选' }).check();
    await page.getByRole('button', { name: `批量处理（${PROCESS_BATCH}）` }).click();
    const processDialog = page.getByRole('dialog', { name: `批量处理报警（${PROCESS_BATCH} 条）` });
    await processDialog.waitFor();
    await motionsSettled(page);
    const top = await page.locator(ROW).first().getAttribute('data-row-key');
    // the list is updated when the newest alarm, at the top, has left it
    const { result: processed, tasks: processTasks } = await traceTasks(browser, page, () =>
      profiled('process-500', () =>
        actAndWait(
          page,
          `[...document.querySelectorAll('.ant-modal-footer button')].find((button) => button.textContent.includes('确定处理')).click()`,
          `!${present(`${ROW}[data-row-key="${top}"]`)}`,
        ),
      ),
    'process-500', TRACE_DIR);
    const answer = await lastRequest(page, 'processAlarm');
    line('一次处理 500 条：服务器应答', answer.end - answer.start, 300);
    line(
      '一次处理 500 条：应答后列表更新',
      processed.paintedAt - answer.end,
      100,
      `（最长任务 ${ms(processed.longest)}；${styleNote(processed)}；${cpuNote(stepCpu(processTasks))}，含发出请求；${windowNote('应答', longestIn(processTasks, answer.end, processed.paintedAt))}；${framesNote(processed, answer.end)}）`,
    );
    if (CPU_SLOWDOWN !== 1) console.log(`  ${slowdownCheck(CPU_SLOWDOWN, await measureSlowdown(page), '结束')}`);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--skip-build')) {
    console.log('building the apps (production)…');
    const build = spawnSync('npx', ['rsbuild', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const server = await startBenchServer(PORT, [], { E2E_TEST_HOOKS: '1' });
  try {
    const call = client(server.baseUrl, await login(server.baseUrl));
    const vehicles = (await call<VehicleColumns>('/car/v1/api/vehicle/listAllVehicles.json')).obj.vehicleId.slice(0, LIST_SIZE);
    const lastCheck = await serverFigures(call, vehicles);
    nodeFigures(lastCheck);
    await browserFigures(server.baseUrl, call, vehicles);
  } finally {
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
