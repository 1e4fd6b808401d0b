import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ensurePrivateDir, makeTreePrivate } from './private-files';

export type Db = Database.Database;

export const DATABASE_FILE = 'fleet.sqlite';

/**
 * Opens (or creates) the database file in the data directory with the settings every connection needs:
 * WAL so readers never wait for the simulator's writes and a killed process loses nothing committed;
 * foreign keys on (SQLite leaves them off by default); a busy timeout so a second process waits instead
 * of failing at once.
 */
export function openDatabase(dataDir: string): Db {
  ensurePrivateDir(dataDir);
  const db = new Database(join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  // NORMAL is durable in WAL mode across process crashes; only an OS crash can drop the last commits.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // the database, its WAL and shared-memory files and anything an older start left readable
  makeTreePrivate(dataDir);
  return db;
}
