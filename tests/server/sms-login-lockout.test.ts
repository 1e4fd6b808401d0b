import type { Captcha, SmsSent } from '@shared/api/dto/account-dto';
import type { LoginPageConfig } from '@shared/api/dto/auth-dto';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PHONE,
  SUB_PHONE,
  getAs,
  loginFrom,
  postJson,
  recordingCaptchas,
  recordingSender,
  smsLoginFrom,
  startWithPublicKeyForFile,
} from './account-test-kit';
import { getJson } from './helpers';

/**
 * SMS-code login failures are counted apart from password failures: they ask for a captcha and end
 * in a lock of the SMS path only, so someone who knows a user's phone cannot lock the password out.
 */
const sender = recordingSender();
const captchas = recordingCaptchas();
const env = startWithPublicKeyForFile({ smsSender: sender, captchaWitness: captchas.witness });

const MSG_SMS_LOCKED_15 = '短信登录失败次数过多，该手机号已暂停短信登录，请 15 分钟后再试，或使用密码登录';
const FORGET_MS = 15 * 60_000 + 1;

const loginPage = async (ip: string) => (await getAs<LoginPageConfig>(env.server.app, '/oauth/loginPage', { ip })).body.obj;
const sendLoginSms = (phone: string, ip: string) =>
  postJson<SmsSent>(env.server.app, '/oauth/sendLoginSms', { phone: encryptCredential(env.publicKey, phone) }, { ip });

async function solvedCaptcha(): Promise<{ captcha: string; captchaKey: string }> {
  const { captchaKey } = (await getJson<Captcha>(env.server.app, '/oauth/getCode')).body.obj;
  return { captchaKey, captcha: captchas.answerOf(captchaKey) };
}

async function wrongSmsLogins(phone: string, ip: string, times: number, withCaptcha = false): Promise<string[]> {
  const messages: string[] = [];
  for (let i = 0; i < times; i += 1) {
    const captcha = withCaptcha ? await solvedCaptcha() : {};
    messages.push((await smsLoginFrom(env.server.app, env.publicKey, { phone, smsCode: '000000', ip, ...captcha })).body.msg ?? '');
  }
  return messages;
}

