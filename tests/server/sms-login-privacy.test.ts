import type { SmsSent } from '@shared/api/dto/account-dto';
import type { LoginResult } from '@shared/api/dto/auth-dto';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import type { SmsSender } from '@server/sms/sms-sender';
import { describe, expect, it } from 'vitest';
import { DEMO_PHONE, SUB_PHONE, postJson, startWithPublicKeyForFile } from './account-test-kit';

/**
 * A gateway that has not answered yet: each send is recorded and stays pending until the test lets
 * it through. The answer must not wait for the gateway, or its timing would tell bound phones apart.
 */
const gateway: { phone: string; deliver: () => void }[] = [];
const heldSender: SmsSender = {
  send: (message) => new Promise((resolve) => gateway.push({ phone: message.phone, deliver: resolve })),
};

const env = startWithPublicKeyForFile({ smsSender: heldSender });

const send = (phone: string, ip = '10.0.0.1') =>
  postJson<SmsSent>(env.server.app, '/oauth/sendLoginSms', { phone: encryptCredential(env.publicKey, phone) }, { ip });
const smsLogin = (phone: string, smsCode: string) =>
  postJson<LoginResult>(env.server.app, '/oauth/v4/token', { grantType: 'sms', phone: encryptCredential(env.publicKey, phone), smsCode }, { ip: '10.0.0.9' });

describe('POST /oauth/sendLoginSms does not tell whether a phone has an account', () => {
  it('answers a bound and an unbound phone alike, at once, and delivers only to the bound one', async () => {
    const bound = await send(DEMO_PHONE);
    const unbound = await send('13700137000');
    expect(bound.body).toEqual({ flag: 1, msg: '成功', obj: { phone: '138****8000', expiresIn: 300, resendAfter: 60 } });
    expect(unbound.body).toEqual({ flag: 1, msg: '成功', obj: { phone: '137****7000', expiresIn: 300, resendAfter: 60 } });
    // both answers came while the gateway still held the bound phone's message: neither waited for it
    expect(gateway.map((pending) => pending.phone)).toEqual([DEMO_PHONE]);
    gateway.splice(0).forEach((pending) => pending.deliver());
  });

  it('applies the same cool-down to both', async () => {
    env.server.clock.advance(30_000);
    expect((await send(DEMO_PHONE)).body).toEqual({ flag: 0, msg: '验证码发送过于频繁，请 30 秒后再试' });
    expect((await send('13700137000')).body).toEqual({ flag: 0, msg: '验证码发送过于频繁，请 30 秒后再试' });
  });

  it('answers a login with an unbound phone like a wrong code', async () => {
    expect((await smsLogin('13700137000', '000000')).body.msg).toMatch(/^短信验证码错误，还可尝试 \d 次$/);
  });
});

describe('per-client limit on login codes', () => {
  it('lets one address ask for 30 codes an hour, whatever the phones, answering bound and unbound phones alike; other addresses go on', async () => {
    env.server.clock.advance(3_600_000);
    const phones = Array.from({ length: 30 }, (_, i) => `1370000${String(1000 + i)}`);
    for (const phone of phones) expect((await send(phone, '10.0.0.2')).body.flag).toBe(1);
    expect((await send('13700009999', '10.0.0.2')).body).toEqual({ flag: 0, msg: '获取验证码过于频繁，请 60 分钟后再试' });
    expect((await send(SUB_PHONE, '10.0.0.2')).body).toEqual({ flag: 0, msg: '获取验证码过于频繁，请 60 分钟后再试' });
    expect((await send(SUB_PHONE, '10.0.0.3')).body.flag).toBe(1);
    env.server.clock.advance(3_600_000);
    expect((await send('13700009999', '10.0.0.2')).body.flag).toBe(1);
  });
});
