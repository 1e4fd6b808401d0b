import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './connection';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_PATTERN = /^(\d{3})-[a-z0-9-]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered `NNN-name.sql` files, in order; a duplicate number is a mistake and stops start-up. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((name) => ({ name, match: FILE_PATTERN.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ version: Number(match[1]), name, sql: readFileSync(join(dir, name), 'utf8') }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (index > 0 && migrations[index - 1]?.version === migration.version) {
      throw new Error(`Duplicate migration number ${migration.version}: ${migration.name}`);
    }
  });
  return migrations;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction, so a
 * failing one leaves the database at the previous version. Returns the names it applied.
 */
export function migrate(db: Db, migrations: readonly Migration[] = readMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  const record = db.prepare<[number, string, string]>('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    done.push(migration.name);
  }
  return done;
}
