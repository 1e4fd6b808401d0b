import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Endpoint } from '@shared/api/endpoint';
import { MSG_NO_PERMISSION } from '@server/auth/role-permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, startWithSessionsForFile } from './helpers';

/**
 * Every endpoint of the contract either names the menu or button ids that guard it (checked by the
 * server, product-spec §6) or is listed here as open to any logged-in user (or public). A new
 * endpoint that decides neither fails this file.
 */
const OPEN_ENDPOINTS = new Set([
  // login, branding and the token family: before or outside a session
  '/oauth/loginPage',
  '/oauth/v4/token',
  '/oauth/logout',
  '/oauth/getCode',
  '/oauth/sendLoginSms',
  '/oauthToken/loginPage',
  '/oauthToken/v4/token',
  '/oauthToken/getConfig',
  '/oauthToken/listResource',
  '/car/v1/api/customer/getCustomerInfo.json',
  // what every logged-in screen needs to start: who am I, what may I open, the dictionary
  '/car/v1/api/user/getUser.json',
  '/car/v1/api/resource/newList.json',
  '/car/v1/api/resource/list.json',
  '/car/v1/api/platform/getPlatformByRoleId.json',
  '/car/v4/api/system/dictionary/list.json',
  // the assistant: every logged-in user may chat (product-spec §4); its answers are scoped to the
  // caller's vehicles, its settings change is operator-only in the service, its pictures are public
  '/car/v1/api/assistant/getChatConfig.json',
  '/car/v1/api/assistant/updateChatConfig.json',
  '/car/v1/api/assistant/ask.json',
  '/car/v1/api/assistant/getConversation.json',
  '/car/v1/api/assistant/clearConversation.json',
  '/car/v1/api/assistant/images/:image',
  // the province outlines: the same public geography for everyone, the paper behind every map when
  // no tile loads, so any screen that shows a map may fetch them
  '/car/v4/api/map/provinceOutlines.json',
]);

const ENDPOINT_DIR = join(import.meta.dirname, '../../shared/api/endpoints');

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'request' in value && 'response' in value;
}

async function allEndpoints(): Promise<Endpoint[]> {
  const files = readdirSync(ENDPOINT_DIR).filter((name) => name.endsWith('-endpoints.ts'));
  const modules = await Promise.all(files.map((name) => import(join(ENDPOINT_DIR, name)) as Promise<Record<string, unknown>>));
  return modules.flatMap((module) => Object.values(module).filter(isEndpoint));
}

const PROBE_USER = 'permission-probe';

describe('permissions are checked on the server, endpoint by endpoint', () => {
  const env = startWithSessionsForFile();
  let endpoints: Endpoint[] = [];
  let probeSession = '';
  let probeRoleId = 0;

  /** The probe role holds every resource except `missing` (so exactly those ids decide). */
  function grantAllBut(missing: readonly string[]): void {
    const db = env.server.app.db;
    db.prepare('DELETE FROM role_resources WHERE role_id = ?').run(probeRoleId);
    const ids = db.prepare<[], { id: string }>('SELECT id FROM resources').all().map((row) => row.id);
    const grant = db.prepare('INSERT INTO role_resources (role_id, resource_id) VALUES (?, ?)');
    ids.filter((id) => !missing.includes(id)).forEach((id) => grant.run(probeRoleId, id));
  }

  async function call(endpoint: Endpoint, sessionId: string) {
    const url = endpoint.path.replace(':hash', '0123456789abcdef');
    const response = await env.server.app.inject({
      method: endpoint.method,
      url,
      headers: { sessionId, 'content-type': 'application/json' },
      ...(endpoint.method === 'POST' ? { payload: {} } : {}),
    });
    return response.json<{ flag: number; msg?: string }>();
  }

  beforeAll(async () => {
    endpoints = await allEndpoints();
    const db = env.server.app.db;
    const demo = db.prepare<[string], { customer_id: number; password_hash: string }>('SELECT customer_id, password_hash FROM users WHERE user_name = ?').get('demo');
    if (!demo) throw new Error('seeded operator missing');
    probeRoleId = Number(db.prepare("INSERT INTO roles (customer_id, name, user_type) VALUES (?, '权限探针', 'operator')").run(demo.customer_id).lastInsertRowid);
    db.prepare("INSERT INTO users (customer_id, role_id, user_name, nick_name, password_hash, created_at) VALUES (?, ?, ?, '权限探针', ?, 0)").run(
      demo.customer_id,
      probeRoleId,
      PROBE_USER,
      demo.password_hash,
    );
    probeSession = (await login(env.server.app, PROBE_USER)).body.obj.sessionId;
  });

  it('every endpoint names its permission or is deliberately open', () => {
    expect(endpoints.length).toBeGreaterThan(50);
    const undecided = endpoints.filter((endpoint) => !endpoint.permission?.length && !OPEN_ENDPOINTS.has(endpoint.path)).map((endpoint) => endpoint.path);
    expect(undecided).toEqual([]);
  });

  it('a role without the endpoint\'s permission is refused before its input is even read, on every guarded endpoint', async () => {
    const guarded = endpoints.filter((endpoint) => endpoint.permission?.length);
    const answers: string[] = [];
    for (const endpoint of guarded) {
      grantAllBut(endpoint.permission ?? []);
      const body = await call(endpoint, probeSession);
      if (body.flag !== 0 || body.msg !== MSG_NO_PERMISSION) answers.push(`${endpoint.method} ${endpoint.path}: ${JSON.stringify(body)}`);
    }
    expect(answers).toEqual([]);
  });

  it('the demo operator, who holds every resource, is refused by none of them', async () => {
    const refused: string[] = [];
    for (const endpoint of endpoints.filter((item) => item.permission?.length)) {
      const body = await call(endpoint, env.operator);
      if (body.msg === MSG_NO_PERMISSION) refused.push(endpoint.path);
    }
    expect(refused).toEqual([]);
  });

  it('the sub-user reaches what their role grants and is refused the rest', async () => {
    const refused = async (path: string) => {
      const endpoint = endpoints.find((item) => item.path === path);
      if (!endpoint) throw new Error(`no endpoint ${path}`);
      return (await call(endpoint, env.sub)).msg === MSG_NO_PERMISSION;
    };
    // the seeded sub-user holds 4002, 4001, 1601, 400303, car, data-report, dataCenter, car:alarm:process, car:export
    expect(await refused('/car/v4/api/alarm/control/configAlarmControl.json')).toBe(true);
    expect(await refused('/car/v1/api/command/commandDownBatch.json')).toBe(true);
    expect(await refused('/car/v4/api/health/threshold/getHealthThreshold.json')).toBe(false);
    expect(await refused('/car/v1/accelerate/export/exportDataReport.json')).toBe(false);
  });
});
