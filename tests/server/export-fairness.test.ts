import { rmSync } from 'node:fs';
import type { Page } from '@shared/api/dto/envelope';
import type { ExportRecord } from '@shared/api/dto/export-dto';
import { EXPORT_QUEUED_MAX } from '@shared/api/endpoints/export-endpoints';
import type { AuthContext } from '@server/auth/auth-context';
import { openDatabase, type Db } from '@server/db/connection';
import { createExportRepository, type ExportRepository } from '@server/db/export-repository';
import { createGroupRepository } from '@server/db/group-repository';
import { migrate } from '@server/db/migrate';
import { createUserRepository } from '@server/db/user-repository';
import { vehicleScopeOf } from '@server/db/vehicle-scope';
import { createExportRunner } from '@server/exports/export-runner';
import { createExportJobService } from '@server/exports/export-service';
import { fairOrder, type QueuedExport } from '@server/exports/fair-queue';
import { seedDatabase } from '@server/seed/seed';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_EPOCH, postJsonAs, startWithSessionsForFile, tempDir } from './helpers';

const BASE = '/car/v1/accelerate/export';
const silentLog = Fastify({ logger: false }).log;

/** `count` jobs of one user, ids from `firstId` on. */
function jobsOf(userId: number, customerId: number, firstId: number, count: number): QueuedExport[] {
  return Array.from({ length: count }, (_, i) => ({ id: firstId + i, userId, customerId }));
}

function authOf(db: Db, userName: string): AuthContext {
  const row = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE user_name = ?').get(userName);
  const auth = row ? createUserRepository(db).findAuthContext(row.id) : null;
  if (!auth) throw new Error(`no user ${userName}`);
  return auth;
}

/** A fresh process: no customer or user has had a job started yet. */
const nobodyServed = () => ({ customers: new Map<number, number>(), users: new Map<number, number>() });

describe('the fair order of queued exports', () => {
  it("puts another user's job right after the first job of a flood, not behind it", () => {
    const queued = [...jobsOf(1, 1, 1, 5), ...jobsOf(2, 1, 6, 1)];
    expect(fairOrder(queued, nobodyServed())).toEqual([1, 6, 2, 3, 4, 5]);
  });

  it('serves first the user who was served least recently', () => {
    // user 1's first job has just started: user 2 goes next even though their job is newer
    const queued = [...jobsOf(1, 1, 2, 4), ...jobsOf(2, 1, 6, 1)];
    expect(fairOrder(queued, { customers: new Map([[1, 1]]), users: new Map([[1, 1]]) })).toEqual([6, 2, 3, 4, 5]);
    // both served before: the one served longer ago goes first
    const served = { customers: new Map([[1, 9]]), users: new Map([[1, 9], [2, 4]]) };
    expect(fairOrder([...jobsOf(1, 1, 20, 2), ...jobsOf(2, 1, 30, 2)], served)).toEqual([30, 20, 31, 21]);
  });

  it("takes turns between customers first, so many users of one customer never crowd out another's", () => {
    const queued = [...jobsOf(1, 1, 1, 3), ...jobsOf(2, 1, 4, 3), ...jobsOf(3, 2, 7, 1)];
    expect(fairOrder(queued, nobodyServed())).toEqual([1, 7, 4, 2, 5, 3, 6]);
  });

  it('is the order of the job ids when nobody is waiting behind anybody', () => {
    expect(fairOrder(jobsOf(1, 1, 1, 3), nobodyServed())).toEqual([1, 2, 3]);
    expect(fairOrder([], nobodyServed())).toEqual([]);
  });
});

