import { alarmControlInfoSchema, alarmPushInfoSchema, type AlarmControlInfo, type AlarmPushInfo, type ConfigResult } from '@shared/api/dto/alarm-settings-dto';
import type { RealtimeAlarms } from '@shared/api/dto/alarm-dto';
import { MENU_IDS } from '@shared/constants/resource-ids';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, grantToRoleOf, startWithSessionsForFile } from './helpers';
import { postJson } from './alarm-test-kit';

const LIST_CONTROL = '/car/v4/api/alarm/control/listAlarmControlInfo.json';
const CONFIG_CONTROL = '/car/v4/api/alarm/control/configAlarmControl.json';
const LIST_PUSH = '/car/v4/api/alarm/push/listAlarmPushInfo.json';
const CONFIG_PUSH = '/car/v4/api/alarm/push/configAlarmPush.json';
const REALTIME = '/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json';

const env = startWithSessionsForFile();
// the seeded sub role lacks both pages (the server refuses it them, see permission-table.test.ts);
// granted here, so that what is tested is the sub-user's read-only view of them
beforeAll(() => grantToRoleOf(env.server.app, 'demo-sub', [MENU_IDS.alarmSetting, MENU_IDS.alarmPush]));

const controls = async (sessionId = env.operator) => (await getJson<AlarmControlInfo>(env.server.app, LIST_CONTROL, sessionId)).body.obj;
const pushes = async (sessionId = env.operator) => (await getJson<AlarmPushInfo>(env.server.app, LIST_PUSH, sessionId)).body.obj;

describe('alarm control', () => {
  it('lists all 17 types with Chinese names, enabled by default, with the overspeed limit and its range', async () => {
    const info = await controls();
    expect(alarmControlInfoSchema.safeParse(info).success).toBe(true);
    expect(info.editable).toBe(true);
    expect(info.list).toHaveLength(17);
    expect(info.list.every((item) => item.enabled)).toBe(true);
    const overspeed = info.list.find((item) => item.type === 'overspeed');
    expect(overspeed).toMatchObject({ typeName: '超速报警', level: 2 });
    expect(overspeed?.params[0]).toEqual({ key: 'speedKmh', name: '限速', unit: 'km/h', value: 100, defaultValue: 100, min: 20, max: 220 });
    expect(info.list.find((item) => item.type === 'sos')).toMatchObject({ typeName: '紧急报警', params: [] });
  });

  it('answers POST like GET (the spec lists both)', async () => {
    const reply = await env.server.app.inject({ method: 'POST', url: LIST_CONTROL, headers: { sessionId: env.operator } });
    expect(reply.json<{ obj: AlarmControlInfo }>().obj).toEqual(await controls());
  });

  it('lets the operator switch types and change parameters; omitted ones keep their values', async () => {
    const reply = await postJson<ConfigResult>(env.server.app, CONFIG_CONTROL, { items: [{ type: 'overspeed', params: { speedKmh: 90 } }, { type: 'vibration', enabled: false }] }, env.operator);
    expect(reply.body).toMatchObject({ flag: 1, obj: { updated: 2 } });
    await postJson(env.server.app, CONFIG_CONTROL, { items: [{ type: 'overspeed', params: { durationS: 30 } }] }, env.operator);
    const info = await controls();
    const overspeed = info.list.find((item) => item.type === 'overspeed');
    expect(overspeed?.params.map((param) => param.value)).toEqual([90, 30]);
    expect(info.list.find((item) => item.type === 'vibration')?.enabled).toBe(false);
    // the sub-user reads the same settings, marked read-only
    const seen = await controls(env.sub);
    expect(seen.editable).toBe(false);
    expect(seen.list).toEqual(info.list);
  });

  it.each([
    [{ items: [{ type: 'overspeed', params: { speedKmh: 10 } }] }, '超速报警的限速必须在 20 到 220 km/h之间'],
    [{ items: [{ type: 'overspeed', params: { speedKmh: 90.5 } }] }, '超速报警的限速必须是整数'],
    [{ items: [{ type: 'sos', params: { speedKmh: 90 } }] }, '紧急报警没有参数 speedKmh'],
    [{ items: [{ type: 'sos' }, { type: 'sos', enabled: false }] }, '报警类型重复'],
    [{ items: [] }, '参数错误：配置项列表(items)不能为空'],
    [{ items: [{ type: 'meteor' }] }, '参数错误：配置项列表第1项的类型(type)的取值不在允许范围内'],
    [{}, '参数错误：缺少必填参数 配置项列表(items)'],
  ])('refuses %j in Chinese', async (body, msg) => {
    expect((await postJson(env.server.app, CONFIG_CONTROL, body, env.operator)).body).toEqual({ flag: 0, msg });
  });

  it('refuses a sub-user in Chinese and changes nothing', async () => {
    const before = await controls();
    expect((await postJson(env.server.app, CONFIG_CONTROL, { items: [{ type: 'sos', enabled: false }] }, env.sub)).body).toEqual({ flag: 0, msg: '子账号无权修改报警设置，请联系主账号' });
    expect(await controls()).toEqual(before);
  });

  it('answers 4010 without a session', async () => {
    expect((await getJson(env.server.app, LIST_CONTROL)).body.flag).toBe(4010);
    expect((await postJson(env.server.app, CONFIG_CONTROL, { items: [{ type: 'sos', enabled: false }] })).body.flag).toBe(4010);
  });
});

