import { createHash } from 'node:crypto';
import { captchaSchema, type Captcha } from '@shared/api/dto/account-dto';
import type { LoginPageConfig, LoginResult } from '@shared/api/dto/auth-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { describe, expect, it } from 'vitest';
import { getAs, loginFrom, postJson, recordingCaptchas, startWithPublicKeyForFile } from './account-test-kit';
import { getJson } from './helpers';

const captchas = recordingCaptchas();
const env = startWithPublicKeyForFile({ captchaWitness: captchas.witness });

const captcha = async (): Promise<Captcha> => (await getJson<Captcha>(env.server.app, '/oauth/getCode')).body.obj;
const loginPage = async (ip: string, userName?: string) =>
  (await getAs<LoginPageConfig>(env.server.app, `/oauth/loginPage${userName ? `?username=${encodeURIComponent(userName)}` : ''}`, { ip })).body.obj;

async function failTimes(userName: string, ip: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const reply = await loginFrom(env.server.app, env.publicKey, { userName, password: 'wrong-password-1', ip });
    expect(reply.body.msg).toBe('用户名或密码错误');
  }
}

describe('GET /oauth/getCode', () => {
  it('answers a real SVG captcha image with a key, without a session', async () => {
    const reply = await getJson<Captcha>(env.server.app, '/oauth/getCode');
    expect(reply.body.flag).toBe(1);
    expect(captchaSchema.safeParse(reply.body.obj).success).toBe(true);
    const { image, captchaKey, expiresIn } = reply.body.obj;
    expect(expiresIn).toBe(300);
    expect(captchaKey.length).toBeGreaterThanOrEqual(20);
    const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="120" height="40"[^>]*>[\s\S]*<\/svg>$/);
    // the glyphs are outlines, so the answer is not in the markup
    expect(svg.toLowerCase()).not.toContain(`>${captchas.answerOf(captchaKey)}<`);
    expect((await captcha()).captchaKey).not.toBe(captchaKey);
  });

  it('keeps only a salted hash of the answer: the database does not hand out answers', async () => {
    const { captchaKey } = await captcha();
    const answer = captchas.answerOf(captchaKey).toLowerCase();
    const row = env.server.app.db.prepare<[string], Record<string, unknown>>('SELECT * FROM captchas WHERE captcha_key = ?').get(captchaKey);
    expect(row).toBeDefined();
    const stored = Object.values(row ?? {}).map((value) => String(value).toLowerCase());
    expect(stored.some((value) => value.includes(answer))).toBe(false);
    // salted: the same answer on another captcha is stored differently, so no table of answers helps
    expect(row?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.answer_hash).not.toBe(createHash('sha256').update(answer).digest('hex'));
  });
});

