/**
 * Attack replay (`npm run attack`): starts the reference server as a child process on a temporary
 * DATA_DIR (and a fake DIST_DIR, so static hosting is on), replays a fixed list of attacks against
 * 127.0.0.1 only and prints one row per attack: the count that must be 0 on a hardened server, and the
 * figures around it. Every loop is bounded in count and time; the run ends by itself. A measuring
 * tool: the exit code is 0 whatever was found (2 only for unknown flags).
 *
 *   tsx bench/attack/run-attack.ts [--only 1,5] [--idle 500] [--connections 300] [--flood 200] [--no-durability] [--keep] ...
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionFor } from './api-client';
import { USAGE, parseArgs, type AttackArgs } from './attack-args';
import { DEMO_PASSWORD, type AttackContext, type AttackRow } from './attack-row';
import { connectionCapRow } from './connection-cap';
import { NO_PERMISSION_USER, createNoPermissionUser } from './data-dir';
import { exportFloodRow } from './export-flood';
import { writeFakeDist } from './fake-dist';
import { fuelCutTokenRow } from './fuel-cut-token';
import { idleConnectionsRow } from './idle-connections';
import { isolationRow } from './isolation';
import { killDurabilityRow } from './kill-durability';
import { malformedBodiesRow } from './malformed-bodies';
import { pathTraversalRow } from './path-traversal';
import { formatTable, type RowOutcome } from './result-table';
import { secretsInLogsRow } from './secrets-in-logs';
import { securityHeadersRow } from './security-headers';
import { freePort, startServer, type ServerProcess } from './server-process';
import { smsBombingRow } from './sms-bombing';
import { smsLockoutRow } from './sms-lockout';
import { sqlInjectionRow } from './sql-injection';
import { uiOnlyPermissionsRow } from './ui-only-permissions';

/**
 * Run order, chosen so rows do not spoil each other: reads and probes first; the connection rows
 * before the kills; the export flood late (its queue keeps the server busy afterwards); the SMS
 * lockout last (it may lock `demo` for 15 minutes).
 */
const ORDER: readonly AttackRow[] = [
  isolationRow,
  sqlInjectionRow,
  pathTraversalRow,
  malformedBodiesRow,
  securityHeadersRow,
  uiOnlyPermissionsRow,
  secretsInLogsRow,
  fuelCutTokenRow,
  smsBombingRow,
  connectionCapRow,
  idleConnectionsRow,
  killDurabilityRow,
  exportFloodRow,
  smsLockoutRow,
];

/** Past this, rows not yet started are reported as not run, so the script always ends. */
const RUN_DEADLINE_MS = 8 * 60_000;

function selected(row: AttackRow, args: AttackArgs): string | null {
  if (args.only.length > 0 && !args.only.includes(row.id)) return 'skipped (--only)';
  if (row.id === killDurabilityRow.id && !args.durability) return 'skipped (--no-durability)';
  return null;
}

async function withBudget(row: AttackRow, ctx: AttackContext): Promise<Omit<RowOutcome, 'id' | 'name' | 'seconds'>> {
  let timer: NodeJS.Timeout | undefined;
  const budgetMs = typeof row.budgetMs === 'number' ? row.budgetMs : row.budgetMs(ctx.args);
  const budget = new Promise<Omit<RowOutcome, 'id' | 'name' | 'seconds'>>((resolve) => {
    timer = setTimeout(() => resolve({ failures: null, context: `not finished within ${budgetMs / 1000} s` }), budgetMs);
  });
  try {
    return await Promise.race([row.run(ctx), budget]);
  } catch (error) {
    return { failures: null, context: `error: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}

async function runRows(args: AttackArgs, outcomes: RowOutcome[], started: number): Promise<void> {
  const temp = mkdtempSync(join(tmpdir(), 'fleet-attack-'));
  const dataDir = join(temp, 'data');
  const logFile = join(temp, 'server.log');
  const dist = writeFakeDist(join(temp, 'dist'));
  const port = await freePort();
  const options = { port, dataDir, distDir: dist.dir, vehicles: args.vehicles, logFile, logLevel: 'info' };
  let server: ServerProcess | null = null;
  try {
    console.error(`attack: seeding ${args.vehicles} vehicles in ${dataDir} (port ${port}) ...`);
    const seeding = await startServer({ ...options, logLevel: 'warn' });
    await seeding.stop();
    createNoPermissionUser(dataDir, Date.now());
    console.error('attack: starting the server with LOG_LEVEL=info ...');
    server = await startServer(options);
    const ctx: AttackContext = {
      args,
      port,
      server,
      dataDir,
      logFile,
      dist,
      operator: await sessionFor(port, 'demo', DEMO_PASSWORD),
      sub: await sessionFor(port, 'demo-sub', DEMO_PASSWORD),
      noPermission: await sessionFor(port, NO_PERMISSION_USER, DEMO_PASSWORD),
    };
    for (const row of ORDER) {
      const skip = selected(row, args);
      if (skip) {
        outcomes.push({ id: row.id, name: row.name, failures: 0, context: skip, seconds: 0, skipped: true });
        continue;
      }
      if (Date.now() - started > RUN_DEADLINE_MS) {
        outcomes.push({ id: row.id, name: row.name, failures: null, context: 'not run: the run deadline passed', seconds: 0 });
        continue;
      }
      const rowStarted = Date.now();
      console.error(`attack: row ${row.id} ${row.name} ...`);
      const result = await withBudget(row, ctx);
      const seconds = (Date.now() - rowStarted) / 1000;
      outcomes.push({ id: row.id, name: row.name, ...result, seconds });
      console.error(`attack: row ${row.id} → ${result.failures ?? 'not measured'} (${seconds.toFixed(1)} s)`);
    }
  } finally {
    await server?.stop();
    if (args.keep) console.error(`attack: kept ${temp} (data, fake dist, server.log)`);
    else rmSync(temp, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  let args: AttackArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(USAGE);
    process.exit(2);
  }
  const started = Date.now();
  const outcomes: RowOutcome[] = [];
  try {
    await runRows(args, outcomes, started);
  } catch (error) {
    console.error(`attack: the run stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
  // rows that never got their turn (the server did not start, or the run stopped) are failing: unmeasured
  for (const row of ORDER) {
    if (!outcomes.some((outcome) => outcome.id === row.id)) outcomes.push({ id: row.id, name: row.name, failures: null, context: 'not run', seconds: 0 });
  }
  outcomes.sort((a, b) => a.id - b.id);
  console.log(`\nattack replay against 127.0.0.1, ${args.vehicles} vehicles, ${((Date.now() - started) / 1000).toFixed(0)} s, Node ${process.version}\n`);
  console.log(formatTable(outcomes));
  const failing = outcomes.filter((outcome) => !outcome.skipped && (outcome.failures === null || outcome.failures > 0)).length;
  console.log(`\nattack: ${failing} rows failing`);
  // sockets or timers a timed-out row left behind must not keep the process alive
  process.exit(0);
}

void main();
