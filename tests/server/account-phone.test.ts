import type { AuthData, PhoneBound, PhoneVerified, SmsSent } from '@shared/api/dto/account-dto';
import type { LoginResult } from '@shared/api/dto/auth-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { describe, expect, it } from 'vitest';
import { DEMO_PHONE, MISSING_SESSION, SUB_PHONE, postJson, publicKeyOf, recordingSender } from './account-test-kit';
import { getJson, startWithSessionsForFile } from './helpers';

const SEND = '/car/v1/api/user/sendSmsCode.json';
const VERIFY = '/car/v1/api/user/phoneCodeVerify.json';
const SEND_BIND = '/car/v1/api/userAuth/sendLoginSms.json';
const BIND = '/car/v1/api/userAuth/phoneAuth.json';
const NEW_PHONE = '13612345678';

const sender = recordingSender();
const env = startWithSessionsForFile({ smsSender: sender });

const authData = async (sessionId: string) => (await postJson<AuthData>(env.server.app, '/car/v1/api/userAuth/doGetAuthData.json', undefined, { sessionId })).body.obj;

describe('identity check: sendSmsCode.json → phoneCodeVerify.json', () => {
  it('sends a code to the caller’s own bound phone, never another user’s', async () => {
    const reply = await postJson<SmsSent>(env.server.app, SEND, undefined, { sessionId: env.sub });
    expect(reply.body).toEqual({ flag: 1, msg: '成功', obj: { phone: '139****9000', expiresIn: 300, resendAfter: 60 } });
    expect(sender.sent.at(-1)).toMatchObject({ phone: SUB_PHONE, purpose: 'verify' });
    expect((await postJson(env.server.app, SEND, {}, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '验证码发送过于频繁，请 60 秒后再试' });
  });

  it('verifies the code and opens a 10-minute window for sensitive changes', async () => {
    const code = sender.lastCode(SUB_PHONE);
    const wrong = await postJson(env.server.app, VERIFY, { smsCode: code === '000000' ? '000001' : '000000' }, { sessionId: env.sub });
    expect(wrong.body).toEqual({ flag: 0, msg: '短信验证码错误，还可尝试 4 次' });
    const reply = await postJson<PhoneVerified>(env.server.app, VERIFY, { smsCode: code }, { sessionId: env.sub });
    const until = new Date(env.server.clock.now() + 10 * 60_000).toISOString();
    expect(reply.body.obj).toEqual({ verified: true, verifiedUntil: until, trustedFingerprint: null });
    expect((await authData(env.sub)).identityVerifiedUntil).toBe(until);
    // the operator's state is its own
    expect((await authData(env.operator)).identityVerifiedUntil).toBeNull();
  });

  it('does not accept a code sent to another user’s phone', async () => {
    env.server.clock.advance(60_000);
    await postJson(env.server.app, SEND, undefined, { sessionId: env.operator });
    const operatorCode = sender.lastCode(DEMO_PHONE);
    const reply = await postJson(env.server.app, VERIFY, { smsCode: operatorCode }, { sessionId: env.sub });
    expect(reply.body.flag).toBe(0);
  });

  it('validates the code and the fingerprint, and answers 4010 without a session', async () => {
    expect((await postJson(env.server.app, VERIFY, { smsCode: 'abc' }, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '参数错误：短信验证码为 6 位数字' });
    expect((await postJson(env.server.app, VERIFY, { smsCode: '123456', fingerprint: 'xyz' }, { sessionId: env.sub })).body).toEqual({
      flag: 0,
      msg: '参数错误：设备指纹格式不正确（应为 64 位十六进制 SHA-256）',
    });
    expect((await postJson(env.server.app, VERIFY, {}, { sessionId: env.sub })).body.msg).toMatch(/^参数错误：缺少必填参数 短信验证码\(smsCode\)/);
    expect((await postJson(env.server.app, SEND, undefined)).body).toEqual(MISSING_SESSION);
    expect((await postJson(env.server.app, VERIFY, { smsCode: '123456' })).body).toEqual(MISSING_SESSION);
  });
});

describe('binding a phone for SMS login: userAuth/sendLoginSms.json → userAuth/phoneAuth.json', () => {
  it('refuses a phone bound to another account, and a malformed phone', async () => {
    expect((await postJson(env.server.app, SEND_BIND, { phone: DEMO_PHONE }, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '该手机号已绑定其他账号' });
    expect((await postJson(env.server.app, SEND_BIND, { phone: '1234' }, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '参数错误：手机号格式不正确' });
    expect((await postJson(env.server.app, BIND, { phone: DEMO_PHONE, smsCode: '123456' }, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '该手机号已绑定其他账号' });
    expect((await postJson(env.server.app, SEND_BIND, { phone: NEW_PHONE })).body).toEqual(MISSING_SESSION);
    expect((await postJson(env.server.app, BIND, { phone: NEW_PHONE, smsCode: '123456' })).body).toEqual(MISSING_SESSION);
  });

  it('binds a new phone with the code sent to it; getUser, auth data and SMS login follow', async () => {
    const sent = await postJson<SmsSent>(env.server.app, SEND_BIND, { phone: NEW_PHONE }, { sessionId: env.sub });
    expect(sent.body.obj.phone).toBe('136****5678');
    expect(sender.sent.at(-1)).toMatchObject({ phone: NEW_PHONE, purpose: 'bind' });
    const bound = await postJson<PhoneBound>(env.server.app, BIND, { phone: NEW_PHONE, smsCode: sender.lastCode(NEW_PHONE) }, { sessionId: env.sub });
    expect(bound.body.obj).toEqual({ phone: '136****5678', verifiedAt: new Date(env.server.clock.now()).toISOString() });
    expect((await getJson<UserInfo>(env.server.app, '/car/v1/api/user/getUser.json', env.sub)).body.obj.phone).toBe('136****5678');
    expect((await authData(env.sub)).phone).toMatchObject({ bound: true, phone: '136****5678', verified: true, smsLoginEnabled: true });
    // the old number no longer logs in; the new one does
    const publicKey = await publicKeyOf(env.server.app);
    const sendLogin = (phone: string) => postJson(env.server.app, '/oauth/sendLoginSms', { phone: encryptCredential(publicKey, phone) });
    const before = sender.sent.length;
    // the old number gets the same answer as any phone, but no code any more
    expect((await sendLogin(SUB_PHONE)).body.flag).toBe(1);
    expect(sender.sent).toHaveLength(before);
    expect((await sendLogin(NEW_PHONE)).body.flag).toBe(1);
    const login = await postJson<LoginResult>(env.server.app, '/oauth/v4/token', {
      grantType: 'sms',
      phone: encryptCredential(publicKey, NEW_PHONE),
      smsCode: sender.lastCode(NEW_PHONE),
    });
    expect((await getJson<UserInfo>(env.server.app, '/car/v1/api/user/getUser.json', login.body.obj.sessionId)).body.obj.userName).toBe('demo-sub');
  });

  it('refuses a bind code that was never sent or is wrong', async () => {
    const reply = await postJson(env.server.app, BIND, { phone: '13598765432', smsCode: '123456' }, { sessionId: env.operator });
    expect(reply.body).toEqual({ flag: 0, msg: '请先获取短信验证码' });
    expect((await postJson(env.server.app, BIND, { phone: '13598765432', smsCode: '12' }, { sessionId: env.operator })).body).toEqual({
      flag: 0,
      msg: '参数错误：短信验证码为 6 位数字',
    });
  });
});
