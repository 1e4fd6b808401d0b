import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { LoginPageConfig } from '@shared/api/dto/auth-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { buildApp } from '@server/app';
import { loadLoginKeys } from '@server/auth/rsa-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, getJson, login, postForm, sessionFor, startTestServer, tempDir, testConfig, type TestServer } from './helpers';

/*
 * jsencrypt 3.5 runs under plain Node (its ESM build only touches `window` when it exists), so these
 * tests encrypt with the very function the login page uses, shared/crypto/encrypt-credential.ts,
 * and no DOM shim is needed.
 */
let server: TestServer;
let publicKey: string;

beforeAll(async () => {
  server = await startTestServer();
  publicKey = (await getJson<LoginPageConfig>(server.app, '/oauth/loginPage')).body.obj.publicKey;
});
afterAll(() => server.close());

describe('GET /oauth/loginPage', () => {
  it('serves the RSA public key and the login options without a session', async () => {
    const reply = await getJson<LoginPageConfig>(server.app, '/oauth/loginPage');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ flag: 1, msg: '成功', obj: { captchaRequired: false, smsLoginEnabled: true } });
    expect(reply.body.obj.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
  });
});

describe('POST /oauth/v4/token', () => {
  it('logs in with jsencrypt-encrypted credentials and returns a working session', async () => {
    const reply = await login(server.app, 'demo');
    expect(reply.body).toMatchObject({ flag: 1, msg: '成功', obj: { expiresIn: 120 * 60 } });
    expect(reply.body.obj.sessionId.length).toBeGreaterThanOrEqual(32);
    const user = await getJson<UserInfo>(server.app, '/car/v1/api/user/getUser.json', reply.body.obj.sessionId);
    expect(user.body.obj.userName).toBe('demo');
  });

  it('gives every login its own session', async () => {
    const first = await sessionFor(server.app, 'demo-sub');
    const second = await sessionFor(server.app, 'demo-sub');
    expect(first).not.toBe(second);
  });

  it.each([
    ['a wrong password', 'demo', 'wrong-password'],
    ['an unknown user', 'nobody', DEMO_PASSWORD],
    ['the right password of another case', 'DEMO', DEMO_PASSWORD],
  ])('answers flag 0 with one message for %s', async (_case, userName, password) => {
    const reply = await login(server.app, userName, password);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ flag: 0, msg: '用户名或密码错误' });
  });

  it.each([
    ['text that is not base64', '这不是密文'],
    ['base64 that is not our ciphertext', Buffer.alloc(256, 7).toString('base64')],
    ['a plain-text password', DEMO_PASSWORD],
  ])('refuses %s with the decrypt message', async (_case, password) => {
    const reply = await postForm(server.app, '/oauth/v4/token', { username: encryptCredential(publicKey, 'demo'), password });
    expect(reply.body).toEqual({ flag: 0, msg: '登录信息解密失败，请刷新页面后重试' });
  });

  it('validates the form in Chinese', async () => {
    const missing = await postForm(server.app, '/oauth/v4/token', { username: encryptCredential(publicKey, 'demo') });
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({ flag: 0, msg: '参数错误：缺少必填参数 密码(password)' });
    const badGrant = await postForm(server.app, '/oauth/v4/token', { username: 'x', password: 'y', grantType: 'magic' });
    expect(badGrant.body).toEqual({ flag: 0, msg: '参数错误：登录方式(grantType)的取值不在允许范围内' });
  });

  // SMS-code login itself is covered in account-sms-login.test.ts
  it('asks an SMS login for its own fields, not username and password', async () => {
    const reply = await postForm(server.app, '/oauth/v4/token', { username: 'x', password: 'y', grantType: 'sms' });
    expect(reply.body).toEqual({ flag: 0, msg: '参数错误：缺少必填参数 手机号(phone)、短信验证码(smsCode)' });
  });

  it('accepts a JSON body as well as a form', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/oauth/v4/token',
      payload: { username: encryptCredential(publicKey, 'demo'), password: encryptCredential(publicKey, DEMO_PASSWORD), grantType: 'password' },
    });
    expect(response.json()).toMatchObject({ flag: 1 });
  });
});

describe('GET /oauth/logout', () => {
  it('ends the session; the next protected call answers 4010', async () => {
    const sessionId = await sessionFor(server.app, 'demo');
    expect((await getJson(server.app, '/oauth/logout', sessionId)).body).toEqual({ flag: 1, msg: '成功', obj: null });
    expect((await getJson(server.app, '/car/v1/api/user/getUser.json', sessionId)).body).toEqual({ flag: 4010, msg: '登录超时，请重新登录' });
  });

  it('succeeds without a session too (logging out twice is harmless)', async () => {
    expect((await getJson(server.app, '/oauth/logout')).body.flag).toBe(1);
  });
});

describe('credentials at rest', () => {
  it('never stores the password in clear text, only salted scrypt hashes', () => {
    const rows = server.app.db.prepare<[], { user_name: string; password_hash: string }>('SELECT user_name, password_hash FROM users').all();
    // demo, demo-sub and demo-viewer (the sub-user without car:alarm:process)
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(row.password_hash).not.toContain(DEMO_PASSWORD);
    }
    // every user has the same password; random salts make the hashes differ
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(rows.length);
    server.app.db.pragma('wal_checkpoint(TRUNCATE)');
    for (const file of readdirSync(server.dataDir).filter((name) => name.startsWith('fleet.sqlite'))) {
      expect(readFileSync(join(server.dataDir, file)).includes(Buffer.from(DEMO_PASSWORD))).toBe(false);
    }
  });

  it('stores sessions by hash, so the database does not hold usable session ids', async () => {
    const sessionId = await sessionFor(server.app, 'demo');
    const stored = server.app.db.prepare<[], { token_hash: string }>('SELECT token_hash FROM sessions').all();
    expect(stored.map((row) => row.token_hash)).not.toContain(sessionId);
  });
});

describe('the login key pair', () => {
  it('is kept in the data directory and survives a restart, with the sessions', async () => {
    const sessionId = await sessionFor(server.app, 'demo');
    const restarted = await buildApp(testConfig(server.dataDir, server.clock));
    try {
      const again = await getJson<LoginPageConfig>(restarted, '/oauth/loginPage');
      expect(again.body.obj.publicKey).toBe(publicKey);
      expect(readFileSync(join(server.dataDir, 'login-rsa-public.pem'), 'utf8')).toBe(publicKey);
      expect((await getJson<UserInfo>(restarted, '/car/v1/api/user/getUser.json', sessionId)).body.flag).toBe(1);
    } finally {
      await restarted.close();
    }
  });
});

describe('a lost public key file', () => {
  it('is derived again from the private key instead of replacing the pair', async () => {
    const dataDir = tempDir();
    const first = loadLoginKeys(dataDir);
    rmSync(join(dataDir, 'login-rsa-public.pem'));
    const second = loadLoginKeys(dataDir);
    try {
      expect(second.publicKeyPem).toBe(first.publicKeyPem);
      expect(second.decrypt(encryptCredential(first.publicKeyPem, '你好 demo'))).toBe('你好 demo');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
