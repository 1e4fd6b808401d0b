import { getGroupTree } from '@shared/api/group-api';
import { getHealthThresholds, updateHealthThresholds } from '@shared/api/health-api';
import type { HttpClient } from '@shared/http/http-client';
import { describe, expect, it } from 'vitest';
import { startContractServerForFile } from './contract-kit';

async function groupIdOf(http: HttpClient, name: string): Promise<number> {
  const group = (await getGroupTree(http)).groups.find((node) => node.name === name);
  if (!group) throw new Error(`no group ${name}`);
  return group.groupId;
}

describe('health threshold endpoints: client functions against the real server', () => {
  const env = startContractServerForFile();

  it('getHealthThresholds answers the customer default: editable for the operator, read-only for the sub-user', async () => {
    const operator = await getHealthThresholds(env.operator);
    expect(operator).toMatchObject({ target: 'customer', editable: true });
    expect(operator.thresholds.find((item) => item.key === 'lowVoltage')).toMatchObject({ value: 11.4, source: 'system' });
    expect((await getHealthThresholds(env.sub)).editable).toBe(false);
  });

  it('updateHealthThresholds sets a group value that the group then reports as its own', async () => {
    const shenzhen = await groupIdOf(env.sub, '深圳车队');
    expect(await updateHealthThresholds(env.sub, { groupId: shenzhen, thresholds: { towingSpeed: 25 } })).toEqual({ updated: 1 });
    const read = await getHealthThresholds(env.operator, { groupId: shenzhen });
    expect(read).toMatchObject({ target: 'group', targetId: shenzhen, targetName: '深圳车队' });
    expect(read.thresholds.find((item) => item.key === 'towingSpeed')).toMatchObject({ value: 25, source: 'group', overridden: true });
  });

  it('refusals arrive with the server\'s messages: business rules as kind flag, shape errors before sending', async () => {
    await expect(updateHealthThresholds(env.sub, { thresholds: { lowVoltage: 12 } })).rejects.toMatchObject({
      kind: 'flag',
      message: '子账号无权修改客户默认阈值，请联系主账号',
    });
    await expect(getHealthThresholds(env.operator, { vehicleId: 1, groupId: 1 })).rejects.toMatchObject({ kind: 'flag', message: '车辆和分组只能指定其中一个' });
    await expect(getHealthThresholds(env.sub, { groupId: await groupIdOf(env.operator, '华东分公司') })).rejects.toMatchObject({
      kind: 'flag',
      message: '车辆或分组不存在或无权查看',
    });
    await expect(updateHealthThresholds(env.operator, { vehicleId: 0, thresholds: { lowVoltage: 12 } })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：车辆ID(vehicleId)不能小于 1',
    });
  });
});
