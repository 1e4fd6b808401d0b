/**
 * Export benchmark (a script, not a test): builds the server on a copy of a seeded database (no
 * simulator), exports every vehicle (`vehicleList`, 100k rows at the benchmark size) as the operator,
 * and reports the job's time and the event loop's worst delay while it ran
 * (perf_hooks.monitorEventLoopDelay): what an API request arriving mid-export would wait at most.
 *
 *   tsx bench/export-bench.ts --data DIR   (a DATA_DIR seeded with --vehicles 100000; copied, not changed)
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ExportRecord } from '@shared/api/dto/export-dto';
import type { Page } from '@shared/api/dto/envelope';
import { buildApp } from '../server/app';
import { DATABASE_FILE } from '../server/db/connection';
import { createClock, postJsonAs, sessionFor, testConfig } from '../tests/server/helpers';

const at = process.argv.indexOf('--data');
const source = at >= 0 ? process.argv[at + 1] : undefined;
if (!source) throw new Error('usage: tsx bench/export-bench.ts --data DIR');
const dataDir = mkdtempSync(join(tmpdir(), 'fleet-export-bench-'));
copyFileSync(join(source, DATABASE_FILE), join(dataDir, DATABASE_FILE));
const app = await buildApp(testConfig(dataDir, createClock(Date.now()), { vehicles: 100_000 }));
const operator = await sessionFor(app, 'demo');
const BASE = '/car/v1/accelerate/export';

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const started = performance.now();
await postJsonAs(app, `${BASE}/exportDataReport.json`, { reportType: 'vehicleList' }, operator);
let record: ExportRecord | undefined;
do {
  await new Promise((resolve) => setTimeout(resolve, 50));
  record = (await postJsonAs<Page<ExportRecord>>(app, `${BASE}/listExportRecord.json`, { pageSize: 1 }, operator)).body.obj.list[0];
} while (record && record.status !== 'done' && record.status !== 'failed');
const elapsed = performance.now() - started;
delay.disable();
process.stdout.write(
  `export ${record?.status ?? '?'}: ${record?.rowCount ?? 0} rows, ${record?.fileSize ?? 0} bytes in ${Math.round(elapsed)} ms; ` +
    `event loop delay max ${(delay.max / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms\n`,
);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
