import type { Captcha, SmsSent } from '@shared/api/dto/account-dto';
import type { LoginResult } from '@shared/api/dto/auth-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { describe, expect, it } from 'vitest';
import { DEMO_PHONE, SUB_PHONE, postJson, recordingCaptchas, recordingSender, startWithPublicKeyForFile } from './account-test-kit';
import { getJson } from './helpers';

const sender = recordingSender();
const captchas = recordingCaptchas();
const env = startWithPublicKeyForFile({ smsSender: sender, captchaWitness: captchas.witness });

const sendLoginSms = (phone: string) => postJson<SmsSent>(env.server.app, '/oauth/sendLoginSms', { phone: encryptCredential(env.publicKey, phone) });
const smsLogin = (phone: string, smsCode: string, url = '/oauth/v4/token', captcha: { captcha: string; captchaKey: string } | object = {}) =>
  postJson<LoginResult>(env.server.app, url, { grantType: 'sms', phone: encryptCredential(env.publicKey, phone), smsCode, ...captcha });
async function solvedCaptcha(): Promise<{ captcha: string; captchaKey: string }> {
  const { captchaKey } = (await getJson<Captcha>(env.server.app, '/oauth/getCode')).body.obj;
  return { captchaKey, captcha: captchas.answerOf(captchaKey) };
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /oauth/sendLoginSms and SMS-code login', () => {
  it('sends a 6-digit code to a bound phone and logs in with it, once', async () => {
    const reply = await sendLoginSms(DEMO_PHONE);
    expect(reply.body).toEqual({ flag: 1, msg: '成功', obj: { phone: '138****8000', expiresIn: 300, resendAfter: 60 } });
    expect(sender.sent.at(-1)).toMatchObject({ phone: DEMO_PHONE, purpose: 'login', expiresIn: 300 });
    const code = sender.lastCode(DEMO_PHONE);
    expect(code).toMatch(/^\d{6}$/);
    const login = await smsLogin(DEMO_PHONE, code);
    expect(login.body.flag).toBe(1);
    expect((await getJson<UserInfo>(env.server.app, '/car/v1/api/user/getUser.json', login.body.obj.sessionId)).body.obj.userName).toBe('demo');
    expect((await smsLogin(DEMO_PHONE, code)).body).toEqual({ flag: 0, msg: '短信验证码已失效，请重新获取' });
  });

  it('keeps a 60-second cool-down between codes for a phone', async () => {
    env.server.clock.advance(60_000);
    expect((await sendLoginSms(SUB_PHONE)).body.flag).toBe(1);
    env.server.clock.advance(45_000);
    expect((await sendLoginSms(SUB_PHONE)).body).toEqual({ flag: 0, msg: '验证码发送过于频繁，请 15 秒后再试' });
    env.server.clock.advance(15_000);
    expect((await sendLoginSms(SUB_PHONE)).body.flag).toBe(1);
  });

  it('replaces the older code with the newer one', async () => {
    env.server.clock.advance(60_000);
    await sendLoginSms(SUB_PHONE);
    const older = sender.lastCode(SUB_PHONE);
    env.server.clock.advance(60_000);
    await sendLoginSms(SUB_PHONE);
    const newer = sender.lastCode(SUB_PHONE);
    if (older !== newer) expect((await smsLogin(SUB_PHONE, older)).body.flag).toBe(0);
    expect((await smsLogin(SUB_PHONE, newer)).body.flag).toBe(1);
  });

  it('counts wrong tries down and burns the code at the fifth (a captcha is asked for from the fourth)', async () => {
    env.server.clock.advance(60_000);
    await sendLoginSms(SUB_PHONE);
    const code = sender.lastCode(SUB_PHONE);
    for (const left of [4, 3, 2]) {
      expect((await smsLogin(SUB_PHONE, wrongCode(code))).body).toEqual({ flag: 0, msg: `短信验证码错误，还可尝试 ${left} 次` });
    }
    expect((await smsLogin(SUB_PHONE, wrongCode(code))).body).toEqual({ flag: 0, msg: '请输入验证码' });
    expect((await smsLogin(SUB_PHONE, wrongCode(code), '/oauth/v4/token', await solvedCaptcha())).body).toEqual({ flag: 0, msg: '短信验证码错误，还可尝试 1 次' });
    expect((await smsLogin(SUB_PHONE, wrongCode(code), '/oauth/v4/token', await solvedCaptcha())).body).toEqual({ flag: 0, msg: '短信验证码错误次数过多，请重新获取' });
    expect((await smsLogin(SUB_PHONE, code, '/oauth/v4/token', await solvedCaptcha())).body).toEqual({ flag: 0, msg: '短信验证码错误次数过多，请重新获取' });
  });

  it('lets a code expire after 5 minutes', async () => {
    env.server.clock.advance(60_000);
    await sendLoginSms(DEMO_PHONE);
    const code = sender.lastCode(DEMO_PHONE);
    env.server.clock.advance(5 * 60_000);
    expect((await smsLogin(DEMO_PHONE, code)).body).toEqual({ flag: 0, msg: '短信验证码已过期，请重新获取' });
  });

  it('answers the token family with a bearer token', async () => {
    env.server.clock.advance(60_000);
    await sendLoginSms(DEMO_PHONE);
    const reply = await smsLogin(DEMO_PHONE, sender.lastCode(DEMO_PHONE), '/oauthToken/v4/token');
    expect(reply.body).toMatchObject({ flag: 1, obj: { tokenType: 'Bearer', expiresIn: 43_200 } });
  });

  it('sends nothing to an unbound phone, refuses a malformed phone and a code never asked for', async () => {
    // past the 15-minute window of the wrong codes above (from the same address), so no captcha is asked for
    env.server.clock.advance(15 * 60_000);
    const before = sender.sent.length;
    expect((await sendLoginSms('13700137000')).body).toEqual({ flag: 1, msg: '成功', obj: { phone: '137****7000', expiresIn: 300, resendAfter: 60 } });
    expect((await sendLoginSms('12345')).body).toEqual({ flag: 0, msg: '手机号格式不正确' });
    expect(sender.sent).toHaveLength(before);
    expect((await smsLogin('13700137000', '123456')).body).toEqual({ flag: 0, msg: '短信验证码错误，还可尝试 4 次' });
    expect((await smsLogin('13700137001', '123456')).body).toEqual({ flag: 0, msg: '请先获取短信验证码' });
    const never = await postJson(env.server.app, '/oauth/sendLoginSms', { phone: 'not-a-cipher' });
    expect(never.body).toEqual({ flag: 0, msg: '登录信息解密失败，请刷新页面后重试' });
  });

  it('validates the SMS login fields in Chinese', async () => {
    expect((await smsLogin(DEMO_PHONE, '12ab56')).body).toEqual({ flag: 0, msg: '短信验证码为 6 位数字' });
    expect((await postJson(env.server.app, '/oauth/v4/token', { grantType: 'sms', smsCode: '123456' })).body).toEqual({
      flag: 0,
      msg: '参数错误：缺少必填参数 手机号(phone)',
    });
    expect((await postJson(env.server.app, '/oauth/sendLoginSms', {})).body.msg).toMatch(/^参数错误：缺少必填参数 手机号\(phone\)/);
  });

  it('caps codes at 10 per phone per day', async () => {
    for (let i = 0; i < 12; i += 1) {
      env.server.clock.advance(61_000);
      await sendLoginSms(SUB_PHONE);
    }
    env.server.clock.advance(61_000);
    expect((await sendLoginSms(SUB_PHONE)).body).toEqual({ flag: 0, msg: '该手机号今日获取验证码次数已达上限，请明天再试' });
    env.server.clock.advance(24 * 3_600_000);
    expect((await sendLoginSms(SUB_PHONE)).body.flag).toBe(1);
  });

  it('stores only a hash of each code', () => {
    const codes = env.server.app.db.prepare<[], { code_hash: string }>('SELECT code_hash FROM sms_codes').all();
    expect(codes.length).toBeGreaterThan(0);
    const plain = new Set(sender.sent.map((message) => message.code));
    for (const row of codes) expect(plain.has(row.code_hash)).toBe(false);
  });
});
