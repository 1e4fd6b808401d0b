/**
 * Server benchmark (a script, not a test): starts the reference server as a child process on a
 * temporary DATA_DIR seeded with `--vehicles 100000` (the alarm seed then writes ~1M alarms), logs in
 * as the operator and drives each endpoint with a fixed-rate (open-loop) load generator against
 * 127.0.0.1, bounded in requests, in-flight requests and time. Prints p50/p99/max latency and the
 * achieved throughput per endpoint.
 *
 *   tsx bench/server-bench.ts [--vehicles 100000] [--seconds 10] [--data DIR (reused, kept)] [--no-simulator]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptCredential } from '@shared/crypto/encrypt-credential';

interface Args {
  vehicles: number;
  seconds: number;
  dataDir: string | null;
  simulator: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { vehicles: 100_000, seconds: 10, dataDir: null, simulator: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--vehicles') args.vehicles = Number(argv[(i += 1)]);
    else if (arg === '--seconds') args.seconds = Math.min(60, Number(argv[(i += 1)]));
    else if (arg === '--data') args.dataDir = argv[(i += 1)] ?? null;
    else if (arg === '--no-simulator') args.simulator = false;
    else throw new Error(`unknown argument ${arg ?? ''}`);
  }
  return args;
}

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

/** Starts `server/main.ts` and resolves once its banner says it listens; the first start seeds. */
async function startServer(args: Args, dataDir: string, port: number): Promise<{ child: ChildProcess; startMs: number }> {
  const started = Date.now();
  const flags = ['--vehicles', String(args.vehicles), ...(args.simulator ? [] : ['--no-simulator'])];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...flags], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`:${port}/`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code ?? 'signal'} before listening`)));
  });
  return { child, startMs: Date.now() - started };
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

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dataDir = args.dataDir ?? mkdtempSync(join(tmpdir(), 'fleet-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`starting the server: ${args.vehicles} vehicles, data in ${dataDir} ...`);
  const { child, startMs } = await startServer(args, dataDir, port);
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
    console.log(`server up in ${(startMs / 1000).toFixed(1)} s (first start seeds); alarms in the last 7 days: ${alarms.obj?.total ?? 'n/a'}`);
    // warm-up: the geocoder builds its index and SQLite its page cache on first use
    for (const scenario of scenarios) await scenario.request().then((r) => r.arrayBuffer());

    const results: Result[] = [];
    for (const scenario of scenarios) {
      results.push(await run(scenario, args.seconds));
      const last = results[results.length - 1];
      if (last) console.log(`  ${last.name}: done`);
    }
    console.log(`\n${args.seconds} s per endpoint, open loop, 127.0.0.1, Node ${process.version}`);
    console.table(
      results.map((r) => ({
        endpoint: r.name,
        'rate (req/s)': r.rate,
        sent: r.sent,
        failed: r.failed,
        'p50 (ms)': r.p50.toFixed(1),
        'p99 (ms)': r.p99.toFixed(1),
        'max (ms)': r.max.toFixed(1),
        'throughput (req/s)': r.throughput.toFixed(1),
      })),
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    if (!args.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
