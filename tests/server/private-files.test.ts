import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer, tempDir } from './helpers';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the data directory is private to the server user', () => {
  it('creates the directory 0700 and leaves the database, its WAL and older readable files 0600', async () => {
    const dataDir = join(tempDir(), 'data');
    mkdirSync(join(dataDir, 'exports'), { recursive: true, mode: 0o755 });
    writeFileSync(join(dataDir, 'exports', 'old.xlsx'), 'x', { mode: 0o644 });
    const server = await startTestServer({ dataDir });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(join(dataDir, 'exports'))).toBe(0o700);
      expect(modeOf(join(dataDir, 'exports', 'old.xlsx'))).toBe(0o600);
      expect(modeOf(join(dataDir, 'fleet.sqlite'))).toBe(0o600);
      expect(modeOf(join(dataDir, 'fleet.sqlite-wal'))).toBe(0o600);
    } finally {
      await server.close();
    }
  });
});
