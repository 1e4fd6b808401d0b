import { createHash } from 'node:crypto';
import { accountStatusSchema, deviceTrustSchema, type AccountStatus, type DeviceTrust, type QrCode, type VehicleVerified } from '@shared/api/dto/account-dto';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { MISSING_SESSION, getAs, loginFrom, postJson, publicKeyOf, recordingSender, SUB_PHONE } from './account-test-kit';
import { getJson, sessionFor, TEST_EPOCH, startWithSessionsForFile } from './helpers';

const sender = recordingSender();
const env = startWithSessionsForFile({ smsSender: sender });

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex');
const device = async (hash: string, sessionId: string) => (await getJson<DeviceTrust>(env.server.app, `/car/v4/api/security/${hash}.json`, sessionId)).body;

describe('GET /car/v4/api/security/{hash}.json', () => {
  it('trusts a user’s first browser, asks for an SMS check on a new one, and trusts it after the check', async () => {
    const first = await device(fingerprint('chrome-office'), env.sub);
    expect(deviceTrustSchema.safeParse(first.obj).success).toBe(true);
    expect(first.obj).toMatchObject({ trusted: true, firstSeen: true, verifyRequired: false });
    const again = await device(fingerprint('chrome-office'), env.sub);
    expect(again.obj).toMatchObject({ trusted: true, firstSeen: false });
    const laptop = fingerprint('edge-laptop');
    expect((await device(laptop, env.sub)).obj).toMatchObject({ trusted: false, firstSeen: true, verifyRequired: true });
    await postJson(env.server.app, '/car/v1/api/user/sendSmsCode.json', undefined, { sessionId: env.sub });
    const verified = await postJson(env.server.app, '/car/v1/api/user/phoneCodeVerify.json', { smsCode: sender.lastCode(SUB_PHONE), fingerprint: laptop }, { sessionId: env.sub });
    expect(verified.body.obj).toMatchObject({ trustedFingerprint: laptop });
    expect((await device(laptop, env.sub)).obj).toMatchObject({ trusted: true, verifyRequired: false });
  });

  it('keeps devices per user: the operator’s first browser is trusted regardless of the sub-user’s', async () => {
    expect((await device(fingerprint('edge-laptop'), env.operator)).obj).toMatchObject({ trusted: true, firstSeen: true });
    expect((await device(fingerprint('firefox-home'), env.operator)).obj.trusted).toBe(false);
  });

  it('accepts upper-case hex and refuses anything that is not a SHA-256', async () => {
    expect((await device(fingerprint('edge-laptop').toUpperCase(), env.sub)).obj.fingerprint).toBe(fingerprint('edge-laptop'));
    expect(await device('abc', env.sub)).toEqual({ flag: 0, msg: '参数错误：设备指纹格式不正确（应为 64 位十六进制 SHA-256）' });
    expect(await device('z'.repeat(64), env.sub)).toEqual({ flag: 0, msg: '参数错误：设备指纹格式不正确（应为 64 位十六进制 SHA-256）' });
    expect((await device(fingerprint('x'), '')).flag).toBe(4010);
  });
});

describe('GET /car/v4/api/account/checkStatus.json', () => {
  it('reports an active account, the password age and the last two logins', async () => {
    const body = (await getJson<AccountStatus>(env.server.app, '/car/v4/api/account/checkStatus.json', env.operator)).body;
    expect(accountStatusSchema.safeParse(body.obj).success).toBe(true);
    const day = 86_400_000;
    expect(body.obj).toMatchObject({
      userName: 'demo',
      status: 'active',
      lockedUntil: null,
      passwordChangedAt: new Date(TEST_EPOCH - 86 * day).toISOString(),
      passwordExpiresAt: new Date(TEST_EPOCH + 4 * day).toISOString(),
      passwordExpired: false,
      // seeded 86 days ago: within a week of the 90-day limit
      passwordChangeDue: true,
      lastLoginIp: '127.0.0.1',
      previousLoginIp: '223.104.63.18',
      previousLoginTime: new Date(TEST_EPOCH - day).toISOString(),
    });
    const subStatus = (await getJson<AccountStatus>(env.server.app, '/car/v4/api/account/checkStatus.json', env.sub)).body.obj;
    expect(subStatus).toMatchObject({ userName: 'demo-sub', passwordChangeDue: false });
  });

  it('reports the password expired after 90 days', async () => {
    env.server.clock.advance(5 * 86_400_000);
    // the old sessions expired with the jump; later tests use these
    env.operator = await sessionFor(env.server.app, 'demo');
    env.sub = await sessionFor(env.server.app, 'demo-sub');
    expect((await getJson<AccountStatus>(env.server.app, '/car/v4/api/account/checkStatus.json', env.operator)).body.obj.passwordExpired).toBe(true);
  });

  it('reports a lock and the recent failures', async () => {
    const publicKey = await publicKeyOf(env.server.app);
    // failures count from the name's last success on (demo-sub logged in at this very millisecond)
    env.server.clock.advance(1000);
    for (let i = 0; i < 3; i += 1) await loginFrom(env.server.app, publicKey, { userName: 'demo-sub', password: 'wrong-1', ip: '10.9.0.1' });
    // failures of demo-sub are counted for demo-sub only
    expect((await getJson<AccountStatus>(env.server.app, '/car/v4/api/account/checkStatus.json', env.operator)).body.obj.recentFailures).toBe(0);
    // seven more straight into the table (each through the login would need a captcha)
    for (let i = 0; i < 7; i += 1) {
      env.server.app.db
        .prepare("INSERT INTO login_attempts (user_name, user_id, client_ip, channel, success, created_at) VALUES ('demo-sub', NULL, '10.9.0.1', 'password', 0, ?)")
        .run(env.server.clock.now());
    }
    const status = (await getJson<AccountStatus>(env.server.app, '/car/v4/api/account/checkStatus.json', env.sub)).body.obj;
    expect(status).toMatchObject({ status: 'locked', recentFailures: 10, lockedUntil: new Date(env.server.clock.now() + 15 * 60_000).toISOString() });
  });

  it('answers 4010 without a session', async () => {
    expect((await getJson(env.server.app, '/car/v4/api/account/checkStatus.json')).body).toEqual(MISSING_SESSION);
  });
});

