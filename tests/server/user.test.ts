import type { UserInfo } from '@shared/api/dto/user-dto';
import { userInfoSchema } from '@shared/api/dto/user-dto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, sessionFor, startTestServer, type TestServer } from './helpers';

const URL = '/car/v1/api/user/getUser.json';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /car/v1/api/user/getUser.json', () => {
  it('returns the operator, matching the shared DTO, with a masked phone', async () => {
    const reply = await getJson<UserInfo>(server.app, URL, await sessionFor(server.app, 'demo'));
    expect(reply.body.flag).toBe(1);
    expect(userInfoSchema.safeParse(reply.body.obj).success).toBe(true);
    expect(reply.body.obj).toMatchObject({ userName: 'demo', nickName: '演示运营账号', userType: 'operator', customerName: '鹏程物流（演示）', phone: '138****8000' });
  });

  it('returns the sub-user with its own role', async () => {
    const operator = await getJson<UserInfo>(server.app, URL, await sessionFor(server.app, 'demo'));
    const sub = await getJson<UserInfo>(server.app, URL, await sessionFor(server.app, 'demo-sub'));
    expect(sub.body.obj).toMatchObject({ userName: 'demo-sub', userType: 'sub', customerId: operator.body.obj.customerId });
    expect(sub.body.obj.roleId).not.toBe(operator.body.obj.roleId);
  });

  it('ignores the userId header: the session alone says who is calling', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: URL,
      headers: { sessionId: await sessionFor(server.app, 'demo-sub'), userId: '1', platformId: '0', authorization: '' },
    });
    expect(response.json<{ obj: UserInfo }>().obj.userName).toBe('demo-sub');
  });

  it('answers 4010 without a session', async () => {
    expect((await getJson(server.app, URL)).body).toEqual({ flag: 4010, msg: '登录超时，请重新登录' });
  });
});
