import { authDataSchema, privacySettingsSchema, type AuthData, type PrivacySettings } from '@shared/api/dto/account-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { describe, expect, it } from 'vitest';
import { DEMO_PHONE, MISSING_SESSION, postJson, recordingSender } from './account-test-kit';
import { getJson, startWithSessionsForFile } from './helpers';

const AUTH_DATA = '/car/v1/api/userAuth/doGetAuthData.json';
const DEL = '/car/v1/api/userAuth/delBangDing.json';
const UNBIND_WX = '/car/v1/api/user/unbindWxRelation.json';
const PRIVACY = '/car/v1/api/user/updatePrivacy.json';

const sender = recordingSender();
const env = startWithSessionsForFile({ smsSender: sender });

const authData = async (sessionId: string) => (await postJson<AuthData>(env.server.app, AUTH_DATA, undefined, { sessionId })).body;
async function verifyIdentity(sessionId: string, phone: string): Promise<void> {
  env.server.clock.advance(61_000);
  expect((await postJson(env.server.app, '/car/v1/api/user/sendSmsCode.json', undefined, { sessionId })).body.flag).toBe(1);
  expect((await postJson(env.server.app, '/car/v1/api/user/phoneCodeVerify.json', { smsCode: sender.lastCode(phone) }, { sessionId })).body.flag).toBe(1);
}

describe('POST /car/v1/api/userAuth/doGetAuthData.json', () => {
  it('shows the seeded phone and WeChat bindings and default privacy, each user their own', async () => {
    const body = await authData(env.operator);
    expect(authDataSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj.phone).toMatchObject({ bound: true, phone: '138****8000', verified: true, smsLoginEnabled: true });
    expect(body.obj.wechat).toMatchObject({ bound: true, nickName: '鹏程调度-王师傅' });
    expect(body.obj.privacy).toEqual({ hideLocationFromSubUsers: false, dataRetentionConsent: false, trackRetentionDays: 180, allowSupportAccess: false, updatedAt: null });
    const subData = await authData(env.sub);
    expect(subData.obj.phone.phone).toBe('139****9000');
    expect(subData.obj.wechat.nickName).toBe('深圳车队-小李');
    // the openid never leaves the server
    expect(JSON.stringify(body.obj)).not.toMatch(/"o[A-Za-z0-9_-]{27}"/);
  });

  it('answers 4010 without a session', async () => {
    expect((await postJson(env.server.app, AUTH_DATA, undefined)).body).toEqual(MISSING_SESSION);
  });
});

