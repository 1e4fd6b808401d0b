import { getAddresses, getProvinceOutlines } from '@shared/api/geo-api';
import { getGroupTree } from '@shared/api/group-api';
import { pageVehicles } from '@shared/api/vehicle-api';
import type { HttpClient } from '@shared/http/http-client';
import { describe, expect, it } from 'vitest';
import { startContractServerForFile } from './contract-kit';

const DONGCHENG = { lon: 116.4166, lat: 39.9288 };

async function deviceIn(http: HttpClient, groupName: string): Promise<string> {
  const groupId = (await getGroupTree(http)).groups.find((node) => node.name === groupName)?.groupId;
  const [vehicle] = (await pageVehicles(http, { groupId, pageSize: 1 })).list;
  if (!vehicle) throw new Error(`no vehicle in ${groupName}`);
  return vehicle.deviceNo;
}

describe('geocoding endpoint: client function against the real server', () => {
  const env = startContractServerForFile();

  it('getAddresses answers each position with its index', async () => {
    const addresses = await getAddresses(env.operator, {
      lonAndLatToAddressVOS: [
        { ...DONGCHENG, index: 0 },
        { lon: 2.35, lat: 48.85, index: 'paris' },
      ],
    });
    expect(addresses).toEqual([
      { address: '北京市东城区', index: 0 },
      { address: '境外位置', index: 'paris' },
    ]);
  });

  it('getAddresses gives the sub-user a refusal for another group\'s device and answers the rest', async () => {
    const foreign = await deviceIn(env.operator, '北京车队');
    const addresses = await getAddresses(env.sub, { lonAndLatToAddressVOS: [{ ...DONGCHENG, mac: foreign, index: 0 }, { ...DONGCHENG, index: 1 }] });
    expect(addresses).toEqual([
      { address: '无权查询该设备位置', index: 0 },
      { address: '北京市东城区', index: 1 },
    ]);
  });

  it('getAddresses refuses 51 positions before sending, with the server\'s message', async () => {
    const items = Array.from({ length: 51 }, (_, index) => ({ ...DONGCHENG, index }));
    await expect(getAddresses(env.operator, { lonAndLatToAddressVOS: items })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：坐标列表(lonAndLatToAddressVOS)不能超过 50 项',
    });
  });

  it('getProvinceOutlines gives the 34 provinces as WGS-84 rings around their territory, small enough to send', async () => {
    const outlines = await getProvinceOutlines(env.sub);
    expect(outlines).toHaveLength(34);
    const guangdong = outlines.find((province) => province.name === '广东省');
    const points = guangdong?.rings.flat() ?? [];
    expect(points.length).toBeGreaterThan(20);
    // every vertex of Guangdong's outline lies in Guangdong's box (WGS-84)
    for (const [lng, lat] of points) {
      expect(lng).toBeGreaterThan(109);
      expect(lng).toBeLessThan(117.5);
      expect(lat).toBeGreaterThan(20);
      expect(lat).toBeLessThan(25.6);
    }
    expect(JSON.stringify(outlines).length).toBeLessThan(150_000);
  });

  it('getProvinceOutlines needs a session', async () => {
    await expect(getProvinceOutlines(env.anonymous)).rejects.toMatchObject({ flag: 4010 });
  });
});
