import {
  getCaptcha,
  getLoginPage,
  getTokenConfig,
  listTokenResources,
  login,
  loginWithSms,
  logout,
  requestAccessToken,
  sendLoginSms,
} from '@shared/api/auth-api';
import { callEndpoint } from '@shared/api/call-endpoint';
import { tokenLoginPageEndpoint } from '@shared/api/endpoints/auth-endpoints';
import { getChatConfig } from '@shared/api/assistant-api';
import { getUser } from '@shared/api/user-api';
import { describe, expect, it } from 'vitest';
import { DEMO_PHONE, recordingCaptchas, recordingSender } from '../account-test-kit';
import { DEMO_PASSWORD } from '../helpers';
import { clientFor, startContractServerForFile } from './contract-kit';

const sender = recordingSender();
const captchas = recordingCaptchas();
const env = startContractServerForFile({ smsSender: sender, captchaWitness: captchas.witness });

const publicKey = async () => (await getLoginPage(env.anonymous)).publicKey;

describe('auth endpoints: client functions against the real server', { timeout: 60_000 }, () => {
  it('getLoginPage serves the RSA key and the login options to an anonymous client', async () => {
    const page = await getLoginPage(env.anonymous);
    expect(page).toMatchObject({ captchaRequired: false, smsLoginEnabled: true });
    expect(page.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('login encrypts the credentials and answers a session that works; a wrong password is refused with the server\'s message', async () => {
    const result = await login(env.anonymous, await publicKey(), { username: 'demo', password: DEMO_PASSWORD });
    expect(result.expiresIn).toBe(120 * 60);
    expect((await getUser(clientFor(env.origin, result.sessionId))).userName).toBe('demo');
    // the assistant's settings come with the answer, exactly as getChatConfig gives them, with the
    // user's id and chatLogo as getUser gives them (issue 13)
    const settings = await getChatConfig(clientFor(env.origin, result.sessionId));
    const user = await getUser(clientFor(env.origin, result.sessionId));
    expect(settings.scriptUrl).toBeTruthy();
    expect(result.assistant).toEqual({ ...settings, user: { userId: user.userId, chatLogo: user.chatLogo } });
    await expect(login(env.anonymous, await publicKey(), { username: 'demo', password: 'wrong-password' })).rejects.toMatchObject({
      kind: 'flag',
      message: '用户名或密码错误',
    });
  });

  it('getCaptcha answers an SVG image whose answer lets a name that needs a captcha log in', async () => {
    const key = await publicKey();
    // failures count from the name's last success on: the kit logged demo-sub in at this very millisecond
    env.server.clock.advance(1000);
    for (let i = 0; i < 3; i += 1) {
      await expect(login(env.anonymous, key, { username: 'demo-sub', password: 'wrong-1' })).rejects.toMatchObject({ message: '用户名或密码错误' });
    }
    expect((await getLoginPage(env.anonymous, { username: 'demo-sub' })).captchaRequired).toBe(true);
    await expect(login(env.anonymous, key, { username: 'demo-sub', password: DEMO_PASSWORD })).rejects.toMatchObject({ message: '请输入验证码' });
    const captcha = await getCaptcha(env.anonymous);
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(captcha.expiresIn).toBe(300);
    const answer = captchas.answerOf(captcha.captchaKey);
    const result = await login(env.anonymous, key, { username: 'demo-sub', password: DEMO_PASSWORD, captcha: answer, captchaKey: captcha.captchaKey });
    expect((await getUser(clientFor(env.origin, result.sessionId))).userName).toBe('demo-sub');
    expect((await getLoginPage(env.anonymous, { username: 'demo-sub' })).captchaRequired).toBe(false);
  });

  it('getLoginPage refuses an over-long user name before sending, with the server\'s wording', async () => {
    await expect(getLoginPage(env.anonymous, { username: 'x'.repeat(65) })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：用户名(username)长度不能超过 64 个字符',
    });
  });

  it('logout ends the session: the next call with it is session-expired; logging out again still succeeds', async () => {
    const { sessionId } = await login(env.anonymous, await publicKey(), { username: 'demo', password: DEMO_PASSWORD });
    const client = clientFor(env.origin, sessionId);
    expect(await logout(client)).toBeNull();
    await expect(getUser(client)).rejects.toMatchObject({ kind: 'session-expired' });
    expect(await logout(client)).toBeNull();
  });

  it('sendLoginSms sends a code to the bound phone and loginWithSms logs in with it, once', async () => {
    const key = await publicKey();
    expect(await sendLoginSms(env.anonymous, key, DEMO_PHONE)).toEqual({ phone: '138****8000', expiresIn: 300, resendAfter: 60 });
    const code = sender.lastCode(DEMO_PHONE);
    const result = await loginWithSms(env.anonymous, key, DEMO_PHONE, code);
    expect((await getUser(clientFor(env.origin, result.sessionId))).userName).toBe('demo');
    await expect(loginWithSms(env.anonymous, key, DEMO_PHONE, code)).rejects.toMatchObject({ kind: 'flag', message: '短信验证码已失效，请重新获取' });
  });

  it('loginWithSms carries a captcha once the phone needs one: wrong codes never ask the password for one', async () => {
    const key = await publicKey();
    // failures count from the name's last success on: demo logged in by code at this very millisecond
    env.server.clock.advance(1000);
    for (let i = 0; i < 3; i += 1) {
      await expect(loginWithSms(env.anonymous, key, DEMO_PHONE, '000000')).rejects.toMatchObject({ message: '短信验证码已失效，请重新获取' });
    }
    await expect(loginWithSms(env.anonymous, key, DEMO_PHONE, '000000')).rejects.toMatchObject({ kind: 'flag', message: '请输入验证码' });
    // the password keeps no captcha; the SMS login of this client now needs one, and its page says so
    expect(await getLoginPage(env.anonymous, { username: 'demo' })).toMatchObject({ captchaRequired: false, smsCaptchaRequired: true });
    env.server.clock.advance(60_000);
    await sendLoginSms(env.anonymous, key, DEMO_PHONE);
    const captcha = await getCaptcha(env.anonymous);
    const answer = { captcha: captchas.answerOf(captcha.captchaKey), captchaKey: captcha.captchaKey };
    const result = await loginWithSms(env.anonymous, key, DEMO_PHONE, sender.lastCode(DEMO_PHONE), answer);
    expect((await getUser(clientFor(env.origin, result.sessionId))).userName).toBe('demo');
  });

  it('requestAccessToken answers a bearer token that getTokenConfig and listTokenResources accept', async () => {
    const token = await requestAccessToken(env.anonymous, await publicKey(), { username: 'demo-sub', password: DEMO_PASSWORD });
    expect(token).toMatchObject({ tokenType: 'Bearer', expiresIn: 12 * 3600 });
    const config = await getTokenConfig(env.anonymous, token.accessToken);
    expect(config.user).toMatchObject({ userName: 'demo-sub', userType: 'sub' });
    expect(config.branding.title).toBe('车辆定位平台');
    const resources = await listTokenResources(env.anonymous, token.accessToken);
    expect(resources.map((item) => item.id)).toEqual(expect.arrayContaining([4002, 'car', 'car:alarm:process']));
    expect(resources.map((item) => item.id)).not.toContain('car:command:send');
    await expect(getTokenConfig(env.anonymous, 'not-a-token')).rejects.toMatchObject({ kind: 'session-expired' });
  });

  it('the token family\'s login page is the same as the console\'s', async () => {
    expect(await callEndpoint(env.anonymous, tokenLoginPageEndpoint, {})).toEqual(await getLoginPage(env.anonymous));
  });
});
