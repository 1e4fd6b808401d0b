/**
 * Server benchmark (a script, not a test): seeds a DATA_DIR with `--vehicles 100000` (the alarm seed
 * then writes ~1M alarms; or reuses a seeded `--data DIR`), then starts the reference server twice as
 * a child process, each time on a fresh copy of that seeded directory: once with the simulator on,
 * once with `--no-simulator`. Each run logs in as the operator and drives each endpoint with a
 * fixed-rate (open-loop) load generator against 127.0.0.1, bounded in requests, in-flight requests
 * and time. Prints, side by side per endpoint, p50/p99/max latency with the simulator on and off and
 * the server's longest event-loop block during that endpoint's run (bench/event-loop-probe.ts,
 * preloaded into the server process).
 *
 *   tsx bench/server-bench.ts [--vehicles 100000] [--seconds 10] [--data DIR (seeded once, kept)] [--only on|off] [--rounds N]
 *
 * `--no-simulator` is kept as a synonym of `--only off`. `--rounds N` repeats the on/off pair N times,
 * alternating which goes first, prints each round and then the median of each figure over the
 * rounds: on a shared machine whose load swings within a minute, one pair can land the simulator-on
 * run in a busy minute and the other in a quiet one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../server/db/connection';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { PROBE_PREFIX, type ProbeReading } from './event-loop-probe';

type Mode = 'on' | 'off';

interface Args {
  vehicles: number;
  seconds: number;
  dataDir: string | null;
  modes: Mode[];
  rounds: number;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { vehicles: 100_000, seconds: 10, dataDir: null, modes: ['on', 'off'], rounds: 1 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--vehicles') args.vehicles = Number(argv[(i += 1)]);
    else if (arg === '--seconds') args.seconds = Math.min(60, Number(argv[(i += 1)]));
    else if (arg === '--data') args.dataDir = argv[(i += 1)] ?? null;
    else if (arg === '--rounds') args.rounds = Math.max(1, Math.min(9, Number(argv[(i += 1)])));
    else if (arg === '--no-simulator') args.modes = ['off'];
    else if (arg === '--only') {
      const mode = argv[(i += 1)];
      if (mode !== 'on' && mode !== 'off') throw new Error('--only takes on or off');
      args.modes = [mode];
    } else throw new Error(`unknown argument ${arg ?? ''}`);
  }
  return args;
}

/** Read-only look at a stopped server's database. */
function readDatabase<T>(dataDir: string, task: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  try {
    return task(db);
  } finally {
    db.close();
  }
}

const newestStatusUpdate = (dataDir: string): number =>
  readDatabase(dataDir, (db) => db.prepare<[], { at: number | null }>('SELECT MAX(updated_at) AS at FROM vehicle_status').get()?.at ?? 0);

