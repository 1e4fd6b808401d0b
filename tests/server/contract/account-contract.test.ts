import { createHash } from 'node:crypto';
import {
  bindPhone,
  checkAccountStatus,
  checkDeviceTrust,
  generateQrCode,
  getAuthData,
  sendBindSms,
  sendVerifySms,
  unbind,
  unbindWechat,
  updatePassword,
  updatePrivacy,
  verifyPhoneCode,
  verifyVehicle,
} from '@shared/api/account-api';
import { getLoginPage, login } from '@shared/api/auth-api';
import { describe, expect, it } from 'vitest';
import { DEMO_PHONE, SUB_PHONE, recordingSender } from '../account-test-kit';
import { DEMO_PASSWORD } from '../helpers';
import { startContractServerForFile } from './contract-kit';

const NEW_PHONE = '13612345678';
const sender = recordingSender();
const env = startContractServerForFile({ smsSender: sender });

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex');

describe('account and security endpoints: client functions against the real server', { timeout: 60_000 }, () => {
  it('getAuthData shows each user their own bindings; an anonymous client is sent to log in', async () => {
    const operator = await getAuthData(env.operator);
    expect(operator.phone).toMatchObject({ bound: true, phone: '138****8000', smsLoginEnabled: true });
    expect(operator.wechat).toMatchObject({ bound: true, nickName: '鹏程调度-王师傅' });
    expect((await getAuthData(env.sub)).phone.phone).toBe('139****9000');
    await expect(getAuthData(env.anonymous)).rejects.toMatchObject({ kind: 'session-expired' });
  });

  it('updatePrivacy stores a change; an empty change is refused before sending, with the server\'s wording', async () => {
    const settings = await updatePrivacy(env.sub, { hideLocationFromSubUsers: true, trackRetentionDays: 90 });
    expect(settings).toMatchObject({ hideLocationFromSubUsers: true, trackRetentionDays: 90, dataRetentionConsent: false });
    expect((await getAuthData(env.sub)).privacy).toEqual(settings);
    await expect(updatePrivacy(env.sub, {})).rejects.toMatchObject({ kind: 'invalid-request', message: '参数错误：没有可更新的隐私设置' });
  });

  it('checkDeviceTrust trusts the first browser; sendVerifySms + verifyPhoneCode trust a new one', async () => {
    expect(await checkDeviceTrust(env.sub, fingerprint('office'))).toMatchObject({ trusted: true, firstSeen: true });
    const laptop = fingerprint('laptop');
    expect(await checkDeviceTrust(env.sub, laptop.toUpperCase())).toMatchObject({ fingerprint: laptop, trusted: false, verifyRequired: true });
    expect(await sendVerifySms(env.sub)).toEqual({ phone: '139****9000', expiresIn: 300, resendAfter: 60 });
    const verified = await verifyPhoneCode(env.sub, sender.lastCode(SUB_PHONE), laptop);
    expect(verified).toMatchObject({ verified: true, trustedFingerprint: laptop });
    expect((await getAuthData(env.sub)).identityVerifiedUntil).toBe(verified.verifiedUntil);
    expect(await checkDeviceTrust(env.sub, laptop)).toMatchObject({ trusted: true, verifyRequired: false });
  });

  it('checkDeviceTrust and verifyPhoneCode refuse a malformed value before sending', async () => {
    await expect(checkDeviceTrust(env.sub, 'abc')).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：设备指纹格式不正确（应为 64 位十六进制 SHA-256）',
    });
    await expect(verifyPhoneCode(env.sub, '12ab56')).rejects.toMatchObject({ kind: 'invalid-request', message: '参数错误：短信验证码为 6 位数字' });
  });

  it('unbindWechat and unbind need a recent verification; after it both bindings go', async () => {
    await expect(unbindWechat(env.operator)).rejects.toMatchObject({ kind: 'flag', message: '为了您的账号安全，请先完成手机短信验证' });
    await sendVerifySms(env.operator);
    await verifyPhoneCode(env.operator, sender.lastCode(DEMO_PHONE));
    expect(await unbindWechat(env.operator)).toEqual({ kind: 'wechat', unbound: true });
    await expect(unbind(env.operator, 'wechat')).rejects.toMatchObject({ kind: 'flag', message: '尚未绑定微信' });
    expect(await unbind(env.operator, 'phone')).toEqual({ kind: 'phone', unbound: true });
    expect((await getAuthData(env.operator)).phone).toMatchObject({ bound: false, phone: null });
  });

  it('sendBindSms + bindPhone bind a new phone; a phone of another account is refused', async () => {
    await expect(sendBindSms(env.operator, SUB_PHONE)).rejects.toMatchObject({ kind: 'flag', message: '该手机号已绑定其他账号' });
    await expect(sendBindSms(env.operator, '1234')).rejects.toMatchObject({ kind: 'invalid-request', message: '参数错误：手机号格式不正确' });
    expect((await sendBindSms(env.operator, NEW_PHONE)).phone).toBe('136****5678');
    expect(await bindPhone(env.operator, NEW_PHONE, sender.lastCode(NEW_PHONE))).toMatchObject({ phone: '136****5678' });
    expect((await getAuthData(env.operator)).phone).toMatchObject({ bound: true, phone: '136****5678', verified: true });
  });

  it('checkAccountStatus reports the password age and the last logins of the caller', async () => {
    const operator = await checkAccountStatus(env.operator);
    expect(operator).toMatchObject({ userName: 'demo', status: 'active', passwordChangeDue: true, passwordExpired: false });
    expect(operator.previousLoginIp).toBe('223.104.63.18');
    expect(await checkAccountStatus(env.sub)).toMatchObject({ userName: 'demo-sub', passwordChangeDue: false });
  });

  it('verifyVehicle confirms a vehicle of the caller by plate and device suffix, and refuses one outside the sub-user\'s groups', async () => {
    const vehicleIn = (groupName: string) =>
      env.server.app.db
        .prepare<[string], { id: number; plate: string; device_no: string }>(
          `SELECT v.id, v.plate, v.device_no FROM vehicles v JOIN vehicle_groups g ON g.id = v.group_id
           WHERE g.path GLOB (SELECT path FROM vehicle_groups WHERE name = ?) || '*' ORDER BY v.id LIMIT 1`,
        )
        .get(groupName) as { id: number; plate: string; device_no: string };
    const own = vehicleIn('深圳车队');
    expect(await verifyVehicle(env.sub, own.plate, own.device_no.slice(-6))).toMatchObject({ verified: true, vehicleId: own.id, groupName: '深圳车队' });
    const foreign = vehicleIn('华东分公司');
    await expect(verifyVehicle(env.sub, foreign.plate, foreign.device_no.slice(-6))).rejects.toMatchObject({
      kind: 'flag',
      message: '车牌号或设备号后6位不正确，或您无权操作该车辆',
    });
    await expect(verifyVehicle(env.sub, ' ', '123456')).rejects.toMatchObject({ kind: 'invalid-request', message: '参数错误：车牌号(plate)不能为空' });
  });

  it('generateQrCode draws a PNG of the asked width', async () => {
    const qr = await generateQrCode(env.sub, '防盗声明 粤B·12345', 128);
    expect(qr).toMatchObject({ content: '防盗声明 粤B·12345', width: 128 });
    expect(qr.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await generateQrCode(env.sub, 'x')).width).toBe(256);
  });

  it('updatePassword changes the password (the caller\'s session stays) and the old one no longer logs in', async () => {
    const { publicKey } = await getLoginPage(env.anonymous);
    const changed = await updatePassword(env.sub, publicKey, DEMO_PASSWORD, 'brandNew2026');
    expect(changed.changedAt).toBe(new Date(env.server.clock.now()).toISOString());
    await expect(login(env.anonymous, publicKey, { username: 'demo-sub', password: DEMO_PASSWORD })).rejects.toMatchObject({ message: '用户名或密码错误' });
    expect((await login(env.anonymous, publicKey, { username: 'demo-sub', password: 'brandNew2026' })).sessionId).toBeTruthy();
    await expect(updatePassword(env.sub, publicKey, 'brandNew2026', 'short1')).rejects.toMatchObject({ kind: 'flag', message: '新密码长度须为 8–20 位' });
    expect((await checkAccountStatus(env.sub)).passwordChangedAt).toBe(changed.changedAt);
  });
});