describe('POST /car/v4/api/vehicle/vehicleVerify.json', () => {
  const URL = '/car/v4/api/vehicle/vehicleVerify.json';
  const vehicleIn = (groupName: string) => {
    const row = env.server.app.db
      .prepare<[string], { id: number; plate: string; device_no: string }>(
        `SELECT v.id, v.plate, v.device_no FROM vehicles v JOIN vehicle_groups g ON g.id = v.group_id
         WHERE g.path GLOB (SELECT path FROM vehicle_groups WHERE name = ?) || '*' ORDER BY v.id LIMIT 1`,
      )
      .get(groupName);
    if (!row) throw new Error(`no vehicle under ${groupName}`);
    return row;
  };

  it('confirms a vehicle by plate (any separator) and the last 6 digits of its device number', async () => {
    const vehicle = vehicleIn('深圳车队');
    const plate = vehicle.plate.replace('·', '').toLowerCase();
    const reply = await postJson<VehicleVerified>(env.server.app, URL, { plate, deviceSuffix: vehicle.device_no.slice(-6) }, { sessionId: env.sub });
    expect(reply.body.obj).toEqual({ verified: true, vehicleId: vehicle.id, plate: vehicle.plate, groupName: '深圳车队' });
    expect((await postJson(env.server.app, URL, { plate: vehicle.plate, deviceSuffix: vehicle.device_no.slice(-6) }, { sessionId: env.operator })).body.flag).toBe(1);
  });

  it('refuses a wrong suffix, and a vehicle outside the sub-user’s groups with the same words', async () => {
    const own = vehicleIn('深圳车队');
    const wrongSuffix = String((Number(own.device_no.slice(-6)) + 1) % 1_000_000).padStart(6, '0');
    const refusal = { flag: 0, msg: '车牌号或设备号后6位不正确，或您无权操作该车辆' };
    expect((await postJson(env.server.app, URL, { plate: own.plate, deviceSuffix: wrongSuffix }, { sessionId: env.sub })).body).toEqual(refusal);
    const foreign = vehicleIn('华东分公司');
    const body = { plate: foreign.plate, deviceSuffix: foreign.device_no.slice(-6) };
    expect((await postJson(env.server.app, URL, body, { sessionId: env.sub })).body).toEqual(refusal);
    expect((await postJson(env.server.app, URL, body, { sessionId: env.operator })).body.flag).toBe(1);
  });

  it('validates the input and answers 4010 without a session', async () => {
    expect((await postJson(env.server.app, URL, { plate: ' ', deviceSuffix: '123456' }, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '参数错误：车牌号(plate)不能为空' });
    expect((await postJson(env.server.app, URL, { plate: '粤B12345', deviceSuffix: '12a456' }, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '参数错误：设备号后6位须为 6 位数字' });
    expect((await postJson(env.server.app, URL, { plate: '粤B12345' }, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '参数错误：缺少必填参数 设备号后缀(deviceSuffix)' });
    expect((await postJson(env.server.app, URL, { plate: '粤B12345', deviceSuffix: '123456' })).body).toEqual(MISSING_SESSION);
  });
});

describe('GET /car/v4/api/prevent/declare/generateQRCode.json', () => {
  const URL = '/car/v4/api/prevent/declare/generateQRCode.json';
  const decode = (dataUrl: string): string | null => {
    const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  };

  it('draws a PNG QR code that decodes back to the content, Chinese included', async () => {
    const content = 'https://fleet.example.cn/declare?plate=粤B·12345&说明=本车已安装北斗定位防盗系统';
    const reply = await getAs<QrCode>(env.server.app, `${URL}?content=${encodeURIComponent(content)}&width=300`, { sessionId: env.sub });
    expect(reply.body.obj).toMatchObject({ content, width: 300 });
    expect(reply.body.obj.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    const png = PNG.sync.read(Buffer.from(reply.body.obj.dataUrl.slice('data:image/png;base64,'.length), 'base64'));
    expect(png.width).toBe(300);
    expect(decode(reply.body.obj.dataUrl)).toBe(content);
  });

  it('refuses missing, blank and over-long content and an odd width', async () => {
    expect((await getAs(env.server.app, URL, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '参数错误：缺少必填参数 二维码内容(content)' });
    expect((await getAs(env.server.app, `${URL}?content=%20%20`, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '参数错误：二维码内容(content)不能为空' });
    expect((await getAs(env.server.app, `${URL}?content=${'a'.repeat(513)}`, { sessionId: env.sub })).body).toEqual({
      flag: 0,
      msg: '参数错误：二维码内容(content)长度不能超过 512 个字符',
    });
    expect((await getAs(env.server.app, `${URL}?content=x&width=10`, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '参数错误：图片宽度(width)不能小于 64' });
    expect((await getAs(env.server.app, `${URL}?content=x`)).body).toEqual(MISSING_SESSION);
  });
});
