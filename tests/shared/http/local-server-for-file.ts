import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createLocalServer, type LocalServer } from './local-server';

/**
 * One local server for the test file: listening before its tests, reset before each (no recorded
 * requests, open ones dropped, the default reply), closed after them. `origin` is set once the
 * file's beforeAll has run.
 */
export function localServerForFile(options: { cors?: boolean } = {}): LocalServer {
  const server = createLocalServer(options);
  beforeAll(() => server.listen());
  beforeEach(() => server.reset());
  afterAll(() => server.close());
  return server;
}
