import type { SmsSent } from '@shared/api/dto/account-dto';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { describe, expect, it } from 'vitest';
import { postJson, publicKeyOf, recordingSender } from './account-test-kit';
import { startWithSessionsForFile } from './helpers';

/**
 * SMS bombing: one caller asking for codes to many phones. Every endpoint that sends a code counts
 * its sends per logged-in user (10 an hour) and per client address (30 an hour, all endpoints
 * together), on top of each phone's cool-down and daily cap.
 */
const SEND_VERIFY = '/car/v1/api/user/sendSmsCode.json';
const SEND_BIND = '/car/v1/api/userAuth/sendLoginSms.json';
const HOUR_MS = 3_600_000;

const sender = recordingSender();
// a day-long session: the tests move the clock by hours
const env = startWithSessionsForFile({ smsSender: sender, sessionTtlMinutes: 24 * 60 });

const sendBind = (sessionId: string, phone: string, ip: string) => postJson<SmsSent>(env.server.app, SEND_BIND, { phone }, { sessionId, ip });
const sendVerify = (sessionId: string, ip: string) => postJson<SmsSent>(env.server.app, SEND_VERIFY, undefined, { sessionId, ip });
const sendLogin = async (phone: string, ip: string) =>
  postJson<SmsSent>(env.server.app, '/oauth/sendLoginSms', { phone: encryptCredential(await publicKeyOf(env.server.app), phone) }, { ip });
const phones = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);

describe('per-user limit on the logged-in SMS endpoints', { timeout: 60_000 }, () => {
  it('sends one user at most 10 codes an hour, whatever the phones, and says how long to wait', async () => {
    for (const phone of phones('1371111', 10)) expect((await sendBind(env.operator, phone, '10.30.0.1')).body.flag).toBe(1);
    expect((await sendBind(env.operator, '13711119999', '10.30.0.1')).body).toEqual({ flag: 0, msg: '获取验证码过于频繁，请 60 分钟后再试' });
    // from another address, and through the other endpoint, too
    expect((await sendBind(env.operator, '13711119999', '10.30.0.2')).body).toEqual({ flag: 0, msg: '获取验证码过于频繁，请 60 分钟后再试' });
    expect((await sendVerify(env.operator, '10.30.0.2')).body).toEqual({ flag: 0, msg: '获取验证码过于频繁，请 60 分钟后再试' });
    // another user from the same address goes on
    expect((await sendVerify(env.sub, '10.30.0.1')).body.flag).toBe(1);
    env.server.clock.advance(48 * 60_000);
    expect((await sendBind(env.operator, '13711119999', '10.30.0.1')).body).toEqual({ flag: 0, msg: '获取验证码过于频繁，请 12 分钟后再试' });
    env.server.clock.advance(12 * 60_000);
    expect((await sendBind(env.operator, '13711119999', '10.30.0.1')).body.flag).toBe(1);
  });

  it('counts only codes that were sent: refused requests do not use up the allowance', async () => {
    env.server.clock.advance(HOUR_MS);
    for (const phone of phones('1372222', 9)) expect((await sendBind(env.operator, phone, '10.32.0.1')).body.flag).toBe(1);
    // the same phone again within its cool-down: refused, not counted
    expect((await sendBind(env.operator, '13722220000', '10.32.0.1')).body.msg).toBe('验证码发送过于频繁，请 60 秒后再试');
    expect((await sendBind(env.operator, '13722229999', '10.32.0.1')).body.flag).toBe(1);
    expect((await sendBind(env.operator, '13722229998', '10.32.0.1')).body.msg).toBe('获取验证码过于频繁，请 60 分钟后再试');
  });
});

describe('per-address limit on every SMS endpoint', { timeout: 60_000 }, () => {
  it('sends one address at most 30 codes an hour over the login, verify and bind endpoints together', async () => {
    env.server.clock.advance(HOUR_MS);
    for (const phone of phones('1363333', 20)) expect((await sendLogin(phone, '10.31.0.1')).body.flag).toBe(1);
    for (const phone of phones('1373333', 9)) expect((await sendBind(env.operator, phone, '10.31.0.1')).body.flag).toBe(1);
    expect((await sendVerify(env.sub, '10.31.0.1')).body.flag).toBe(1);
    env.server.clock.advance(60_000);
    expect((await sendVerify(env.sub, '10.31.0.1')).body).toEqual({ flag: 0, msg: '获取验证码过于频繁，请 59 分钟后再试' });
    expect((await sendBind(env.operator, '13733339999', '10.31.0.1')).body).toEqual({ flag: 0, msg: '获取验证码过于频繁，请 59 分钟后再试' });
    expect((await sendLogin('13633339999', '10.31.0.1')).body).toEqual({ flag: 0, msg: '获取验证码过于频繁，请 59 分钟后再试' });
    // other addresses go on
    expect((await sendVerify(env.sub, '10.31.0.2')).body.flag).toBe(1);
    expect((await sendLogin('13633339999', '10.31.0.3')).body.flag).toBe(1);
  });
});
