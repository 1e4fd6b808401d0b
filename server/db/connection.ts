import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ensurePrivateDir, makeTreePrivate } from './private-files';

export type Db = Database.Database;

export const DATABASE_FILE = 'fleet.sqlite';

type TransactionBody = Parameters<Db['transaction']>[0];

/**
 * A connection whose `db.transaction(fn)` begins IMMEDIATE (takes the write lock first) instead of
 * SQLite's DEFERRED. Two connections write to the file (the API's and the simulator worker's,
 * `simulator/simulator-thread.ts`): a deferred transaction that reads before it writes (an alarm
 * processed, a login's device check, alarm settings, help messages read) has its first write refused
 * with SQLITE_BUSY_SNAPSHOT whenever the other connection committed in between, and busy_timeout
 * does not help with that one. Taking the lock first makes it wait its turn (busy_timeout) and read
 * what it then writes on. `.deferred()` / `.immediate()` / `.exclusive()` stay available; nested
 * calls are savepoints as before.
 */
class Connection extends Database {
  override transaction<F extends TransactionBody>(fn: F): Database.Transaction<F> {
    // better-sqlite3 gives each variant the others as properties: `.immediate` is a whole Transaction
    return super.transaction(fn).immediate as Database.Transaction<F>;
  }
}

/**
 * Opens (or creates) the database file in the data directory with the settings every connection needs:
 * WAL so readers never wait for the simulator's writes and a killed process loses nothing committed;
 * foreign keys on (SQLite leaves them off by default); a busy timeout so a second process waits instead
 * of failing at once (the API and the simulator's worker thread each have a connection); transactions
 * that take the write lock before their first read (`Connection`).
 */
export function openDatabase(dataDir: string): Db {
  ensurePrivateDir(dataDir);
  const db: Db = new Connection(join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  // NORMAL is durable in WAL mode across process crashes; only an OS crash can drop the last commits.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // the database, its WAL and shared-memory files and anything an older start left readable
  makeTreePrivate(dataDir);
  return db;
}