describe('the export runner', () => {
  const opened: { db: Db; dir: string }[] = [];
  afterEach(() => {
    for (const { db, dir } of opened.splice(0)) {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  async function seeded(): Promise<{ db: Db; dir: string }> {
    const dir = tempDir('fleet-export-fair-');
    const db = openDatabase(dir);
    opened.push({ db, dir });
    migrate(db);
    await seedDatabase(db, { vehicles: 40, now: TEST_EPOCH });
    return { db, dir };
  }

  /** A runner and the service over it; `started` records the order jobs start in, `onStart` runs as each one starts. */
  function exportsOn(db: Db, dir: string) {
    const stored = createExportRepository(db);
    const started: number[] = [];
    const hooks: { onStart: (id: number) => void } = { onStart: () => undefined };
    const jobs: ExportRepository = {
      ...stored,
      markRunning(id, fileName, now) {
        started.push(id);
        stored.markRunning(id, fileName, now);
        hooks.onStart(id);
      },
    };
    const runner = createExportRunner(db, jobs, { dataDir: dir, now: () => TEST_EPOCH });
    const service = createExportJobService({ exports: { jobs, runner }, groups: createGroupRepository(db), now: () => TEST_EPOCH });
    return { runner, service, started, hooks, stored };
  }

  const statuses = (db: Db) => db.prepare<[], { status: string }>('SELECT status FROM export_jobs ORDER BY id').all().map((row) => row.status);

  it("runs another user's export second when it arrives behind one user's flood", async () => {
    const { db, dir } = await seeded();
    const { runner, service, started, hooks } = exportsOn(db, dir);
    const [operator, sub] = [authOf(db, 'demo'), authOf(db, 'demo-sub')];
    const flood = Array.from({ length: EXPORT_QUEUED_MAX }, () => service.start(operator, { reportType: 'vehicleList' }).id);
    let other = 0;
    // the other user's job arrives while the flood's first job is running
    hooks.onStart = () => {
      if (started.length === 1) other = service.start(sub, { reportType: 'vehicleList' }).id;
    };
    runner.start(silentLog);
    await runner.idle();
    expect(started).toEqual([flood[0], other, ...flood.slice(1)]);
    expect(statuses(db)).toEqual(Array.from({ length: EXPORT_QUEUED_MAX + 1 }, () => 'done'));
  }, 30_000);

  it('runs the jobs in the order it shows', async () => {
    const { db, dir } = await seeded();
    const { runner, service, started } = exportsOn(db, dir);
    const [operator, sub] = [authOf(db, 'demo'), authOf(db, 'demo-sub')];
    const ids = [operator, operator, operator, sub, sub].map((auth) => service.start(auth, { reportType: 'vehicleList' }).id);
    const [o1, o2, o3, s1, s2] = ids;
    expect(runner.queueOrder()).toEqual([o1, s1, o2, s2, o3]);
    runner.start(silentLog);
    await runner.idle();
    expect(started).toEqual([o1, s1, o2, s2, o3]);
    expect(runner.queueOrder()).toEqual([]);
  }, 30_000);

  it('finishes after a restart the jobs a stopped process left queued or running', async () => {
    const { db, dir } = await seeded();
    const first = exportsOn(db, dir);
    const operator = authOf(db, 'demo');
    const ids = Array.from({ length: 3 }, () => first.service.start(operator, { reportType: 'vehicleStatus' }).id);
    // the process stops while the first job is being written
    first.hooks.onStart = () => first.runner.stop();
    first.runner.start(silentLog);
    await first.runner.idle();
    expect(statuses(db)).toEqual(['running', 'queued', 'queued']);

    const second = exportsOn(db, dir);
    second.runner.start(silentLog);
    await second.runner.idle();
    expect(second.started).toEqual(ids);
    expect(statuses(db)).toEqual(['done', 'done', 'done']);
  }, 30_000);
});

describe('the download centre: cap and queue position', () => {
  const env = startWithSessionsForFile();

  /** Jobs written straight to the table (as a stopped worker would leave them), without waking the runner. */
  function queueDirectly(userName: 'demo' | 'demo-sub', count: number): number[] {
    const { db } = env.server.app;
    const scope = vehicleScopeOf(authOf(db, userName));
    const jobs = createExportRepository(db);
    return Array.from(
      { length: count },
      () =>
        jobs.create({
          userId: authOf(db, userName).userId,
          customerId: scope.customerId,
          scopeUserId: scope.restrictedToUserId,
          reportType: 'vehicleList',
          filters: '{}',
          now: env.server.clock.now(),
        }).id,
    );
  }

  const list = async (sessionId: string) =>
    (await postJsonAs<Page<ExportRecord>>(env.server.app, `${BASE}/listExportRecord.json`, { pageSize: 100 }, sessionId)).body.obj.list;
  const positions = async (sessionId: string) => new Map((await list(sessionId)).map((record) => [record.id, record.queuePosition]));
  const start = (sessionId: string) => postJsonAs<ExportRecord>(env.server.app, `${BASE}/exportDataReport.json`, { reportType: 'vehicleList' }, sessionId);

  it("shows each waiting job's place in the one fair queue (1 = next)", async () => {
    const [o1, o2, o3] = queueDirectly('demo', 3);
    const [s1] = queueDirectly('demo-sub', 1);
    expect(await positions(env.operator)).toEqual(new Map([[o3, 4], [o2, 3], [o1, 1]]));
    expect(await positions(env.sub)).toEqual(new Map([[s1, 2]]));
  });

  it(`refuses a user's export past ${EXPORT_QUEUED_MAX} unfinished ones, saying so, and accepts it again once they are done`, async () => {
    queueDirectly('demo-sub', EXPORT_QUEUED_MAX - 1);
    const refused = await start(env.sub);
    expect(refused.body).toEqual({ flag: 0, msg: '您已有 5 个导出任务在排队，请等待完成后再导出' });
    expect(await list(env.sub)).toHaveLength(EXPORT_QUEUED_MAX);

    // the operator (3 waiting) may still export; the new job's place: o1 s1 o2 s2 o3 s3 [o4] s4 s5
    const accepted = await start(env.operator);
    expect(accepted.body.flag).toBe(1);
    expect(accepted.body.obj).toMatchObject({ status: 'queued', queuePosition: 7 });

    await vi.waitFor(
      async () => {
        const all = [...(await list(env.operator)), ...(await list(env.sub))];
        if (all.some((record) => record.status !== 'done')) throw new Error('exports still running');
      },
      { timeout: 60_000, interval: 20 },
    );
    expect([...(await positions(env.sub)).values()].every((position) => position === null)).toBe(true);
    expect((await start(env.sub)).body.flag).toBe(1);
  }, 90_000);
});
