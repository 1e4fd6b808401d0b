import { accessTokenSchema, tokenConfigSchema, type AccessToken, type TokenConfig } from '@shared/api/dto/account-dto';
import type { LoginPageConfig } from '@shared/api/dto/auth-dto';
import type { ResourceItem } from '@shared/api/dto/resource-dto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_SESSION, getAs, loginFrom, publicKeyOf } from './account-test-kit';
import { getJson, sessionFor, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let publicKey: string;
let operatorToken: string;
let subToken: string;

async function tokenFor(userName: string): Promise<string> {
  const reply = await loginFrom<AccessToken>(server.app, publicKey, { userName, url: '/oauthToken/v4/token' });
  if (reply.body.flag !== 1) throw new Error(reply.body.msg ?? 'token login failed');
  return reply.body.obj.accessToken;
}

beforeAll(async () => {
  server = await startTestServer();
  publicKey = await publicKeyOf(server.app);
  operatorToken = await tokenFor('demo');
  subToken = await tokenFor('demo-sub');
});
afterAll(() => server.close());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('/oauthToken family', () => {
  it('serves the same login page as /oauth/loginPage', async () => {
    const page = await getJson<LoginPageConfig>(server.app, '/oauthToken/loginPage');
    expect(page.body.obj).toEqual({ publicKey, captchaRequired: false, smsCaptchaRequired: false, smsLoginEnabled: true });
  });

  it('answers a bearer token for a good login and refuses a bad one', async () => {
    const reply = await loginFrom<AccessToken>(server.app, publicKey, { userName: 'demo', url: '/oauthToken/v4/token' });
    expect(accessTokenSchema.safeParse(reply.body.obj).success).toBe(true);
    expect(reply.body.obj).toMatchObject({ tokenType: 'Bearer', expiresIn: 12 * 3600 });
    const bad = await loginFrom(server.app, publicKey, { userName: 'demo', password: 'wrong', url: '/oauthToken/v4/token' });
    expect(bad.body).toEqual({ flag: 0, msg: '用户名或密码错误' });
  });

  it('accepts the token as Authorization: Bearer, as an accessToken header and as a query parameter', async () => {
    const viaBearer = await getAs<TokenConfig>(server.app, '/oauthToken/getConfig', bearer(operatorToken));
    expect(tokenConfigSchema.safeParse(viaBearer.body.obj).success).toBe(true);
    expect(viaBearer.body.obj.user).toMatchObject({ userName: 'demo', userType: 'operator', customerName: '鹏程物流（演示）' });
    expect(viaBearer.body.obj.branding.title).toBe('车辆定位平台');
    expect(viaBearer.body.obj.tokenExpiresAt).toBe(new Date(server.clock.now() + 12 * 3_600_000).toISOString());
    const viaHeader = await getAs<TokenConfig>(server.app, '/oauthToken/getConfig', { headers: { accessToken: subToken } });
    expect(viaHeader.body.obj.user.userName).toBe('demo-sub');
    const viaQuery = await getJson<TokenConfig>(server.app, `/oauthToken/getConfig?accessToken=${subToken}`);
    expect(viaQuery.body.obj.user.userName).toBe('demo-sub');
  });

  it('lists the resources of the token holder role only', async () => {
    const operator = (await getAs<ResourceItem[]>(server.app, '/oauthToken/listResource', bearer(operatorToken))).body.obj;
    const sub = (await getAs<ResourceItem[]>(server.app, '/oauthToken/listResource', bearer(subToken))).body.obj;
    expect(operator.map((item) => item.id)).toContain('car:command:send');
    expect(sub.map((item) => item.id)).not.toContain('car:command:send');
    expect(sub.map((item) => item.id)).toEqual(expect.arrayContaining([4002, 'car', 'car:alarm:process']));
  });

  it('answers 4010 without a token, with a wrong one, with a session id, and after 12 hours', async () => {
    expect((await getJson(server.app, '/oauthToken/getConfig')).body).toEqual(MISSING_SESSION);
    expect((await getAs(server.app, '/oauthToken/listResource', bearer('nope'))).body).toEqual(MISSING_SESSION);
    const sessionId = await sessionFor(server.app, 'demo');
    expect((await getAs(server.app, '/oauthToken/getConfig', bearer(sessionId))).body).toEqual(MISSING_SESSION);
    // and a token is not a session on the console's endpoints
    expect((await getJson(server.app, '/car/v1/api/user/getUser.json', operatorToken)).body).toEqual(MISSING_SESSION);
    const shortLived = await tokenFor('demo-sub');
    server.clock.advance(12 * 3_600_000);
    expect((await getAs(server.app, '/oauthToken/getConfig', bearer(shortLived))).body).toEqual(MISSING_SESSION);
  });

  it('checks the token before the input, as the session guard does', async () => {
    const reply = await getJson(server.app, `/oauthToken/getConfig?accessToken=${'x'.repeat(200)}`);
    expect(reply.body.flag).toBe(4010);
  });
});
