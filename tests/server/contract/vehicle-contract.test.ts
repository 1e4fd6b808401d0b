import { getGroupTree } from '@shared/api/group-api';
import { getVehicle, pageVehicles } from '@shared/api/vehicle-api';
import { describe, expect, it } from 'vitest';
import { TEST_VEHICLES } from '../helpers';
import { startContractServerForFile } from './contract-kit';

describe('vehicle endpoints: client functions against the real server', () => {
  const env = startContractServerForFile();

  it('pageVehicles pages the operator\'s whole fleet and filters by state', async () => {
    const page = await pageVehicles(env.operator, { pageNum: 1, pageSize: 20 });
    expect(page).toMatchObject({ total: TEST_VEHICLES, pageNum: 1, pageSize: 20 });
    expect(page.list).toHaveLength(20);
    const offline = await pageVehicles(env.operator, { state: 'offline', pageSize: 1000 });
    expect(offline.total).toBeGreaterThan(0);
    expect(offline.list.every((row) => row.state === 'offline')).toBe(true);
  });

  it('pageVehicles refuses a keyword longer than the server takes before sending, with its message', async () => {
    await expect(pageVehicles(env.operator, { keyword: 'x'.repeat(51) })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：关键字(keyword)长度不能超过 50 个字符',
    });
  });

  it('getVehicle answers a visible vehicle (also by a text id from a bus message); another\'s reads as missing', async () => {
    const [row] = (await pageVehicles(env.sub, { pageSize: 1 })).list;
    const own = row?.vehicleId as number;
    expect(await getVehicle(env.sub, own)).toMatchObject({ vehicleId: own, plate: row?.plate });
    expect((await getVehicle(env.sub, String(own))).vehicleId).toBe(own);
    const eastChina = (await getGroupTree(env.operator)).groups.find((node) => node.name === '华东分公司')?.groupId;
    const [foreign] = (await pageVehicles(env.operator, { groupId: eastChina, pageSize: 1 })).list;
    await expect(getVehicle(env.sub, foreign?.vehicleId as number)).rejects.toMatchObject({ kind: 'flag', message: '车辆不存在或无权查看' });
    await expect(getVehicle(env.sub, '0x10')).rejects.toMatchObject({ kind: 'invalid-request', message: '参数错误：车辆ID(vehicleId)必须是数字' });
  });
});
