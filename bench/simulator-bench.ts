/**
 * Simulator tick benchmark (a script, not a test): seeds a fleet (or reuses `--data DIR`), then runs
 * simulator ticks 5 s of simulated time apart and prints each tick's time per stage, its longest
 * synchronous step, and the event loop's worst delay over the run (perf_hooks.monitorEventLoopDelay).
 *
 *   tsx bench/simulator-bench.ts [--vehicles 100000] [--ticks 12] [--data DIR (reused, kept)]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from '../server/db/connection';
import { migrate } from '../server/db/migrate';
import { isSeeded, seedDatabase } from '../server/seed/seed';
import { createSimulator } from '../server/simulator/simulator';

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const vehicles = Number(argument('vehicles', '100000'));
const ticks = Number(argument('ticks', '12'));
const kept = process.argv.includes('--data');
const dataDir = kept ? argument('data', '') : mkdtempSync(join(tmpdir(), 'fleet-sim-bench-'));
const db = openDatabase(dataDir);
migrate(db);
if (!isSeeded(db)) {
  const started = performance.now();
  await seedDatabase(db, { vehicles, now: Date.now() });
  process.stdout.write(`seeded ${vehicles} vehicles in ${Math.round(performance.now() - started)} ms\n`);
}

let now = Date.now();
const simulator = createSimulator(db);
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
for (let i = 0; i < ticks; i += 1) {
  now += 5000;
  const report = await simulator.runTick(now);
  const stages = Object.entries(report.stages)
    .map(([name, stage]) => `${name} ${stage.rows} rows/${stage.steps} steps/${Math.round(stage.ms)} ms`)
    .join(', ');
  const { cameOnline, wentOffline } = report.presence;
  process.stdout.write(`tick ${i + 1}: ${Math.round(report.ms)} ms, longest step ${report.longestStepMs.toFixed(1)} ms, +${cameOnline}/-${wentOffline} online; ${stages}\n`);
}
delay.disable();
process.stdout.write(`event loop delay over ${ticks} ticks: max ${(delay.max / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms\n`);
simulator.stop();
db.close();
if (!kept) rmSync(dataDir, { recursive: true, force: true });
