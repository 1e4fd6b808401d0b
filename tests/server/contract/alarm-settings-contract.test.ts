import { configAlarmControls, configAlarmPushSettings, listAlarmControls, listAlarmPushSettings } from '@shared/api/alarm-api';
import { MENU_IDS } from '@shared/constants/resource-ids';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantToRoleOf } from '../helpers';
import { startContractServerForFile } from './contract-kit';

const OFF = { popup: false, sound: false, sms: false, wechat: false, email: false };

describe('alarm settings endpoints: client functions against the real server', () => {
  const env = startContractServerForFile();
  // the seeded sub role lacks both pages; granted so the sub-user's read-only rules are what is tested
  beforeAll(() => grantToRoleOf(env.server.app, 'demo-sub', [MENU_IDS.alarmSetting, MENU_IDS.alarmPush]));

  it('listAlarmControls answers every type, editable for the operator and read-only for the sub-user', async () => {
    const operator = await listAlarmControls(env.operator);
    const sub = await listAlarmControls(env.sub);
    expect(operator.editable).toBe(true);
    expect(operator.list).toHaveLength(17);
    expect(sub.editable).toBe(false);
    expect(sub.list).toEqual(operator.list);
  });

  it('configAlarmControls saves the operator\'s change; the sub-user is refused with the server\'s message', async () => {
    expect(await configAlarmControls(env.operator, { items: [{ type: 'overspeed', params: { speedKmh: 90 } }] })).toEqual({ updated: 1 });
    const overspeed = (await listAlarmControls(env.sub)).list.find((item) => item.type === 'overspeed');
    expect(overspeed?.params.find((param) => param.key === 'speedKmh')?.value).toBe(90);
    await expect(configAlarmControls(env.sub, { items: [{ type: 'sos', enabled: false }] })).rejects.toMatchObject({
      kind: 'flag',
      message: '子账号无权修改报警设置，请联系主账号',
    });
    await expect(configAlarmControls(env.operator, { items: [{ type: 'overspeed', params: { speedKmh: 10 } }] })).rejects.toMatchObject({
      kind: 'flag',
      message: '超速报警的限速必须在 20 到 220 km/h之间',
    });
  });

  it('configAlarmControls refuses an empty save before sending, in the server\'s words', async () => {
    await expect(configAlarmControls(env.operator, { items: [] })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：配置项列表(items)不能为空',
    });
  });

  it('listAlarmPushSettings and configAlarmPushSettings round-trip a type\'s channels and receivers', async () => {
    const before = await listAlarmPushSettings(env.operator);
    expect(before.users.map((user) => user.nickName)).toEqual(['演示运营账号', '演示子账号', '演示只读子账号']);
    const saved = await configAlarmPushSettings(env.operator, { items: [{ type: 'sos', channels: { ...OFF, popup: true, sms: true }, phones: ['13800138000'] }] });
    expect(saved).toEqual({ updated: 1 });
    const sos = (await listAlarmPushSettings(env.sub)).list.find((item) => item.type === 'sos');
    expect(sos).toMatchObject({ channels: { ...OFF, popup: true, sms: true }, phones: ['13800138000'], emails: [], wechatUserIds: [] });
    await expect(configAlarmPushSettings(env.operator, { items: [{ type: 'sos', channels: { ...OFF, email: true } }] })).rejects.toMatchObject({
      kind: 'flag',
      message: '紧急报警：开启邮件推送时请至少填写一个邮箱',
    });
    await expect(listAlarmPushSettings(env.anonymous)).rejects.toMatchObject({ kind: 'session-expired' });
  });
});
