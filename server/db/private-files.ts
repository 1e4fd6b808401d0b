import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data directory holds password and code hashes, the login key pair and customers' exported
 * files: only the server's own user may read it. The directory is 0700 and every file in it (and
 * in its sub-directories, such as exports/) 0600, also when an older start created them readable.
 * The server process also runs with umask 077 (main.ts), so files SQLite or the export writer
 * create later are private from the start.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

export function makeTreePrivate(dir: string): void {
  if (!existsSync(dir)) return;
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) makeTreePrivate(path);
    else if (stat.isFile()) chmodSync(path, PRIVATE_FILE_MODE);
  }
}

/** The umask that keeps every new file private to the server's user. */
export const PRIVATE_UMASK = 0o077;
