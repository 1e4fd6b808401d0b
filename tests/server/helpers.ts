import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginPageConfig, LoginResult } from '@shared/api/dto/auth-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { buildApp } from '@server/app';
import type { ServerConfig } from '@server/config';
import type { App } from '@server/http/app-types';
import { afterAll, beforeAll } from 'vitest';

/** A fixed instant, so the seeded fleet (dates, positions) is the same on every run. */
export const TEST_EPOCH = Date.UTC(2026, 0, 15, 2, 0, 0);
export const TEST_VEHICLES = 400;
export const DEMO_PASSWORD = 'demo123456';

/** A clock the test moves by hand: session expiry is tested without waiting or racing real time. */
export interface FakeClock {
  now(): number;
  advance(ms: number): void;
}

export function createClock(start = TEST_EPOCH): FakeClock {
  let current = start;
  return { now: () => current, advance: (ms) => (current += ms) };
}

export interface TestServer {
  app: App;
  dataDir: string;
  clock: FakeClock;
  config: ServerConfig;
  /** closes the app and removes the temporary data directory */
  close(): Promise<void>;
}

export function tempDir(prefix = 'fleet-server-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function testConfig(dataDir: string, clock: FakeClock, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: join(dataDir, 'no-dist'),
    vehicles: TEST_VEHICLES,
    simulator: false,
    sessionTtlMinutes: 120,
    logLevel: 'silent',
    now: clock.now,
    ...overrides,
  };
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? tempDir();
  const clock = createClock();
  const config = testConfig(dataDir, clock, overrides);
  const app = await buildApp(config);
  return {
    app,
    dataDir,
    clock,
    config,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface JsonReply<T> {
  status: number;
  body: Envelope<T>;
}

/** GET through `inject`, with the headers the product's client sends (product-spec §7). */
export async function getJson<T>(app: App, url: string, sessionId?: string): Promise<JsonReply<T>> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: '', platformId: '0', ...(sessionId === undefined ? {} : { sessionId }) },
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

export async function postForm<T>(app: App, url: string, form: Record<string, string>): Promise<JsonReply<T>> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', authorization: '', platformId: '0' },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

/** Logs in exactly as the login page does: public key from /oauth/loginPage, jsencrypt, form POST. */
export async function login(app: App, userName: string, password = DEMO_PASSWORD): Promise<JsonReply<LoginResult>> {
  const page = await getJson<LoginPageConfig>(app, '/oauth/loginPage');
  const { publicKey } = page.body.obj;
  return postForm<LoginResult>(app, '/oauth/v4/token', {
    username: encryptCredential(publicKey, userName),
    password: encryptCredential(publicKey, password),
  });
}

/** A live session id for a demo user; fails the test when login does not succeed. */
export async function sessionFor(app: App, userName: 'demo' | 'demo-sub' | 'demo-viewer'): Promise<string> {
  const reply = await login(app, userName);
  if (reply.body.flag !== 1) throw new Error(`login failed for ${userName}: ${reply.body.msg ?? ''}`);
  return reply.body.obj.sessionId;
}

/** POST JSON through `inject` with the product's headers; `sessionId` omitted = no session. */
export async function postJsonAs<T>(app: App, url: string, body: unknown, sessionId?: string): Promise<JsonReply<T>> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', authorization: '', platformId: '0', ...(sessionId === undefined ? {} : { sessionId }) },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

/** A test server with live sessions for the operator (`demo`) and the sub-user (`demo-sub`): how most contract test files start. */
export async function startWithSessions(overrides: Partial<ServerConfig> = {}): Promise<{ server: TestServer; operator: string; sub: string }> {
  const server = await startTestServer(overrides);
  return { server, operator: await sessionFor(server.app, 'demo'), sub: await sessionFor(server.app, 'demo-sub') };
}

export interface ServerWithSessions {
  server: TestServer;
  operator: string;
  sub: string;
}

/** startWithSessions() before the file's tests and close() after them; the fields are set once its beforeAll has run. */
export function startWithSessionsForFile(overrides: Partial<ServerConfig> = {}): ServerWithSessions {
  const env = {} as ServerWithSessions;
  beforeAll(async () => {
    Object.assign(env, await startWithSessions(overrides));
  });
  afterAll(() => env.server.close());
  return env;
}

/** SQL for the ids of the groups the seeded sub-user may see (their two assigned groups and everything below them). */
export const SUB_USER_GROUP_IDS_SQL = `(SELECT g.id FROM vehicle_groups g JOIN vehicle_groups a ON g.path GLOB a.path || '*' WHERE a.name IN ('西北分公司', '深圳车队'))`;

/**
 * Grants resources (menu or button ids) to the role of a seeded user, for tests of rules that sit
 * behind a permission the seed does not give that role (e.g. the sub-user's read-only view of the
 * alarm settings pages, which the seeded sub role does not hold).
 */
export function grantToRoleOf(app: App, userName: string, resourceIds: readonly string[]): void {
  const user = app.db.prepare<[string], { role_id: number }>('SELECT role_id FROM users WHERE user_name = ?').get(userName);
  if (!user) throw new Error(`no seeded user ${userName}`);
  const grant = app.db.prepare('INSERT OR IGNORE INTO role_resources (role_id, resource_id) VALUES (?, ?)');
  resourceIds.forEach((id) => grant.run(user.role_id, id));
}
