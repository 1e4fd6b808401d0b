import { getGroupTree, listAllVehicles, listGroupVehicles } from '@shared/api/group-api';
import { describe, expect, it } from 'vitest';
import { TEST_VEHICLES } from '../helpers';
import { startContractServerForFile } from './contract-kit';

describe('group endpoints: client functions against the real server', () => {
  const env = startContractServerForFile();

  it('getGroupTree gives the operator the whole customer and the sub-user a tree rooted at their groups', async () => {
    const operator = await getGroupTree(env.operator);
    expect(operator.total).toBe(TEST_VEHICLES);
    expect(operator.groups[0]).toMatchObject({ name: '总公司', level: 0, parentId: null });
    const sub = await getGroupTree(env.sub);
    expect(sub.groups.filter((node) => node.level === 0).map((node) => node.name).sort()).toEqual(['深圳车队', '西北分公司'].sort());
  });

  it('listGroupVehicles answers a visible group column-wise; another group reads as missing', async () => {
    const tree = await getGroupTree(env.operator);
    const shenzhen = tree.groups.find((node) => node.name === '深圳车队');
    const eastChina = tree.groups.find((node) => node.name === '华东分公司');
    const columns = await listGroupVehicles(env.sub, { groupId: shenzhen?.groupId as number });
    expect(columns.count).toBe(shenzhen?.ownTotal);
    expect(columns.plate).toHaveLength(columns.count);
    await expect(listGroupVehicles(env.sub, { groupId: eastChina?.groupId as number, includeDescendants: true })).rejects.toMatchObject({
      kind: 'flag',
      message: '分组不存在或无权查看',
    });
  });

  it('listAllVehicles answers as many vehicles as the caller\'s tree counts', async () => {
    expect((await listAllVehicles(env.operator)).count).toBe(TEST_VEHICLES);
    expect((await listAllVehicles(env.sub)).count).toBe((await getGroupTree(env.sub)).total);
  });
});
