import { rmSync } from 'node:fs';
import { MAP_BOUNDS } from '@shared/constants/limits';
import { openDatabase, type Db } from '@server/db/connection';
import { migrate, readMigrations } from '@server/db/migrate';
import { luhnDigit } from '@server/seed/identifiers';
import { seedDatabase } from '@server/seed/seed';
import { createSimulatorTick } from '@server/simulator/simulator';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_EPOCH, tempDir } from './helpers';

const opened: { db: Db; dir: string }[] = [];
function freshDb(): Db {
  const dir = tempDir('fleet-db-');
  const db = openDatabase(dir);
  opened.push({ db, dir });
  return db;
}
afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function seeded(vehicles: number): Promise<Db> {
  const db = freshDb();
  migrate(db);
  await seedDatabase(db, { vehicles, now: TEST_EPOCH });
  return db;
}

describe('connection', () => {
  it('runs in WAL mode with foreign keys and a busy timeout', () => {
    const db = freshDb();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
  });
});

describe('migrations', () => {
  it('are numbered files applied in order, recorded, and applied only once', () => {
    const db = freshDb();
    const files = readMigrations();
    expect(files.map((file) => file.version)).toEqual([...files.map((file) => file.version)].sort((a, b) => a - b));
    expect(migrate(db)).toEqual(files.map((file) => file.name));
    expect(migrate(db)).toEqual([]);
    const recorded = db.prepare<[], { version: number }>('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(recorded.map((row) => row.version)).toEqual(files.map((file) => file.version));
  });

  it('rolls a failing migration back and leaves the earlier ones applied', () => {
    const db = freshDb();
    const good = { version: 1, name: '001-good.sql', sql: 'CREATE TABLE a (id INTEGER);' };
    const bad = { version: 2, name: '002-bad.sql', sql: 'CREATE TABLE b (id INTEGER); INSERT INTO missing VALUES (1);' };
    expect(() => migrate(db, [good, bad])).toThrow();
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((row) => row.name);
    expect(tables).toContain('a');
    expect(tables).not.toContain('b');
  });

  it('142 turns headings of 360 (seeded before whole degrees) and beyond into 0-359, in track points and live status', async () => {
    const db = freshDb();
    const before = readMigrations().filter((file) => file.version < 142);
    migrate(db, before);
    await seedDatabase(db, { vehicles: 3, now: TEST_EPOCH });
    const point = db.prepare<[], { vehicle_id: number; fix_time: number }>('SELECT vehicle_id, fix_time FROM track_points ORDER BY vehicle_id, fix_time LIMIT 2').all();
    const [first, second] = point;
    if (!first || !second) throw new Error('the seed wrote no track points');
    const setPoint = db.prepare('UPDATE track_points SET direction = ? WHERE vehicle_id = ? AND fix_time = ?');
    setPoint.run(360, first.vehicle_id, first.fix_time);
    setPoint.run(725, second.vehicle_id, second.fix_time);
    db.prepare('UPDATE vehicle_status SET direction = 360 WHERE vehicle_id = ?').run(first.vehicle_id);

    expect(migrate(db)).toEqual(['142-whole-degree-directions.sql']);
    const direction = db.prepare<[number, number], { direction: number }>('SELECT direction FROM track_points WHERE vehicle_id = ? AND fix_time = ?');
    expect(direction.get(first.vehicle_id, first.fix_time)?.direction).toBe(0);
    expect(direction.get(second.vehicle_id, second.fix_time)?.direction).toBe(5);
    expect(db.prepare<[number], { direction: number }>('SELECT direction FROM vehicle_status WHERE vehicle_id = ?').get(first.vehicle_id)?.direction).toBe(0);
    const outOfRange = db.prepare<[], { n: number }>('SELECT (SELECT COUNT(*) FROM track_points WHERE direction NOT BETWEEN 0 AND 359) + (SELECT COUNT(*) FROM vehicle_status WHERE direction NOT BETWEEN 0 AND 359) AS n').get();
    expect(outOfRange?.n).toBe(0);
  });

  it('enforces foreign keys', async () => {
    const db = await seeded(5);
    expect(() => db.prepare('INSERT INTO vehicles (customer_id, group_id, plate, plate_key, device_no, sim_no, model, created_at) VALUES (1, 9999, ?, ?, ?, ?, ?, 0)').run('x', 'x', 'x', 'x', 'x')).toThrow(/FOREIGN KEY/);
  });
});

describe('seed', () => {
  const dump = (db: Db) =>
    db.prepare('SELECT v.*, s.* FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id ORDER BY v.id').all();

  it('is deterministic: the same size and clock give the same fleet', async () => {
    const first = await seeded(300);
    const second = await seeded(300);
    expect(dump(first)).toEqual(dump(second));
    expect(first.prepare('SELECT * FROM vehicle_groups ORDER BY id').all()).toEqual(second.prepare('SELECT * FROM vehicle_groups ORDER BY id').all());
  });

  it('builds a three-level group tree and realistic vehicles', async () => {
    const db = await seeded(1500);
    const depths = db.prepare<[], { depth: number; n: number }>('SELECT depth, COUNT(*) AS n FROM vehicle_groups GROUP BY depth ORDER BY depth').all();
    expect(depths.map((row) => row.depth)).toEqual([0, 1, 2]);
    expect(depths[0]?.n).toBe(1);
    const rows = db
      .prepare<[], { plate: string; device_no: string; state: string; lng: number | null; lat: number | null; group_depth: number }>(
        'SELECT v.plate, v.device_no, s.state, s.lng, s.lat, g.depth AS group_depth FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id JOIN vehicle_groups g ON g.id = v.group_id',
      )
      .all();
    expect(rows).toHaveLength(1500);
    expect(new Set(rows.map((row) => row.plate)).size).toBe(1500);
    expect(new Set(rows.map((row) => row.device_no)).size).toBe(1500);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['online', 'offline', 'stationary', 'onlineNoFix', 'inactive', 'expired']));
    for (const row of rows) {
      expect(row.group_depth).toBe(2);
      expect(row.plate).toMatch(/^[\u4e00-\u9fa5][A-Z]·[0-9A-HJ-NP-Z]{5}$/);
      expect(row.device_no).toMatch(/^\d{15}$/);
      expect(luhnDigit(row.device_no.slice(0, 14))).toBe(Number(row.device_no[14]));
      if (row.state === 'inactive') continue;
      expect(row.lng).toBeGreaterThan(MAP_BOUNDS.minLng);
      expect(row.lng).toBeLessThan(MAP_BOUNDS.maxLng);
      expect(row.lat).toBeGreaterThan(MAP_BOUNDS.minLat);
      expect(row.lat).toBeLessThan(MAP_BOUNDS.maxLat);
    }
  });

  it('keeps platform expiry in the past exactly for expired vehicles', async () => {
    const db = await seeded(600);
    const today = new Date(TEST_EPOCH).toISOString().slice(0, 10);
    const rows = db.prepare<[], { state: string; platform_expire_date: string | null }>('SELECT s.state, v.platform_expire_date FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id').all();
    for (const row of rows) {
      if (row.state === 'inactive') {
        expect(row.platform_expire_date).toBeNull();
        continue;
      }
      const expiry = row.platform_expire_date ?? '';
      expect(expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(expiry < today).toBe(row.state === 'expired');
    }
  });
});

describe('simulator', () => {
  it('moves driving vehicles, keeps parked ones in place and leaves silent ones alone', async () => {
    const db = await seeded(300);
    const before = new Map(db.prepare<[], { vehicle_id: number; state: string; lng: number | null; fix_time: number | null }>('SELECT vehicle_id, state, lng, fix_time FROM vehicle_status').all().map((row) => [row.vehicle_id, row]));
    const tick = createSimulatorTick(db);
    const later = TEST_EPOCH + 30_000;
    const updated = tick(later);
    const reporting = [...before.values()].filter((row) => row.state === 'online' || row.state === 'stationary');
    expect(updated).toBe(reporting.length);
    const after = db.prepare<[], { vehicle_id: number; state: string; lng: number | null; fix_time: number | null }>('SELECT vehicle_id, state, lng, fix_time FROM vehicle_status').all();
    let moved = 0;
    for (const row of after) {
      const old = before.get(row.vehicle_id);
      if (old?.state === 'online' || old?.state === 'stationary') {
        expect(row.fix_time).toBe(later);
        if (row.lng !== old.lng) moved += 1;
      } else {
        expect(row).toEqual(old);
      }
    }
    expect(moved).toBeGreaterThan(reporting.length / 3);
  });
});
