import type { Envelope } from '@shared/api/dto/envelope';
import { geoAddressListSchema, type GeoAddress } from '@shared/api/dto/geo-dto';
import { convert } from '@shared/geo/coordinates';
import { describe, expect, it } from 'vitest';
import { startWithSessionsForFile } from './helpers';

const GEO = '/car/v4/api/address/baidu/getGeo.json';

const env = startWithSessionsForFile();

async function geo(body: unknown, sessionId?: string): Promise<{ status: number; body: Envelope<GeoAddress[]> }> {
  const response = await env.server.app.inject({
    method: 'POST',
    url: GEO,
    headers: { 'content-type': 'application/json;charset=UTF-8', ...(sessionId ? { sessionId } : {}) },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<Envelope<GeoAddress[]>>() };
}

function deviceOf(groupName: string): string {
  const row = env.server.app.db
    .prepare<[string], { device_no: string }>('SELECT v.device_no FROM vehicles v JOIN vehicle_groups g ON g.id = v.group_id WHERE g.name = ? ORDER BY v.id LIMIT 1')
    .get(groupName);
  if (!row) throw new Error(`no vehicle in ${groupName}`);
  return row.device_no;
}

const DONGCHENG = { lon: 116.4166, lat: 39.9288 };

describe('POST /car/v4/api/address/baidu/getGeo.json', () => {
  it('answers every item with its address and index, in order', async () => {
    const { body } = await geo(
      {
        lonAndLatToAddressVOS: [
          { ...DONGCHENG, mac: deviceOf('北京车队'), index: 0 },
          { lon: 121.5447, lat: 31.2214, index: 1 },
          { lon: 2.35, lat: 48.85, index: 'paris' },
        ],
      },
      env.operator,
    );
    expect(body.flag).toBe(1);
    expect(geoAddressListSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj).toEqual([
      { address: '北京市东城区', index: 0 },
      { address: '上海市浦东新区', index: 1 },
      { address: '境外位置', index: 'paris' },
    ]);
  });

  it.each(['gcj02', 'bd09'] as const)('converts %s coordinates to WGS-84 before the lookup', async (coordType) => {
    const shifted = convert({ lng: DONGCHENG.lon, lat: DONGCHENG.lat }, 'wgs84', coordType);
    const { body } = await geo({ coordType, lonAndLatToAddressVOS: [{ lon: shifted.lng, lat: shifted.lat, index: 7 }] }, env.operator);
    expect(body.obj).toEqual([{ address: '北京市东城区', index: 7 }]);
  });

  it('takes 50 items and refuses 51 in Chinese', async () => {
    const items = (n: number) => Array.from({ length: n }, (_, index) => ({ ...DONGCHENG, index }));
    expect((await geo({ lonAndLatToAddressVOS: items(50) }, env.operator)).body.obj).toHaveLength(50);
    expect((await geo({ lonAndLatToAddressVOS: items(51) }, env.operator)).body).toEqual({ flag: 0, msg: '参数错误：坐标列表(lonAndLatToAddressVOS)不能超过 50 项' });
    expect((await geo({ lonAndLatToAddressVOS: [] }, env.operator)).body).toEqual({ flag: 0, msg: '参数错误：坐标列表(lonAndLatToAddressVOS)不能为空' });
  });

  it.each([
    [{}, '参数错误：缺少必填参数 坐标列表(lonAndLatToAddressVOS)'],
    [{ lonAndLatToAddressVOS: [{ lon: '116.4', lat: 39.9, index: 0 }] }, '参数错误：坐标列表第1项的经度(lon)必须是数字'],
    [{ lonAndLatToAddressVOS: [{ lon: 190, lat: 39.9, index: 0 }] }, '参数错误：坐标列表第1项的经度(lon)不能大于 180'],
    [{ lonAndLatToAddressVOS: [{ lon: 116.4, lat: -91, index: 0 }] }, '参数错误：坐标列表第1项的纬度(lat)不能小于 -90'],
    [{ lonAndLatToAddressVOS: [{ lon: 116.4, lat: 39.9 }] }, '参数错误：坐标列表第1项缺少必填参数 序号(index)'],
    [{ coordType: 'mercator', lonAndLatToAddressVOS: [{ ...DONGCHENG, index: 0 }] }, '参数错误：坐标系(coordType)的取值不在允许范围内'],
  ])('validates %j', async (body, msg) => {
    const reply = await geo(body, env.operator);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ flag: 0, msg });
  });

  it("refuses a sub-user the item of another group's device, and answers the rest of the batch", async () => {
    const { body } = await geo(
      {
        lonAndLatToAddressVOS: [
          { ...DONGCHENG, mac: deviceOf('北京车队'), index: 0 },
          { lon: 113.9305, lat: 22.5333, mac: deviceOf('深圳车队'), index: 1 },
          { ...DONGCHENG, mac: '000000000000000', index: 2 },
        ],
      },
      env.sub,
    );
    expect(body.obj).toEqual([
      { address: '无权查询该设备位置', index: 0 },
      { address: '广东省深圳市南山区', index: 1 },
      { address: '无权查询该设备位置', index: 2 },
    ]);
  });

  it('answers 4010 without a session', async () => {
    expect((await geo({ lonAndLatToAddressVOS: [{ ...DONGCHENG, index: 0 }] })).body.flag).toBe(4010);
  });
});