const statusUpdatesAfter = (dataDir: string, at: number): number =>
  readDatabase(dataDir, (db) => db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM vehicle_status WHERE updated_at > ?').get(at)?.n ?? 0);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  startMs: number;
  /** ends the current event-loop period and resolves with its reading (SIGUSR2 to the server) */
  loopPeriod(): Promise<ProbeReading>;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` with the event-loop probe preloaded and resolves once its banner says it
 * listens; the first start on an empty directory seeds.
 */
async function startServer(args: Args, dataDir: string, port: number, simulator: boolean): Promise<RunningServer> {
  const started = Date.now();
  const flags = ['--vehicles', String(args.vehicles), ...(simulator ? [] : ['--no-simulator'])];
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './bench/event-loop-probe.ts', 'server/main.ts', ...flags], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', EVENT_LOOP_PROBE: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // one reading per SIGUSR2, in order: the bench signals and waits before it signals again
  const waiting: ((reading: ProbeReading) => void)[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    if (!child.stdout) throw new Error('no stdout from the server');
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(PROBE_PREFIX)) waiting.shift()?.(JSON.parse(line.slice(PROBE_PREFIX.length)) as ProbeReading);
      else if (line.includes(`:${port}/`)) resolve();
      // the server's log (LOG_LEVEL=warn: warnings and errors, e.g. a simulator thread that failed)
      else if (line.startsWith('{')) console.error(`server log: ${line}`);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code ?? 'signal'} before listening`)));
  });
  return {
    child,
    startMs: Date.now() - started,
    loopPeriod: () =>
      new Promise<ProbeReading>((resolve) => {
        waiting.push(resolve);
        child.kill('SIGUSR2');
      }),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Scenario {
  name: string;
  rate: number;
  request: () => Promise<Response>;
}

interface Result {
  name: string;
  rate: number;
  sent: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
  throughput: number;
}

const MAX_IN_FLIGHT = 256;
/** Wait after the warm-up requests before measuring: longer than one simulator tick interval. */
const SETTLE_MS = 6000;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Open-loop load: request i is due at t0 + i / rate whether or not earlier ones came back (a closed
 * loop would hide queueing). Latency is measured from the due time, so a late start counts against the
 * server. Requests beyond MAX_IN_FLIGHT are counted as failed rather than queued without bound.
 */
async function run(scenario: Scenario, seconds: number): Promise<Result> {
  const total = Math.round(scenario.rate * seconds);
  const latencies: number[] = [];
  let failed = 0;
  let inFlight = 0;
  const t0 = performance.now() + 50;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = t0 + (i * 1000) / scenario.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (inFlight >= MAX_IN_FLIGHT) {
      failed += 1;
      continue;
    }
    inFlight += 1;
    pending.push(
      scenario
        .request()
        .then(async (response) => {
          const body = (await response.json()) as { flag?: number };
          if (response.status !== 200 || body.flag !== 1) failed += 1;
          else latencies.push(performance.now() - due);
        })
        .catch(() => void (failed += 1))
        .finally(() => void (inFlight -= 1)),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    rate: scenario.rate,
    sent: total,
    failed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    throughput: latencies.length / elapsed,
  };
}

async function login(base: string): Promise<string> {
  const page = (await (await fetch(`${base}/oauth/loginPage`)).json()) as { obj: { publicKey: string } };
  const form = new URLSearchParams({
    username: encryptCredential(page.obj.publicKey, 'demo'),
    password: encryptCredential(page.obj.publicKey, 'demo123456'),
  });
  const reply = (await (await fetch(`${base}/oauth/v4/token`, { method: 'POST', body: form })).json()) as { flag: number; obj: { sessionId: string } };
  if (reply.flag !== 1) throw new Error('login failed');
  return reply.obj.sessionId;
}

/** 'YYYY-MM-DD HH:mm:ss' in China time, what the alarm page's date picker sends. */
function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

interface ModeRun {
  mode: Mode;
  startMs: number;
  alarmsInWeek: number | string;
  /** vehicle status rows updated after the seed: the simulator's work (none with it off) */
  moved: number;
  results: (Result & { loop: ProbeReading })[];
}

/** One server run on a fresh copy of the seeded directory: every endpoint in turn, with the loop's worst block per endpoint. */
async function runMode(args: Args, seeded: string, mode: Mode): Promise<ModeRun> {
  const dataDir = mkdtempSync(join(tmpdir(), `fleet-bench-${mode}-`));
  cpSync(seeded, dataDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(args, dataDir, port, mode === 'on');
  try {
    const sessionId = await login(base);
    const headers = { sessionId, platformId: '8', authorization: '' };
    const json = { ...headers, 'content-type': 'application/json;charset=UTF-8' };
    const now = Date.now();
    const geoItems = Array.from({ length: 50 }, (_, index) => ({ lon: 100 + (index % 25) * 0.9, lat: 22 + (index % 20) * 0.8, index }));
    const alarmBody = JSON.stringify({ startTime: chinaTime(now - 7 * 86_400_000), endTime: chinaTime(now), pageNum: 1, pageSize: 10 });

    const scenarios: Scenario[] = [
      { name: 'getUser', rate: 200, request: () => fetch(`${base}/car/v1/api/user/getUser.json`, { headers }) },
      { name: 'newQueryAlarm (7 days, page 1)', rate: 200, request: () => fetch(`${base}/car/v1/accelerate/report/alarm/newQueryAlarm`, { method: 'POST', headers: json, body: alarmBody }) },
      { name: 'getGeo (50 items)', rate: 100, request: () => fetch(`${base}/car/v4/api/address/baidu/getGeo.json`, { method: 'POST', headers: json, body: JSON.stringify({ lonAndLatToAddressVOS: geoItems }) }) },
      { name: 'getGroupTree (100k vehicles)', rate: 5, request: () => fetch(`${base}/car/v1/api/group/getGroupTree.json`, { headers }) },
      { name: 'listAllVehicles (compact)', rate: 1, request: () => fetch(`${base}/car/v1/api/vehicle/listAllVehicles.json`, { headers }) },
    ];
    const alarms = await fetch(`${base}/car/v1/accelerate/report/alarm/newQueryAlarm`, { method: 'POST', headers: json, body: alarmBody }).then((r) => r.json() as Promise<{ flag: number; obj?: { total?: number } }>);
    // warm-up: the geocoder builds its index and SQLite its page cache on first use
    for (const scenario of scenarios) await scenario.request().then((r) => r.arrayBuffer());
    // then past the start-up in both modes alike: the simulator's thread loads its code and runs its
    // first tick (cold cache) within the first 5 s; what is measured is the steady state
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    const results: ModeRun['results'] = [];
    for (const scenario of scenarios) {
      await server.loopPeriod(); // the period before this endpoint is not its own
      const result = await run(scenario, args.seconds);
      results.push({ ...result, loop: await server.loopPeriod() });
      console.log(`  simulator ${mode}: ${result.name} done`);
    }
    await server.stop();
    // a run "with the simulator" in which nothing moved measured nothing: say so loudly
    const moved = statusUpdatesAfter(dataDir, newestStatusUpdate(seeded));
    if (mode === 'on' && moved === 0) throw new Error('simulator on, but it updated no vehicle during the run: see the server log above');
    return { mode, startMs: server.startMs, alarmsInWeek: alarms.obj?.total ?? 'n/a', moved, results };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts the server once on `dataDir` without the simulator, so the first start's seed is done before the measured runs. */
async function seed(args: Args, dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'fleet.sqlite'))) return;
  console.log(`seeding ${args.vehicles} vehicles in ${dataDir} ...`);
  const server = await startServer(args, dataDir, await freePort(), false);
  console.log(`seeded in ${(server.startMs / 1000).toFixed(1)} s`);
  await server.stop();
}

const fixed = (value: number | undefined): string => (value === undefined || Number.isNaN(value) ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(1));

type Row = ModeRun['results'][number];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** One endpoint's figures over several runs of the same mode: the median of each, failures summed. */
function medianRow(rows: readonly Row[]): Row | undefined {
  const first = rows[0];
  if (!first) return undefined;
  const of = (pick: (row: Row) => number) => median(rows.map(pick));
  return {
    ...first,
    failed: rows.reduce((sum, row) => sum + row.failed, 0),
    p50: of((r) => r.p50),
    p99: of((r) => r.p99),
    max: of((r) => r.max),
    throughput: of((r) => r.throughput),
    loop: {
      maxMs: of((r) => r.loop.maxMs),
      p99Ms: of((r) => r.loop.p99Ms),
      mainCpuMs: of((r) => r.loop.mainCpuMs ?? NaN),
      processCpuMs: of((r) => r.loop.processCpuMs ?? NaN),
    },
  };
}

function printTable(title: string, runs: readonly ModeRun[]): void {
  const rowsOf = (mode: Mode, name: string) => runs.filter((run) => run.mode === mode).flatMap((run) => run.results.filter((result) => result.name === name));
  const names = runs[0]?.results.map((result) => result.name) ?? [];
  console.log(`\n${title}`);
  console.table(
    names.map((name) => {
      const a = medianRow(rowsOf('on', name));
      const b = medianRow(rowsOf('off', name));
      const pair = (pick: (row: Row) => number) => `${fixed(a ? pick(a) : undefined)} | ${fixed(b ? pick(b) : undefined)}`;
      return {
        endpoint: name,
        'rate/s': (a ?? b)?.rate,
        'p50 on|off': pair((r) => r.p50),
        'p99 on|off': pair((r) => r.p99),
        'max on|off': pair((r) => r.max),
        'loop block on|off': pair((r) => r.loop.maxMs),
        'main CPU on|off': pair((r) => r.loop.mainCpuMs ?? NaN),
        'other threads CPU on|off': pair((r) => (r.loop.processCpuMs ?? NaN) - (r.loop.mainCpuMs ?? NaN)),
        'req/s on|off': pair((r) => r.throughput),
        'failed on|off': `${a?.failed ?? '–'} | ${b?.failed ?? '–'}`,
        'p99 on/off': a && b ? `${(a.p99 / b.p99).toFixed(2)}×` : '–',
      };
    }),
  );
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const seeded = args.dataDir ?? mkdtempSync(join(tmpdir(), 'fleet-bench-seed-'));
  try {
    await seed(args, seeded);
    const all: ModeRun[] = [];
    const legend = `${args.seconds} s per endpoint, open loop, 127.0.0.1, Node ${process.version}; latency in ms (on | off = simulator on | off); loop = the server's longest event-loop block during the endpoint's run; CPU = ms of CPU the server's main thread / its other threads (the simulator's worker, GC, I/O) used during that run`;
    for (let round = 1; round <= args.rounds; round += 1) {
      const order = round % 2 === 1 ? args.modes : [...args.modes].reverse();
      const runs: ModeRun[] = [];
      for (const mode of order) {
        console.log(`round ${round}, simulator ${mode}: starting the server on a copy of ${seeded} ...`);
        const done = await runMode(args, seeded, mode);
        console.log(
          `round ${round}, simulator ${mode}: server up in ${(done.startMs / 1000).toFixed(1)} s; alarms in the last 7 days: ${done.alarmsInWeek}; vehicle status updates by the simulator: ${done.moved}`,
        );
        runs.push(done);
      }
      printTable(`round ${round} of ${args.rounds} (${order.join(' then ')}); ${legend}`, runs);
      all.push(...runs);
    }
    if (args.rounds > 1) printTable(`median of ${args.rounds} rounds; ${legend}`, all);
  } finally {
    if (!args.dataDir) rmSync(seeded, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