describe('alarm push settings', () => {
  it('lists defaults: popup for every type, sound for urgent ones, paid channels off; and the users to pick from', async () => {
    const info = await pushes();
    expect(alarmPushInfoSchema.safeParse(info).success).toBe(true);
    expect(info.editable).toBe(true);
    expect(info.list).toHaveLength(17);
    expect(info.list.find((item) => item.type === 'sos')?.channels).toEqual({ popup: true, sound: true, sms: false, wechat: false, email: false });
    expect(info.list.find((item) => item.type === 'overspeed')?.channels.sound).toBe(false);
    expect(info.users.map((user) => user.nickName)).toEqual(['演示运营账号', '演示子账号', '演示只读子账号']);
  });

  it('saves channels and receivers per type, and the real-time tip follows popup and sound', async () => {
    const userId = (await pushes()).users[1]?.userId ?? 0;
    const items = [
      { type: 'sos', channels: { popup: true, sound: true, sms: true, wechat: true, email: true }, phones: ['13800138000', '13800138000'], emails: ['duty@example.com'], wechatUserIds: [userId] },
      { type: 'overspeed', channels: { popup: true, sound: true, sms: false, wechat: false, email: false } },
      { type: 'offline', channels: { popup: false, sound: false, sms: false, wechat: false, email: false } },
    ];
    expect((await postJson<ConfigResult>(env.server.app, CONFIG_PUSH, { items }, env.operator)).body).toMatchObject({ flag: 1, obj: { updated: 3 } });
    const info = await pushes(env.sub);
    expect(info.editable).toBe(false);
    expect(info.list.find((item) => item.type === 'sos')).toMatchObject({ phones: ['13800138000'], emails: ['duty@example.com'], wechatUserIds: [userId] });
    const tip = (await getJson<RealtimeAlarms>(env.server.app, `${REALTIME}?limit=50`, env.operator)).body.obj.list;
    expect(tip.some((row) => row.type === 'offline')).toBe(false);
    expect(tip.filter((row) => row.type === 'overspeed').every((row) => row.sound)).toBe(true);
  });

  it.each([
    [[{ type: 'sos', channels: { popup: true, sound: true, sms: true, wechat: false, email: false } }], '紧急报警：开启短信推送时请至少填写一个手机号'],
    [[{ type: 'sos', channels: { popup: true, sound: true, sms: true, wechat: false, email: false }, phones: ['12345'] }], '紧急报警：手机号 12345 格式不正确'],
    [[{ type: 'sos', channels: { popup: true, sound: true, sms: false, wechat: false, email: true }, emails: ['not-an-email'] }], '紧急报警：邮箱 not-an-email 格式不正确'],
    [[{ type: 'sos', channels: { popup: true, sound: true, sms: false, wechat: true, email: false }, wechatUserIds: [99999] }], '紧急报警：微信接收人不存在'],
    [[{ type: 'sos', channels: { popup: true } }], '参数错误：配置项列表第1项的推送方式缺少必填参数 声音(sound)'],
  ])('refuses %j in Chinese', async (items, msg) => {
    expect((await postJson(env.server.app, CONFIG_PUSH, { items }, env.operator)).body).toEqual({ flag: 0, msg });
  });

  it('refuses a sub-user in Chinese, and answers 4010 without a session', async () => {
    const item = { type: 'sos', channels: { popup: false, sound: false, sms: false, wechat: false, email: false } };
    expect((await postJson(env.server.app, CONFIG_PUSH, { items: [item] }, env.sub)).body).toEqual({ flag: 0, msg: '子账号无权修改报警设置，请联系主账号' });
    expect((await pushes()).list.find((row) => row.type === 'sos')?.channels.popup).toBe(true);
    expect((await getJson(env.server.app, LIST_PUSH)).body.flag).toBe(4010);
    expect((await postJson(env.server.app, CONFIG_PUSH, { items: [item] })).body.flag).toBe(4010);
  });
});