describe('unbinding (unbindWxRelation.json, delBangDing.json)', () => {
  it('needs a recent SMS verification of the bound phone', async () => {
    expect((await postJson(env.server.app, UNBIND_WX, undefined, { sessionId: env.operator })).body).toEqual({ flag: 0, msg: '为了您的账号安全，请先完成手机短信验证' });
    expect((await postJson(env.server.app, DEL, { type: 'phone' }, { sessionId: env.operator })).body.msg).toBe('为了您的账号安全，请先完成手机短信验证');
  });

  it('unbinds WeChat after verification; a second time says it is not bound; other users keep theirs', async () => {
    await verifyIdentity(env.operator, DEMO_PHONE);
    expect((await postJson(env.server.app, UNBIND_WX, undefined, { sessionId: env.operator })).body).toEqual({ flag: 1, msg: '成功', obj: { kind: 'wechat', unbound: true } });
    expect((await authData(env.operator)).obj.wechat).toEqual({ bound: false, nickName: null, boundAt: null });
    expect((await postJson(env.server.app, DEL, { type: 'wechat' }, { sessionId: env.operator })).body).toEqual({ flag: 0, msg: '尚未绑定微信' });
    expect((await authData(env.sub)).obj.wechat.bound).toBe(true);
  });

  it('expires the verification after 10 minutes', async () => {
    env.server.clock.advance(10 * 60_000);
    expect((await postJson(env.server.app, DEL, { type: 'phone' }, { sessionId: env.operator })).body.msg).toBe('为了您的账号安全，请先完成手机短信验证');
  });

  it('unbinds the phone with delBangDing; getUser drops it; unbinding WeChat then needs no SMS', async () => {
    await verifyIdentity(env.operator, DEMO_PHONE);
    expect((await postJson(env.server.app, DEL, { type: 'phone' }, { sessionId: env.operator })).body.obj).toEqual({ kind: 'phone', unbound: true });
    expect((await getJson<UserInfo>(env.server.app, '/car/v1/api/user/getUser.json', env.operator)).body.obj.phone).toBeNull();
    const data = (await authData(env.operator)).obj;
    expect(data.phone).toMatchObject({ bound: false, phone: null, smsLoginEnabled: false });
    expect(data.identityVerifiedUntil).toBeNull();
    expect((await postJson(env.server.app, '/car/v1/api/user/sendSmsCode.json', undefined, { sessionId: env.operator })).body).toEqual({
      flag: 0,
      msg: '尚未绑定手机号，请先绑定手机号',
    });
  });

  it('validates the binding type and answers 4010 without a session', async () => {
    expect((await postJson(env.server.app, DEL, { type: 'qq' }, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '参数错误：类型(type)的取值不在允许范围内' });
    expect((await postJson(env.server.app, DEL, {}, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '参数错误：缺少必填参数 类型(type)' });
    expect((await postJson(env.server.app, DEL, { type: 'phone' })).body).toEqual(MISSING_SESSION);
    expect((await postJson(env.server.app, UNBIND_WX, undefined)).body).toEqual(MISSING_SESSION);
  });
});

describe('POST /car/v1/api/user/updatePrivacy.json', () => {
  it('stores the changed settings per user and answers all of them', async () => {
    const reply = await postJson<PrivacySettings>(env.server.app, PRIVACY, { hideLocationFromSubUsers: true, trackRetentionDays: 90 }, { sessionId: env.operator });
    expect(privacySettingsSchema.safeParse(reply.body.obj).success).toBe(true);
    expect(reply.body.obj).toEqual({
      hideLocationFromSubUsers: true,
      dataRetentionConsent: false,
      trackRetentionDays: 90,
      allowSupportAccess: false,
      updatedAt: new Date(env.server.clock.now()).toISOString(),
    });
    const second = await postJson<PrivacySettings>(env.server.app, PRIVACY, { dataRetentionConsent: true }, { sessionId: env.operator });
    expect(second.body.obj).toMatchObject({ hideLocationFromSubUsers: true, dataRetentionConsent: true, trackRetentionDays: 90 });
    expect((await authData(env.operator)).obj.privacy).toEqual(second.body.obj);
    expect((await authData(env.sub)).obj.privacy.hideLocationFromSubUsers).toBe(false);
  });

  it('refuses an empty change and values outside the choices', async () => {
    expect((await postJson(env.server.app, PRIVACY, {}, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '参数错误：没有可更新的隐私设置' });
    // only fields the platform does not know: nothing to change either, not a success
    expect((await postJson(env.server.app, PRIVACY, { shareLocation: true, hideLocation: false }, { sessionId: env.sub })).body).toEqual({
      flag: 0,
      msg: '参数错误：没有可更新的隐私设置',
    });
    expect((await postJson(env.server.app, PRIVACY, undefined, { sessionId: env.sub })).body.flag).toBe(0);
    expect((await postJson(env.server.app, PRIVACY, { trackRetentionDays: 7 }, { sessionId: env.sub })).body).toEqual({
      flag: 0,
      msg: '参数错误：轨迹保留天数(trackRetentionDays)的取值不在允许范围内',
    });
    expect((await postJson(env.server.app, PRIVACY, { allowSupportAccess: 'yes' }, { sessionId: env.sub })).body).toEqual({
      flag: 0,
      msg: '参数错误：允许客服协助(allowSupportAccess)必须是布尔值',
    });
    expect((await postJson(env.server.app, PRIVACY, { allowSupportAccess: true })).body).toEqual(MISSING_SESSION);
  });
});