describe('captcha after repeated failed logins', () => {
  it('is not asked for before three failures of a name', async () => {
    await failTimes('driver-a', '10.1.0.1', 2);
    expect((await loginPage('10.1.0.1', 'driver-a')).captchaRequired).toBe(false);
    const reply = await loginFrom(env.server.app, env.publicKey, { userName: 'driver-a', password: 'still-wrong-2', ip: '10.1.0.1' });
    expect(reply.body.msg).toBe('用户名或密码错误');
  });

  it('is required for the name after three failures, from any client; the login page says so', async () => {
    await failTimes('demo-sub', '10.2.0.1', 3);
    expect((await loginPage('10.2.0.9', 'demo-sub')).captchaRequired).toBe(true);
    expect((await loginPage('10.2.0.9', 'demo')).captchaRequired).toBe(false);
    const without = await loginFrom(env.server.app, env.publicKey, { userName: 'demo-sub', ip: '10.2.0.9' });
    expect(without.body).toEqual({ flag: 0, msg: '请输入验证码' });
  });

  it('is announced by the login page without a name to the client that failed three times (the form cannot know the name yet)', async () => {
    await failTimes('demo', '10.8.0.1', 3);
    expect((await loginPage('10.8.0.1')).captchaRequired).toBe(true);
    expect((await loginPage('10.8.0.2')).captchaRequired).toBe(false);
    const { captchaKey } = await captcha();
    const reply = await loginFrom(env.server.app, env.publicKey, { userName: 'demo', captcha: captchas.answerOf(captchaKey), captchaKey, ip: '10.8.0.1' });
    expect(reply.body.flag).toBe(1);
    // the success forgets that name's failures: the page no longer asks this client for a captcha
    expect((await loginPage('10.8.0.1')).captchaRequired).toBe(false);
  });

  it('refuses a wrong captcha and burns it: the right answer afterwards fails too', async () => {
    const { captchaKey } = await captcha();
    const answer = captchas.answerOf(captchaKey);
    const wrong = await loginFrom(env.server.app, env.publicKey, { userName: 'demo-sub', captcha: 'zzzz', captchaKey, ip: '10.2.0.9' });
    expect(wrong.body).toEqual({ flag: 0, msg: '验证码错误或已过期' });
    const reused = await loginFrom(env.server.app, env.publicKey, { userName: 'demo-sub', captcha: answer, captchaKey, ip: '10.2.0.9' });
    expect(reused.body).toEqual({ flag: 0, msg: '验证码错误或已过期' });
  });

  it('logs in with the right captcha (any letter case), once; success resets the count', async () => {
    const { captchaKey } = await captcha();
    const answer = captchas.answerOf(captchaKey).toUpperCase();
    const reply = await loginFrom<LoginResult>(env.server.app, env.publicKey, { userName: 'demo-sub', captcha: answer, captchaKey, ip: '10.2.0.9' });
    expect(reply.body.flag).toBe(1);
    expect((await getJson<UserInfo>(env.server.app, '/car/v1/api/user/getUser.json', reply.body.obj.sessionId)).body.obj.userName).toBe('demo-sub');
    expect((await loginPage('10.2.0.9', 'demo-sub')).captchaRequired).toBe(false);
  });

  it('refuses an expired captcha', async () => {
    await failTimes('driver-b', '10.3.0.1', 3);
    const { captchaKey } = await captcha();
    const answer = captchas.answerOf(captchaKey);
    env.server.clock.advance(5 * 60_000 + 1);
    const reply = await loginFrom(env.server.app, env.publicKey, { userName: 'driver-b', captcha: answer, captchaKey, ip: '10.3.0.1' });
    expect(reply.body).toEqual({ flag: 0, msg: '验证码错误或已过期' });
  });

  it('is required for every name from a client with ten failures within 15 minutes, and the page says so', async () => {
    for (let i = 0; i < 10; i += 1) await failTimes(`spray-${i}`, '10.4.0.1', 1);
    expect((await loginPage('10.4.0.1')).captchaRequired).toBe(true);
    expect((await loginPage('10.4.0.2')).captchaRequired).toBe(false);
    expect((await loginFrom(env.server.app, env.publicKey, { userName: 'demo', ip: '10.4.0.1' })).body.msg).toBe('请输入验证码');
    expect((await loginFrom(env.server.app, env.publicKey, { userName: 'demo', ip: '10.4.0.2' })).body.flag).toBe(1);
  });

  it('forgets failures older than 15 minutes', async () => {
    await failTimes('driver-c', '10.5.0.1', 3);
    expect((await loginPage('10.5.0.1', 'driver-c')).captchaRequired).toBe(true);
    env.server.clock.advance(15 * 60_000 + 1);
    expect((await loginPage('10.5.0.1', 'driver-c')).captchaRequired).toBe(false);
    expect((await loginPage('10.4.0.1')).captchaRequired).toBe(false);
  });

  it('locks a name for 15 minutes after ten failures, even with the right password and captcha', async () => {
    await failTimes('driver-d', '10.6.0.1', 3);
    for (let i = 0; i < 7; i += 1) {
      const { captchaKey } = await captcha();
      const reply = await loginFrom(env.server.app, env.publicKey, { userName: 'driver-d', password: 'nope-1234', captcha: captchas.answerOf(captchaKey), captchaKey, ip: '10.6.0.1' });
      expect(reply.body.msg).toBe('用户名或密码错误');
    }
    const locked = await loginFrom(env.server.app, env.publicKey, { userName: 'driver-d', ip: '10.6.0.1' });
    expect(locked.body).toEqual({ flag: 0, msg: '登录失败次数过多，账号已临时锁定，请 15 分钟后再试' });
    env.server.clock.advance(15 * 60_000 + 1);
    expect((await loginFrom(env.server.app, env.publicKey, { userName: 'driver-d', ip: '10.6.0.1' })).body.msg).toBe('用户名或密码错误');
  });

  it('counts failures in the login_attempts table with the client address and the clock', () => {
    const row = env.server.app.db
      .prepare<[], { n: number; ip: string }>("SELECT count(*) AS n, max(client_ip) AS ip FROM login_attempts WHERE user_name = 'driver-a' AND success = 0")
      .get();
    expect(row).toEqual({ n: 3, ip: '10.1.0.1' });
  });

  it('validates the login page query', async () => {
    const reply = await getJson(env.server.app, `/oauth/loginPage?username=${'x'.repeat(65)}`);
    expect(reply.body).toEqual({ flag: 0, msg: '参数错误：用户名(username)长度不能超过 64 个字符' });
  });

  it('takes the captcha on the token family too', async () => {
    await failTimes('driver-e', '10.7.0.1', 3);
    const reply = await postJson(env.server.app, '/oauthToken/v4/token', {}, { ip: '10.7.0.1' });
    expect(reply.body).toEqual({ flag: 0, msg: '参数错误：缺少必填参数 用户名(username)、密码(password)' });
    const tokenLogin = await loginFrom(env.server.app, env.publicKey, { userName: 'driver-e', ip: '10.7.0.1', url: '/oauthToken/v4/token' });
    expect(tokenLogin.body).toEqual({ flag: 0, msg: '请输入验证码' });
  });
});