describe('SMS-code login failures', { timeout: 60_000 }, () => {
  it('ten wrong codes for a phone do not lock the password of its account, nor ask it for a captcha', async () => {
    await wrongSmsLogins(DEMO_PHONE, '10.20.0.1', 10);
    expect((await loginFrom(env.server.app, env.publicKey, { userName: 'demo', ip: '10.20.0.2' })).body.flag).toBe(1);
    // not even from the address the wrong codes came from
    expect((await loginFrom(env.server.app, env.publicKey, { userName: 'demo', ip: '10.20.0.1' })).body.flag).toBe(1);
  });

  it('ask for a captcha after three failures of a phone, from any address; with it the right code logs in', async () => {
    env.server.clock.advance(FORGET_MS);
    expect(await wrongSmsLogins(SUB_PHONE, '10.21.0.1', 3)).toEqual(Array(3).fill('请先获取短信验证码'));
    expect((await smsLoginFrom(env.server.app, env.publicKey, { phone: SUB_PHONE, smsCode: '000000', ip: '10.21.0.2' })).body).toEqual({ flag: 0, msg: '请输入验证码' });
    const { captchaKey } = await solvedCaptcha();
    const wrongCaptcha = await smsLoginFrom(env.server.app, env.publicKey, { phone: SUB_PHONE, smsCode: '000000', captcha: 'zzzz', captchaKey, ip: '10.21.0.2' });
    expect(wrongCaptcha.body).toEqual({ flag: 0, msg: '验证码错误或已过期' });
    // the password of the phone's account is untouched
    expect((await loginPage('10.21.0.2')).captchaRequired).toBe(false);

    expect((await sendLoginSms(SUB_PHONE, '10.21.0.2')).body.flag).toBe(1);
    const login = await smsLoginFrom(env.server.app, env.publicKey, { phone: SUB_PHONE, smsCode: sender.lastCode(SUB_PHONE), ip: '10.21.0.2', ...(await solvedCaptcha()) });
    expect(login.body.flag).toBe(1);
    // a success starts the count again
    expect((await smsLoginFrom(env.server.app, env.publicKey, { phone: SUB_PHONE, smsCode: '000000', ip: '10.21.0.2' })).body.msg).toBe('短信验证码已失效，请重新获取');
  });

  it('lock SMS login of the phone for 15 minutes after ten failures, with its own message; the password still logs in', async () => {
    env.server.clock.advance(FORGET_MS);
    await wrongSmsLogins(DEMO_PHONE, '10.22.0.1', 3);
    expect(await wrongSmsLogins(DEMO_PHONE, '10.22.0.1', 7, true)).toEqual(Array(7).fill('请先获取短信验证码'));
    expect((await sendLoginSms(DEMO_PHONE, '10.22.0.9')).body.flag).toBe(1);
    const code = sender.lastCode(DEMO_PHONE);
    const locked = await smsLoginFrom(env.server.app, env.publicKey, { phone: DEMO_PHONE, smsCode: code, ip: '10.22.0.9', ...(await solvedCaptcha()) });
    expect(locked.body).toEqual({ flag: 0, msg: MSG_SMS_LOCKED_15 });
    env.server.clock.advance(14 * 60_000);
    expect((await smsLoginFrom(env.server.app, env.publicKey, { phone: DEMO_PHONE, smsCode: code, ip: '10.22.0.9' })).body).toEqual({
      flag: 0,
      msg: '短信登录失败次数过多，该手机号已暂停短信登录，请 1 分钟后再试，或使用密码登录',
    });
    expect((await loginFrom(env.server.app, env.publicKey, { userName: 'demo', ip: '10.22.0.9' })).body.flag).toBe(1);
  });

  it('end the lock after 15 minutes: the phone logs in by code without a captcha', async () => {
    env.server.clock.advance(FORGET_MS);
    await wrongSmsLogins(SUB_PHONE, '10.24.0.1', 3);
    await wrongSmsLogins(SUB_PHONE, '10.24.0.1', 7, true);
    expect((await smsLoginFrom(env.server.app, env.publicKey, { phone: SUB_PHONE, smsCode: '000000', ip: '10.24.0.1' })).body.msg).toBe(MSG_SMS_LOCKED_15);
    env.server.clock.advance(FORGET_MS);
    expect((await sendLoginSms(SUB_PHONE, '10.24.0.1')).body.flag).toBe(1);
    const login = await smsLoginFrom(env.server.app, env.publicKey, { phone: SUB_PHONE, smsCode: sender.lastCode(SUB_PHONE), ip: '10.24.0.1' });
    expect(login.body.flag).toBe(1);
  });

  it('ask every SMS login from an address with ten failures for a captcha, whatever the phone; the login page says so', async () => {
    env.server.clock.advance(FORGET_MS);
    for (let i = 0; i < 10; i += 1) await wrongSmsLogins(`1370000${String(2000 + i)}`, '10.23.0.1', 1);
    expect(await loginPage('10.23.0.1')).toMatchObject({ captchaRequired: false, smsCaptchaRequired: true });
    expect(await loginPage('10.23.0.2')).toMatchObject({ captchaRequired: false, smsCaptchaRequired: false });
    expect((await smsLoginFrom(env.server.app, env.publicKey, { phone: '13700002999', smsCode: '000000', ip: '10.23.0.1' })).body).toEqual({ flag: 0, msg: '请输入验证码' });
    expect((await smsLoginFrom(env.server.app, env.publicKey, { phone: '13700002999', smsCode: '000000', ip: '10.23.0.2' })).body.msg).toBe('请先获取短信验证码');
    // the password path of that address is not affected
    expect((await loginFrom(env.server.app, env.publicKey, { userName: 'demo-sub', ip: '10.23.0.1' })).body.flag).toBe(1);
    env.server.clock.advance(FORGET_MS);
    expect((await loginPage('10.23.0.1')).smsCaptchaRequired).toBe(false);
  });

  it('count SMS failures apart in login_attempts', () => {
    const rows = env.server.app.db
      .prepare<[], { channel: string; n: number }>("SELECT channel, count(*) AS n FROM login_attempts WHERE client_ip = '10.22.0.1' AND success = 0 GROUP BY channel")
      .all();
    expect(rows).toEqual([{ channel: 'sms', n: 10 }]);
  });
});
