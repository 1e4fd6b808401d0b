import { passwordChangedSchema, type PasswordChanged } from '@shared/api/dto/account-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { describe, expect, it } from 'vitest';
import { MISSING_SESSION, getAs, loginFrom, postJson, startWithPublicKeyForFile } from './account-test-kit';
import { DEMO_PASSWORD, getJson, sessionFor } from './helpers';

const URL = '/car/v1/api/user/updateUserPassword.json';
const env = startWithPublicKeyForFile();

const change = (sessionId: string, oldPassword: string, newPassword: string) =>
  postJson<PasswordChanged>(env.server.app, URL, { oldPassword: encryptCredential(env.publicKey, oldPassword), newPassword: encryptCredential(env.publicKey, newPassword) }, { sessionId });
const alive = async (sessionId: string) => (await getJson<UserInfo>(env.server.app, '/car/v1/api/user/getUser.json', sessionId)).body.flag === 1;

describe('POST /car/v1/api/user/updateUserPassword.json', () => {
  it.each([
    ['short1', '新密码长度须为 8–20 位'],
    ['a1'.repeat(11), '新密码长度须为 8–20 位'],
    ['onlyletters', '新密码须同时包含字母和数字'],
    ['1234567890', '新密码须同时包含字母和数字'],
    ['with space 1', '新密码只能包含字母、数字和英文符号，不能包含空格'],
    ['密码abc12345', '新密码只能包含字母、数字和英文符号，不能包含空格'],
    [DEMO_PASSWORD, '新密码不能与原密码相同'],
  ])('refuses the new password %j: %s', async (next, msg) => {
    const sessionId = await sessionFor(env.server.app, 'demo-sub');
    expect((await change(sessionId, DEMO_PASSWORD, next)).body).toEqual({ flag: 0, msg });
  });

  it('checks the old password', async () => {
    const sessionId = await sessionFor(env.server.app, 'demo-sub');
    expect((await change(sessionId, 'not-the-password1', 'brandNew2026')).body).toEqual({ flag: 0, msg: '原密码错误' });
  });

  it('wants both passwords RSA-encrypted, and validates the body', async () => {
    const sessionId = await sessionFor(env.server.app, 'demo-sub');
    const plain = await postJson(env.server.app, URL, { oldPassword: DEMO_PASSWORD, newPassword: 'brandNew2026' }, { sessionId });
    expect(plain.body).toEqual({ flag: 0, msg: '密码信息解密失败，请刷新页面后重试' });
    const missing = await postJson(env.server.app, URL, { oldPassword: 'x' }, { sessionId });
    expect(missing.body).toEqual({ flag: 0, msg: '参数错误：缺少必填参数 新密码(newPassword)' });
    const junk = await env.server.app.inject({ method: 'POST', url: URL, headers: { sessionId, 'content-type': 'application/json' }, payload: '{"oldPassword":' });
    expect(junk.statusCode).toBe(200);
    expect(junk.json()).toEqual({ flag: 0, msg: '请求格式错误' });
  });

  it('answers 4010 without a session', async () => {
    expect((await postJson(env.server.app, URL, { oldPassword: 'a', newPassword: 'b' })).body).toEqual(MISSING_SESSION);
  });

  it('changes the password, keeps this session, ends the other sessions and bearer tokens of the user only', async () => {
    const current = await sessionFor(env.server.app, 'demo-sub');
    const other = await sessionFor(env.server.app, 'demo-sub');
    const token = (await loginFrom<{ accessToken: string }>(env.server.app, env.publicKey, { userName: 'demo-sub', url: '/oauthToken/v4/token' })).body.obj.accessToken;
    const operator = await sessionFor(env.server.app, 'demo');
    const reply = await change(current, DEMO_PASSWORD, 'brandNew2026');
    expect(reply.body.flag).toBe(1);
    expect(passwordChangedSchema.safeParse(reply.body.obj).success).toBe(true);
    expect(reply.body.obj.changedAt).toBe(new Date(env.server.clock.now()).toISOString());
    expect(reply.body.obj.endedSessions).toBeGreaterThanOrEqual(2);
    expect(await alive(current)).toBe(true);
    expect(await alive(other)).toBe(false);
    expect(await alive(operator)).toBe(true);
    expect((await getAs(env.server.app, '/oauthToken/getConfig', { headers: { accessToken: token } })).body.flag).toBe(4010);
    expect((await loginFrom(env.server.app, env.publicKey, { userName: 'demo-sub' })).body.msg).toBe('用户名或密码错误');
    expect((await loginFrom(env.server.app, env.publicKey, { userName: 'demo-sub', password: 'brandNew2026' })).body.flag).toBe(1);
    // the operator's password is untouched
    expect((await loginFrom(env.server.app, env.publicKey, { userName: 'demo' })).body.flag).toBe(1);
  });
});
