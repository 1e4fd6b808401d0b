import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { AlarmPage } from '@shared/api/dto/alarm-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import type { VehicleDetail, VehicleRow } from '@shared/api/dto/vehicle-dto';
import type { Page } from '@shared/api/dto/envelope';
import { prepareAlarmInsert } from '@server/db/alarm-insert';
import { DATABASE_FILE, openDatabase, type Db } from '@server/db/connection';
import { workerExecArgv, type SimulatorWorker } from '@server/simulator/simulator-host';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './alarm-test-kit';
import { getJson, sessionFor, startTestServer, tempDir, TEST_EPOCH, type TestServer } from './helpers';

const TICK_MS = 5000;
const DAY_MS = 86_400_000;
/** Seeding plus two scrypt logins, on a shared 2-core machine, while the worker thread compiles its code. */
const START_TIMEOUT_MS = 60_000;

describe('the simulator in its worker thread (simulator: true, as `npm run serve` starts it)', () => {
  let server: TestServer;
  let operator: string;
  let worker: SimulatorWorker;

  beforeAll(async () => {
    server = await startTestServer({ simulator: true });
    operator = await sessionFor(server.app, 'demo');
    if (!server.app.simulator) throw new Error('the server started without its simulator');
    worker = server.app.simulator;
  }, START_TIMEOUT_MS);
  // the last test closes the server; this only cleans up if it did not get that far
  afterAll(async () => {
    if (existsSync(server.dataDir)) await server.close();
  });

  const detail = async (vehicleId: number) => (await getJson<VehicleDetail>(server.app, `/car/v1/api/vehicle/getVehicle.json?vehicleId=${vehicleId}`, operator)).body.obj;

  it('ticks in another thread, and the API keeps answering while it does', async () => {
    const tick = worker.runTick(server.clock.now());
    // asked while the tick is under way; answered by this (main) thread
    const user = await getJson<UserInfo>(server.app, '/car/v1/api/user/getUser.json', operator);
    expect(user.body.flag).toBe(1);
    const report = await tick;
    expect(report.threadId).toBe(worker.threadId);
    expect(report.threadId).not.toBe(threadId);
    expect(report.stages.movement.rows).toBeGreaterThan(0);
  });

  it('writes through its own connection what the API then reads: driving vehicles move at the tick time', async () => {
    const page = await getJson<Page<VehicleRow>>(server.app, '/car/v1/api/vehicle/pageVehicle.json?state=online&pageSize=50', operator);
    const driving = page.body.obj.list;
    expect(driving.length).toBeGreaterThan(5);
    server.clock.advance(TICK_MS);
    await worker.runTick(server.clock.now());
    const after = await Promise.all(driving.map((row) => detail(row.vehicleId)));
    // every reporting vehicle has a fix at the tick time, read through the API's own connection
    expect(after.every((row) => row.lastFixTime === new Date(server.clock.now()).toISOString())).toBe(true);
    const moved = after.filter((row, index) => row.lng !== driving[index]?.lng || row.lat !== driving[index]?.lat);
    expect(moved.length).toBeGreaterThan(driving.length / 2);
  });

  it('stops with the server: app.close() waits for the worker to end its tick, close its connection and exit', async () => {
    const during = worker.runTick(server.clock.now()).then(
      () => 'finished',
      () => 'cut short',
    );
    await server.app.close();
    expect(['finished', 'cut short']).toContain(await during);
    await expect(worker.runTick(server.clock.now())).rejects.toThrow('simulator stopped');
    // SQLite removes the WAL file only when the LAST connection to the database closes cleanly
    expect(existsSync(join(server.dataDir, `${DATABASE_FILE}-wal`))).toBe(false);
    expect(existsSync(join(server.dataDir, DATABASE_FILE))).toBe(true);
    rmSync(server.dataDir, { recursive: true, force: true });
  });
});

describe('alarm page totals with alarms written by another connection (the worker)', () => {
  let server: TestServer;
  let operator: string;
  beforeAll(async () => {
    server = await startTestServer();
    operator = await sessionFor(server.app, 'demo');
  }, START_TIMEOUT_MS);
  afterAll(() => server.close());

  it('counts an alarm the other connection inserted, although the same filter was counted (and remembered) just before', async () => {
    const month = { startTime: new Date(TEST_EPOCH - 30 * DAY_MS).toISOString(), endTime: new Date(TEST_EPOCH).toISOString() };
    const total = async () => (await postJson<AlarmPage>(server.app, '/car/v1/accelerate/report/alarm/newQueryAlarm', month, operator)).body.obj.total;
    const before = await total();
    expect(await total()).toBe(before);

    const other = openDatabase(server.dataDir);
    try {
      const vehicle = other.prepare<[], { id: number; customer_id: number }>('SELECT id, customer_id FROM vehicles ORDER BY id LIMIT 1').get();
      if (!vehicle) throw new Error('no vehicle in the seed');
      const at = TEST_EPOCH - 3_600_000;
      prepareAlarmInsert(other)({ customerId: vehicle.customer_id, vehicleId: vehicle.id, type: 'sos', alarmTime: at, lng: 116.4, lat: 39.9, speed: 0, detail: null, createdAt: at });
    } finally {
      other.close();
    }
    expect(await total()).toBe(before + 1);
  });
});

describe('two connections writing to one file (the API and the worker)', () => {
  it('a transaction takes the write lock before its first read, so the other connection cannot commit between its read and its write', () => {
    const dir = tempDir();
    const api = openDatabase(dir);
    const worker = openDatabase(dir);
    try {
      api.exec('CREATE TABLE counter (id INTEGER PRIMARY KEY, value INTEGER NOT NULL); INSERT INTO counter VALUES (1, 0);');
      // the other connection does not wait here: this test runs both on one thread
      worker.pragma('busy_timeout = 0');
      const value = (db: Db) => db.prepare<[], { value: number }>('SELECT value FROM counter').get()?.value;
      const otherWrites = (): string => {
        try {
          worker.prepare('UPDATE counter SET value = value + 1').run();
          return 'written';
        } catch (error) {
          return (error as { code?: string }).code ?? String(error);
        }
      };
      const readThenWrite = api.transaction(() => {
        const read = value(api) ?? 0;
        const other = otherWrites();
        api.prepare('UPDATE counter SET value = ?').run(read + 10);
        return other;
      });

      // the default: the other connection finds the lock taken and has to wait its turn
      expect(readThenWrite()).toBe('SQLITE_BUSY');
      expect(value(worker)).toBe(10);
      // SQLite's own default (DEFERRED), for comparison: the other write lands in between, and this
      // transaction's write is refused, which busy_timeout cannot help with
      expect(() => readThenWrite.deferred()).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY_SNAPSHOT' }));
      expect(value(api)).toBe(11);
    } finally {
      api.close();
      worker.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the options the worker thread starts with', () => {
  it("drops the parent's preloads (tsx's loader, a benchmark's .ts probe) and keeps the other Node options", () => {
    const parent = ['--require', '/n/tsx/dist/preflight.cjs', '--import', 'file:///n/tsx/dist/loader.mjs', '--import=./bench/event-loop-probe.ts', '-r', 'a.cjs', '--loader=x.mjs', '--enable-source-maps', '--conditions=development'];
    expect(workerExecArgv(parent)).toEqual(['--enable-source-maps', '--conditions=development']);
  });
});
