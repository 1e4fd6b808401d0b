import type { UserInfo } from '@shared/api/dto/user-dto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, login, sessionFor, startTestServer, type TestServer } from './helpers';

const MINUTE = 60_000;
const EXPIRED = { flag: 4010, msg: '登录超时，请重新登录' };
const USER_URL = '/car/v1/api/user/getUser.json';

/** Session expiry on a short TTL, driven by the fake clock: no sleeping, no wall-clock races. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionTtlMinutes: 10 });
});
afterAll(() => server.close());

describe('sessions', () => {
  it('answers 4010 without a sessionId, with an empty one, or with an unknown one', async () => {
    expect((await getJson(server.app, USER_URL)).body).toEqual(EXPIRED);
    expect((await getJson(server.app, USER_URL, '')).body).toEqual(EXPIRED);
    expect((await getJson(server.app, USER_URL, 'not-a-session')).body).toEqual(EXPIRED);
  });

  it('reports the TTL in seconds at login', async () => {
    const reply = await login(server.app, 'demo');
    expect(reply.body.obj.expiresIn).toBe(600);
  });

  it('expires after the TTL without activity', async () => {
    const sessionId = await sessionFor(server.app, 'demo');
    server.clock.advance(10 * MINUTE + 1);
    expect((await getJson(server.app, USER_URL, sessionId)).body).toEqual(EXPIRED);
    // and stays expired: the row is gone
    server.clock.advance(-10 * MINUTE);
    expect((await getJson(server.app, USER_URL, sessionId)).body).toEqual(EXPIRED);
  });

  it('slides: each use pushes the expiry forward', async () => {
    const sessionId = await sessionFor(server.app, 'demo-sub');
    for (let i = 0; i < 4; i += 1) {
      server.clock.advance(9 * MINUTE);
      const reply = await getJson<UserInfo>(server.app, USER_URL, sessionId);
      expect(reply.body.flag).toBe(1);
    }
    server.clock.advance(10 * MINUTE + 1);
    expect((await getJson(server.app, USER_URL, sessionId)).body).toEqual(EXPIRED);
  });

  it('checks the session before the input, so an expired client is sent to log in first', async () => {
    const reply = await getJson(server.app, '/car/v1/api/vehicle/pageVehicle.json?pageSize=0');
    expect(reply.body).toEqual(EXPIRED);
  });
});
